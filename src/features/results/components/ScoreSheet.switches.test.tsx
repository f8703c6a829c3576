// The tablet's sheet under a circuit's switches (children's rules): the buttons the switches forbid are
// not there, and the totals follow the rules (hand-computed: 10 points an item, small −1, medium −3).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/lib/core/i18n';
import { ScoreSheet } from './ScoreSheet';
import type { Scale, SheetItem } from '../scoring';

const items: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];
const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const total = () => screen.getByText("Judge's total:").querySelector('output')?.textContent;

describe('a circuit with children\'s rules', () => {
  it('no big-mistake buttons and no "forgotten"; small and medium marked as usual', async () => {
    const onSave = vi.fn();
    render(<ScoreSheet idPrefix="c" items={items} scale={scale} rules={{ preset: 'ijf', noBig: true, noForgotten: true, noHalving: true }} confirmForgotten saving={false} corrected={false} onSave={onSave} />);
    expect(await screen.findByRole('group', { name: 'Small mistakes – Uki-otoshi' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Big mistakes/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Forgotten/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('1'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Medium mistakes – Uki-otoshi' })).getByLabelText('1'));
    // 10 + (10 − 1 − 3) + 10 = 26.
    expect(total()).toBe('26');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 1, medium: 1, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 0, forgotten: false },
    ]);
  });

  it('no halving: "forgotten" says the total is never halved, and the sheet keeps its whole total', async () => {
    render(<ScoreSheet idPrefix="h" items={items} scale={scale} rules={{ preset: 'ijf', noHalving: true }} confirmForgotten saving={false} corrected={false} onSave={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    expect(screen.getByRole('group', { name: 'Big mistakes – Uki-otoshi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Uki-otoshi forgotten?' });
    expect(dialog).toHaveTextContent("the couple's total is never halved");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark forgotten' }));
    // 10 + 0 + 10 = 20, not halved to 10.
    expect(total()).toBe('20');
  });
});
