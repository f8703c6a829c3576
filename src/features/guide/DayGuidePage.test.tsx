// The guide renders the screens' own button labels in place of its $t(ns:key) nestings (the
// namespaces the route loads with it), every section and problem heading, and the way back to the
// dashboard for a signed-in official.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loginAs, renderRoute } from '@/test/utils';
import { noData, server } from '@/test/msw';

describe('DayGuidePage', () => {
  it('shows the buttons by their labels, never a raw nesting', async () => {
    server.use(...noData);
    loginAs('organizer');
    renderRoute('/about/competition-day');
    expect(await screen.findByRole('heading', { level: 1, name: "The official's guide to the competition day" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'When it goes off plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A tablet dies' })).toBeInTheDocument();
    expect(screen.getAllByText('Validate the couple', { selector: 'strong' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Late entry', { selector: 'strong' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'How a season ranking works' })).toHaveAttribute('href', '/about/season-rankings');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/reserved');
    expect(document.body.textContent).not.toContain('$t(');
  });
});
