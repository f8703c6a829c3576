import { beforeEach, describe, expect, it } from 'vitest';
import { noData, server } from '@/test/msw';
import { render, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@/lib/core/i18n';
import { composeTitle, usePageTitle } from '@/lib/core/pageTitle';
import { renderRoute } from '@/test/utils';

// The pages rendered here load their own data, which is not what these tests look at.
beforeEach(() => server.use(...noData));

describe('page titles', () => {
  it('composes "<page> - <product>" or only the product name', () => {
    expect(composeTitle('Login')).toBe('Login - Kata Portal');
    expect(composeTitle(null)).toBe('Kata Portal');
    expect(composeTitle('')).toBe('Kata Portal');
  });

  it.each([
    ['/login', 'Login - Kata Portal'],
    ['/competitions', 'Competitions - Kata Portal'],
    ['/competitions/c1/leaderboard', 'Competition - Kata Portal'],
    ['/documents/c1', 'Documents - Kata Portal'],
    ['/nowhere', 'Page not found - Kata Portal'],
    ['/', 'Kata Portal'],
  ])('%s → %s', async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the language', async () => {
    await changeLanguage('it');
    renderRoute('/competitions');
    await screen.findByRole('heading', { level: 1, name: 'Gare' });
    await waitFor(() => expect(document.title).toBe('Gare - Kata Portal'));
  });

  it('lets a page override its name', async () => {
    function Named() {
      usePageTitle('Trofeo Kata 2025');
      return null;
    }
    const { router } = renderRoute('/competitions/c1');
    await screen.findByRole('heading', { level: 1, name: 'Competition' });
    const { unmount } = render(<Named />);
    await waitFor(() => expect(document.title).toBe('Trofeo Kata 2025 - Kata Portal'));
    unmount();
    await waitFor(() => expect(document.title).toBe('Competition - Kata Portal'));
    expect(router.state.location.pathname).toBe('/competitions/c1');
  });
});
