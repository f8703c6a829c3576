// The supervisor's times of the marks: per item and seat the time since the judge's first mark, a long
// pause (a judge who stalled) and a mark changed after sending flagged in words; a sheet without times
// says so.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import '@/lib/core/i18n';
import { MarksTimes } from './MarksTimes';
import type { SheetItem } from '@/features/results/scoring';

const items: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi' },
  { key: 't2', kind: 'technique', name: 'Seoi-nage' },
  { key: 't3', kind: 'technique', name: 'Kata-guruma' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];
const s = 1000;
const t0 = Date.UTC(2026, 4, 10, 8, 0, 0);
const timed = (firsts: number[], received: number[] = firsts.map(() => t0 + 300 * s)) => ({ sent: t0 + 300 * s, items: firsts.map((f, i) => ({ first: t0 + f * s, last: t0 + f * s, received: received[i] as number })) });

describe('times of the marks', () => {
  it('flags a stall and a change after sending, per seat; a sheet without times says so', async () => {
    const sheets = [
      { id: 'a', judge: 1, trail: timed([0, 20, 40, 60, 80]) },
      // Seat 2 stalls 2 minutes before Kata-guruma.
      { id: 'b', judge: 2, trail: timed([0, 20, 40, 160, 180]) },
      // Seat 3 changed Seoi-nage after sending.
      { id: 'c', judge: 3, trail: timed([0, 20, 40, 60, 80], [t0 + 300 * s, t0 + 300 * s, t0 + 900 * s, t0 + 300 * s, t0 + 300 * s]) },
      { id: 'd', judge: 4, trail: null },
    ];
    render(<MarksTimes items={items} sheets={sheets} seatLabel={(n) => `Seat ${n}`} />);
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
    const cells = (name: string) => within(row(name)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Seoi-nage')[0]).toBe('+0:40');
    expect(cells('Kata-guruma')[1]).toBe('+2:40 ⚠ pause of 2:00');
    expect(cells('Seoi-nage')[2]).toMatch(/^\+0:40 ✎ changed after sending/);
    expect(cells('Kata-guruma')[3]).toBe('–');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Seat 4times not recorded');
    // Flagged marks open the view by themselves.
    expect(screen.getByText(/check the flagged marks/).closest('details')).toHaveAttribute('open');
  });
});
