// The flow mark on a sheet that halves: Grand Prix adds no flow once a zero halves the total (the
// shared scoring rules, like the server), so its buttons are off with the reason next to them.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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
