// A first load of a judge's tablet (/judge, /judge/{code}): the root renders the tablet's page without
// the router (its chunks and data are what it waits for), with its title and the main landmark the
// skip link targets.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { noData, server } from '@/test/msw';
import { Root } from './Root';
import { isRouterRequested } from '@/lib/core/navigation';

beforeEach(() => server.use(...noData));

describe("a judge's tablet on a first load", () => {
  it('renders without the router: the code screen, its title, the main landmark', async () => {
    window.history.replaceState(null, '', '/judge');
    await act(async () => {
      render(<Root />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Judge's tablet" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Seat code' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await waitFor(() => expect(document.title).toBe("Judge's tablet - Kata Portal"));
    expect(isRouterRequested()).toBe(false);
  });
});
