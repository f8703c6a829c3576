// The tablets table lists the panel's seats, then the shadow judges' seats that were opened (named
// Shadow judge 1, 2 like the panel editor), and flags a seat without a tablet as such.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import '@/lib/core/i18n';
import type { Seat } from '@/features/results/judge/supervisorApi';
import { TabletHealth } from './TabletHealth';

const seen = new Date(Date.now() - 10_000).toISOString().replace('T', ' ');
const seat = (n: number, over: Partial<Seat> = {}): Seat => ({ id: `s${n}`, competition: 'c1', tatami: 1, seat: n, judge: `j${n}`, expires: '', lastSeenAt: seen, queued: 0, battery: null, ...over });

vi.mock('@/features/results/judge/supervisorApi', () => ({
  useSeats: () => ({ data: [seat(1), seat(2), seat(3, { lastSeenAt: '' }), seat(6, { shadow: true })] }),
  useLiveSeats: () => undefined,
}));

describe('the tablets of a tatami', () => {
  it("lists the panel's seats and the opened shadow seats, each with its connection", async () => {
    render(<TabletHealth competitionId="c1" tatami={1} size={3} performing={false} />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Seat 1', 'Seat 2', 'Seat 3', 'Shadow judge 1']);
    expect(rows.map((r) => r.getAttribute('data-connection'))).toEqual(['online', 'online', 'never', 'online']);
  });

  it('while a couple performs, a seat whose tablet never reported is flagged as such, not as silent', async () => {
    render(<TabletHealth competitionId="c1" tatami={1} size={3} performing />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows[2]!.textContent).toContain('No tablet yet');
    expect(rows[2]!.textContent).not.toContain('Silent');
    expect(rows[0]!.textContent).not.toContain('No tablet yet');
  });
});
