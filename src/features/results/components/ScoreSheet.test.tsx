// The score sheet's rules that the judge sees: every item starts unmarked and the sheet is sent only
// once each is marked (the missing ones named; the rest marked "no mistake" only through a confirmed
// gesture, never the flow mark), each item timed; the flow mark on a sheet that halves (Grand Prix adds
// no flow once a zero halves the total, like the server), and "forgotten" asked first with an undo.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/lib/core/i18n';
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
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
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
    expect(onSave.mock.calls[0]?.[0]).toEqual([
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

describe('every item marked before sending', () => {
  const gp = { preset: 'grand-prix' as const, flow: true };
  const send = () => screen.getByRole('button', { name: 'Send my marks' });

  it('starts unmarked: Send is disabled and says which items are missing; "No mistake" is a tap like any other', async () => {
    const onSave = vi.fn();
    render(<ScoreSheet idPrefix="u" items={items} scale={scale} rules={gp} saving={false} corrected={false} saveLabel="Send my marks" onSave={onSave} />);
    expect(await screen.findByRole('button', { name: 'Send my marks' })).toBeDisabled();
    expect(screen.getAllByText('not marked')).toHaveLength(4);
    expect(send()).toHaveAccessibleDescription(/4 items not marked/);
    expect(screen.getAllByRole('button', { name: /^Go to / }).map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['1', 'Go to 1 Opening'],
      ['2', 'Go to 2 Uki-otoshi'],
      ['3', 'Go to 3 Closing'],
      ['Flow', 'Go to 4 Flow: fluidity, course, rhythm'],
    ]);
    // Nothing is chosen for an unmarked item.
    expect(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('0')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    expect(screen.getByRole('button', { name: 'No mistake – Opening' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('1'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Closing' })).getByLabelText('0'));
    expect(send()).toHaveAccessibleDescription(/1 item not marked/);
    expect(screen.getByRole('button', { name: 'Go to 4 Flow: fluidity, course, rhythm' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Flow: fluidity, course, rhythm' })).getByLabelText('8'));
    expect(send()).toBeEnabled();
    expect(screen.queryByText('not marked')).toBeNull();
    await userEvent.click(send());
    expect(onSave.mock.calls[0]?.[0]).toEqual([{ small: 0, medium: 0, big: 0, forgotten: false }, { small: 1, medium: 0, big: 0, forgotten: false }, { small: 0, medium: 0, big: 0, forgotten: false }, { points: 8 }]);
  });

  it('"mark the rest as no mistake" asks first, counts and names them, and never gives the flow mark', async () => {
    render(<ScoreSheet idPrefix="r" items={items} scale={scale} rules={gp} saving={false} corrected={false} saveLabel="Send my marks" onSave={() => undefined} />);
    await userEvent.click(within(screen.getByRole('group', { name: 'Medium mistakes – Uki-otoshi' })).getByLabelText('1'));
    const rest = screen.getByRole('button', { name: 'Mark the 2 left as no mistake' });
    // Cancelled: nothing changes.
    await userEvent.click(rest);
    let dialog = await screen.findByRole('dialog', { name: 'Mark 2 items as no mistake?' });
    expect(dialog).toHaveTextContent('1 Opening, 3 Closing');
    expect(dialog).toHaveTextContent('The flow mark is not given this way.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('not marked')).toHaveLength(3);
    // Confirmed: opening and closing marked, the flow still to give.
    await userEvent.click(rest);
    dialog = await screen.findByRole('dialog', { name: 'Mark 2 items as no mistake?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 2 as no mistake' }));
    await waitFor(() => expect(screen.getAllByText('not marked')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'No mistake – Closing' })).toHaveAttribute('aria-pressed', 'true');
    expect(send()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /left as no mistake/ })).toBeNull();
  });

  it("times each item's first mark and last change on the device; the draft carries them", async () => {
    const onChange = vi.fn();
    const onSave = vi.fn();
    const now = vi.spyOn(Date, 'now');
    render(<ScoreSheet idPrefix="c" items={items.slice(0, 3)} scale={scale} saving={false} corrected={false} onChange={onChange} onSave={onSave} />);
    now.mockReturnValue(1000);
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    now.mockReturnValue(2000);
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('1'));
    now.mockReturnValue(3000);
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    now.mockReturnValue(9000);
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('2'));
    expect(onChange.mock.lastCall?.[0].times).toEqual([
      { first: 1000, last: 1000 },
      { first: 2000, last: 9000 },
      { first: 3000, last: 3000 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave.mock.calls[0]?.[1]).toEqual(onChange.mock.lastCall?.[0].times);
    now.mockRestore();
  });

  it('a sheet that halves is sent without asking the flow mark (0, never counted)', async () => {
    const onSave = vi.fn();
    render(<ScoreSheet idPrefix="z" items={items} scale={scale} rules={gp} saving={false} corrected={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave.mock.calls[0]?.[0].at(-1)).toEqual({ points: 0 });
  });
});
