import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { fakeToken, loginAs, makeUser, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';

describe('profile page', () => {
  it('saves name, username and language, and the interface follows the language', async () => {
    loginAs('athlete', { name: 'Anna', username: 'anna' });
    let body: Record<string, unknown> = {};
    server.use(
      http.patch('*/api/collections/users/records/u1', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeUser('athlete', body));
      }),
    );
    renderRoute('/reserved/profile');
    const username = await screen.findByLabelText(/^Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'anna b');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The username contains invalid characters')).toBeInTheDocument();
    await userEvent.clear(username);
    await userEvent.type(username, 'anna.b');
    await userEvent.click(screen.getByRole('radio', { name: 'Italiano' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(i18n.language).toBe('it'));
    expect(body).toEqual({ name: 'Anna', username: 'anna.b', lang: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo' })).toBeInTheDocument();
  });

  it('checks the current password before asking for an email change', async () => {
    loginAs('athlete', { email: 'anna@example.com' });
    let requested = '';
    server.use(
      http.post('*/api/collections/users/auth-with-password', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'Right-123') return HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 });
        return HttpResponse.json({ token: fakeToken(), record: makeUser('athlete', { email: 'anna@example.com' }) });
      }),
      http.post('*/api/collections/users/request-email-change', async ({ request }) => {
        requested = ((await request.json()) as { newEmail: string }).newEmail;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/reserved/profile');
    await userEvent.type(await screen.findByLabelText(/^New email address/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/^Current password/, { selector: '#profile-emailPassword' }), 'Wrong-123');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('The new address is the same as the current one')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New email address/));
    await userEvent.type(screen.getByLabelText(/^New email address/), 'anna.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('The password is wrong')).toBeInTheDocument();
    expect(requested).toBe('');
    const password = screen.getByLabelText(/^Current password/, { selector: '#profile-emailPassword' });
    await userEvent.clear(password);
    await userEvent.type(password, 'Right-123');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText(/We sent a confirmation link to/)).toBeInTheDocument();
    expect(requested).toBe('anna.new@example.com');
  });
});
