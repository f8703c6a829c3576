import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { noData, server } from '@/test/msw';
import { fakeToken, loginAs, makeUser, renderRoute } from '@/test/utils';
import { pb } from '@/lib/core/pocketbase';
import { toast } from '@/lib/core/toast';

const AUTH = '*/api/collections/users/auth-with-password';

afterEach(() => vi.restoreAllMocks());

function authAnswer(overrides: Parameters<typeof makeUser>[1] = {}) {
  return HttpResponse.json({ token: fakeToken(3600, { id: 'u1' }), record: makeUser('athlete', overrides) });
}

// The pages rendered here load their own data, which is not what these tests look at.
beforeEach(() => server.use(...noData));

describe('login page', () => {
  it('logs in with email or username and honours next', async () => {
    let body: unknown;
    server.use(
      http.post(AUTH, async ({ request }) => {
        body = await request.json();
        return authAnswer();
      }),
    );
    const { router } = renderRoute('/login?next=%2Freserved%2Fprofile');
    await userEvent.type(await screen.findByLabelText('Email or username'), ' anna.r ');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserved/profile'));
    expect(body).toEqual({ identity: 'anna.r', password: 'Secret-123' });
  });

  it('never follows a next that leaves the site', async () => {
    server.use(http.post(AUTH, () => authAnswer()));
    const { router } = renderRoute('/login?next=https%3A%2F%2Fevil.example');
    await userEvent.type(await screen.findByLabelText('Email or username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserved'));
  });

  it('sends a user with an unverified address to the verification page, keeping next', async () => {
    server.use(http.post(AUTH, () => authAnswer({ verified: false })));
    const { router } = renderRoute('/login?next=%2Freserved%2Fissues');
    await userEvent.type(await screen.findByLabelText('Email or username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verification needed' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Freserved%2Fissues');
  });

  it("shows 'Login failed' on bad credentials and the required-field messages", async () => {
    const error = vi.spyOn(toast, 'error');
    server.use(http.post(AUTH, () => HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 })));
    renderRoute('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email or username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Login failed', 'The email, username or password is wrong.'));
    expect(pb.authStore.isValid).toBe(false);
  });
});

describe('registration page', () => {
  async function fill(over: Partial<Record<'name' | 'username' | 'email' | 'password' | 'confirm', string>> = {}) {
    const v = { name: 'Anna Rossi', username: 'anna.r', email: 'anna@example.com', password: 'Judo-Kata-2026', confirm: 'Judo-Kata-2026', ...over };
    await userEvent.type(await screen.findByLabelText(/^Full name/), v.name);
    await userEvent.type(screen.getByLabelText(/^Username/), v.username);
    await userEvent.type(screen.getByLabelText(/^Email/), v.email);
    await userEvent.type(screen.getByLabelText(/^Password/), v.password);
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), v.confirm);
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the privacy policy/ }));
  }

  it('checks every field before sending', async () => {
    renderRoute('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Create the account' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(5);
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Username/), 'anna rossi');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'other');
    expect(screen.getByText('too short')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('The username contains invalid characters')).toBeInTheDocument();
    expect(screen.getByText('The field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("shows the server's field errors next to the fields and 'Registration failed'", async () => {
    const error = vi.spyOn(toast, 'error');
    server.use(
      http.post('*/api/collections/users/records', () =>
        HttpResponse.json(
          { status: 400, message: 'Failed to create record.', data: { username: { code: 'validation_not_unique', message: 'Value must be unique.' } } },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/register');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalledWith('Registration failed', 'Please check the highlighted fields.');
  });

  it('creates the account in the UI language, logs in, asks for the mail and goes to verification', async () => {
    let created: Record<string, unknown> = {};
    let verificationFor = '';
    server.use(
      http.post('*/api/collections/users/records', async ({ request }) => {
        created = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeUser('athlete', { verified: false }));
      }),
      http.post(AUTH, () => authAnswer({ verified: false })),
      http.post('*/api/collections/users/request-verification', async ({ request }) => {
        verificationFor = ((await request.json()) as { email: string }).email;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderRoute('/register');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verification needed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verification-needed');
    expect(created).toMatchObject({ name: 'Anna Rossi', username: 'anna.r', email: 'anna@example.com', privacyAccepted: true, lang: 'en' });
    expect(created).not.toHaveProperty('role');
    expect(verificationFor).toBe('anna@example.com');
  });
});

describe('verification needed', () => {
  it("says the mail is not verified yet when the user presses 'I have verified' too early", async () => {
    loginAs('athlete', { verified: false });
    server.use(http.post('*/api/collections/users/auth-refresh', () => authAnswer({ verified: false })));
    renderRoute('/auth/verification-needed');
    await userEvent.click(await screen.findByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByText('It seems that the mail is not verified yet. Please try again later.')).toBeInTheDocument();
  });

  it('with mail off on the server, claims no mail and offers no resend', async () => {
    loginAs('athlete', { verified: false, email: 'anna@example.com' });
    server.use(http.get('*/api/custom/settings', () => HttpResponse.json({ mail: false })));
    renderRoute('/auth/verification-needed');
    expect(await screen.findByText(/This portal sends no e-mail at the moment/)).toBeInTheDocument();
    expect(screen.getByText(/Ask the portal's administrator to verify/)).toHaveTextContent('anna@example.com');
    expect(screen.queryByText(/We sent you an email/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the email again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'I have verified my email' })).toBeInTheDocument();
  });

  it('with mail on, says where the link went and offers to send it again', async () => {
    loginAs('athlete', { verified: false, email: 'anna@example.com' });
    server.use(http.get('*/api/custom/settings', () => HttpResponse.json({ mail: true })));
    renderRoute('/auth/verification-needed');
    expect(await screen.findByRole('button', { name: 'Send the email again' })).toBeInTheDocument();
    expect(screen.getByText(/We sent you an email/)).toBeInTheDocument();
  });
});

describe('privacy gate', () => {
  it('asks a user without acceptance to accept, then continues to next', async () => {
    loginAs('athlete', { privacyAcceptedAt: '' });
    let body: unknown;
    server.use(
      http.patch('*/api/collections/users/records/u1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(makeUser('athlete'));
      }),
    );
    const { router } = renderRoute('/reserved/profile');
    expect(await screen.findByText('You need to accept the privacy policy to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('You must accept the privacy policy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept this privacy policy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(body).toEqual({ privacyAccepted: true });
  });
});
