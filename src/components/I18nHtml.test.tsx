import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { i18n } from '@/lib/core/i18n';
import { registerNavigator } from '@/lib/core/navigation';
import { I18nHtml } from './I18nHtml';
import { AppLink } from './AppLink';

function setup(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/login', element: <h1>login page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  registerNavigator((to) => router.navigate(to));
  render(<RouterProvider router={router} />);
  return router;
}

describe('internal links in translated text', () => {
  it('navigates in-app when a relative link inside translated HTML is clicked', async () => {
    i18n.addResource('en', 'common', 'test.html', 'Your email is verified. You can now <a href="/login">log in</a> or see <a href="https://example.org/x">this</a>.');
    const router = setup(<I18nHtml i18nKey="test.html" />);
    const external = await screen.findByRole('link', { name: 'this' });
    expect(external).toHaveAttribute('href', 'https://example.org/x');
    await userEvent.click(screen.getByRole('link', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
  });

  it('escapes interpolated values and strips dangerous markup', async () => {
    i18n.addResource('en', 'common', 'test.hello', 'Hello <b>{{name}}</b><img src=x onerror="alert(1)">');
    setup(<I18nHtml i18nKey="test.hello" values={{ name: '<a href="/evil">x</a>' }} />);
    const bold = await screen.findByText('<a href="/evil">x</a>');
    expect(bold.tagName).toBe('B');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('works with <Trans> and AppLink', async () => {
    i18n.addResource('en', 'common', 'test.trans', 'Please <lnk>log in</lnk> first.');
    const router = setup(<Trans i18nKey="test.trans" components={{ lnk: <AppLink to="/login" /> }} />);
    await userEvent.click(await screen.findByRole('link', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
