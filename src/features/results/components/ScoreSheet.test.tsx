// The score sheet's rules that the judge sees: the flow mark on a sheet that halves (Grand Prix adds
// no flow once a zero halves the total, like the server), and "forgotten" asked first with an undo.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/lib/i18n';
import { ScoreSheet } from './ScoreSheet';
import type { Scale, SheetItem } from '../scoring';

const items: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
  { key: 'flow', kind: 'flow', name: 'Flow' },
];
const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };

describe('flow mark after a halving', () => {
  it('is disabled with the reason while the sheet halves, and back when it no longer does', async () => {
    render(<ScoreSheet idPrefix="h" items={items} scale={scale} rules={{ preset: 'grand-prix', flow: true }} saving={false} corrected={false} onSave={() => undefined} />);
    const flow = () => screen.getByRole('group', { name: 'Flow: fluidity, course, rhythm' });
    expect(await screen.findByRole('group', { name: 'Flow: fluidity, course, rhythm' })).toBeEnabled();
    const forgotten = screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ });
    await userEvent.click(forgotten);
    expect(flow()).toBeDisabled();
    expect(flow()).toHaveAccessibleDescription(/the flow mark does not count/);
    expect(within(flow()).getByLabelText('7')).toBeDisabled();
    await userEvent.click(forgotten);
    expect(flow()).toBeEnabled();
    expect(screen.queryByText(/the flow mark does not count/)).toBeNull();
  });
});

describe('forgotten on the judge tablet', () => {
  const gp: SheetItem[] = items.slice(0, 3);
  it('asks first, says the total halves, and undoes back to the marks before until the sheet is sent', async () => {
    const onSave = vi.fn();
    render(<ScoreSheet idPrefix="f" items={gp} scale={scale} rules={{ preset: 'grand-prix' }} confirmForgotten saving={false} corrected={false} onSave={onSave} />);
    const total = () => screen.getByText("Judge's total:").querySelector('output')?.textContent;
    await userEvent.click(within(screen.getByRole('group', { name: 'Medium mistakes – Uki-otoshi' })).getByLabelText('1'));
    expect(total()).toBe('27');
    const forgotten = screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ });
    // Cancel: nothing changes.
    await userEvent.click(forgotten);
    let dialog = await screen.findByRole('dialog', { name: 'Mark Uki-otoshi forgotten?' });
    expect(dialog).toHaveTextContent("the couple's total is halved");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forgotten).not.toBeChecked();
    expect(total()).toBe('27');
    // Confirm: 0 on the technique, the total halves.
    await userEvent.click(forgotten);
    dialog = await screen.findByRole('dialog', { name: 'Mark Uki-otoshi forgotten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark forgotten' }));
    expect(forgotten).toBeChecked();
    expect(total()).toBe('10');
    // Undo: the medium mistake is back.
    await userEvent.click(screen.getByRole('button', { name: 'Undo forgotten – Uki-otoshi' }));
    expect(forgotten).not.toBeChecked();
    expect(total()).toBe('27');
    expect(screen.queryByRole('button', { name: /Undo forgotten/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave).toHaveBeenCalledWith([
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 0, medium: 1, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 0, forgotten: false },
    ]);
  });

  it('the IJF dialog says the majority halves', async () => {
    render(<ScoreSheet idPrefix="i" items={items.slice(0, 3)} scale={scale} confirmForgotten saving={false} corrected={false} onSave={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('if most judges mark it forgotten');
  });
});
