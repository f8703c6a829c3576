// The app root: the home renders without the router; an in-app link loads the router and renders the
// target; toasts load PrimeReact lazily; the impersonation marker is on every page.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noData, server } from '@/test/msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './Root';
import { isRouterRequested } from '@/lib/core/navigation';
import { toast } from '@/lib/core/toast';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { changeLanguage } from '@/lib/core/i18n';
import { loadCompetitionsPage, loadLayout } from './publicPages';

// The pages rendered here load their own data, which is not what these tests look at.
beforeEach(() => server.use(...noData));

// What the hand-over loads, transformed before the test: the first transform of the routed app,
// PrimeReact and the pages takes from one second on an idle machine to more than twenty beside other
// work, and that is the machine's speed, not the root's behaviour. Only modules without side effects
// are imported here: the router module itself (it creates the router at the current URL and
// registers it) stays unloaded, so the click below still starts it as a first visit does.
const WARM_UP_LIMIT_MS = 300_000; // against a hang, not a measure
beforeAll(async () => {
  await Promise.all([
    import('./routes'),
    import('./ToastOutlet'),
    import('@/lib/core/queryClient'),
    import('@/lib/core/connectionWatch'),
    import('react-router-dom'),
    loadLayout(),
    loadCompetitionsPage(),
  ]);
}, WARM_UP_LIMIT_MS);

describe('app root', () => {
  it('renders the home without the router, then hands over to the router on navigation', async () => {
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    // Awaited: the root reads the page's module with use(), which React's test mode only resolves in an awaited act.
    await act(async () => {
      render(<Root />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kata Portal' })).toBeInTheDocument();
    expect(isRouterRequested()).toBe(false);
    // The icon font may load once the page has painted (styles/base.css).
    await waitFor(() => expect(document.documentElement).toHaveClass('kp-icons'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    // Awaited act, as the first render: the click renders the root with the routed app's module still
    // arriving, and the render React suspends inside an act that nobody awaits is dropped, not
    // retried when the module arrives (the page stayed on the hidden home until a later update).
    await act(() => user.click(screen.getAllByRole('link', { name: 'See the competitions' })[0] as HTMLElement));
    expect(await screen.findByRole('heading', { level: 1, name: 'Competitions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/competitions');
    expect(isRouterRequested()).toBe(true);
    await waitFor(() => expect(document.title).toBe('Competitions - Kata Portal'));

    // The language switcher of the layout changes the UI and <html lang>.
    const banner = screen.getByRole('banner');
    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gare' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    await changeLanguage('en');

    // Toasts: PrimeReact's Toast is loaded on the first one.
    toast.error('Save failed', 'Something is off.');
    expect(await screen.findByText('Something is off.')).toBeInTheDocument();
    expect(screen.getByText('Save failed')).toBeInTheDocument();

    // The impersonation marker.
    useImpersonation.setState({ stack: [{ token: 't', record: null, targetName: 'Mario Rossi', targetId: 'm1' }] });
    expect(await screen.findByTestId('impersonation-bar')).toHaveTextContent('You are acting as Mario Rossi.');
    expect(screen.getByRole('button', { name: 'Stop impersonating' })).toBeInTheDocument();
  });
});
