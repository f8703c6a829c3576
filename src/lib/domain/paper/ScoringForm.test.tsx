// The paper scoring form, read as text: a blank form has the kata's items, a box per allowed mistake,
// the half point, "forgotten" for techniques, the flow mark and blank lines for the header; one
// judge's sheet shows the header, the crossed boxes, each item's mark and the total, hand-computed,
// and each item's times with a mark changed after sending flagged.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import '@/lib/core/i18n';
import { ScoringForm } from './ScoringForm';
import type { AnyMark, Scale, SheetItem } from '@/lib/rules/scoring';

const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const items: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi', group: 'Te-waza' },
  { key: 't2', kind: 'technique', name: 'Seoi-nage', group: 'Te-waza' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];
const flowItem: SheetItem = { key: 'flow', kind: 'flow', name: 'Flow' };
const rowText = (name: string) => (screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement).textContent;

describe('paper scoring form', () => {
  it('blank: the items, a box per allowed mistake, half point, forgotten, flow, blank header lines', () => {
    const { container } = render(<ScoringForm title="Blank scoring form – Nage-no-kata" header={{}} items={items} scale={scale} half flow />);
    const form = screen.getByRole('article', { name: 'Blank scoring form – Nage-no-kata' });
    const text = form.textContent ?? '';
    for (const s of ['Competition', 'Poule', 'Judge (seat)', 'Couple (tori, uke)', 'Small (−1)', 'Medium (−3)', 'Big (−5)', 'Half point', 'Forgotten', 'Mark (of 10)', 'Te-waza', 'Flow: fluidity, course, rhythm (0–10)', "Judge's total", "Judge's signature"]) {
      expect(text).toContain(s);
    }
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Opening', 'Uki-otoshi', 'Seoi-nage', 'Closing']);
    // 4 items × (2 small + 1 medium + 1 big) + 2 techniques × forgotten, none crossed.
    expect(container.querySelectorAll('.paper-box')).toHaveLength(18);
    expect(container.querySelectorAll('.paper-box.on')).toHaveLength(0);
    // Four header lines, one per item's mark, the flow, the total and the signature.
    expect(container.querySelectorAll('.paper-line')).toHaveLength(4 + 4 + 3);
    expect(rowText('Opening')).not.toContain('Forgotten');
    expect(rowText('Uki-otoshi')).toContain('−½ · 0 · +½');
  });

  it("a judge's sheet: header, crossed boxes, each item's mark and the total", () => {
    const marks: AnyMark[] = [
      { small: 1, medium: 0, big: 0, forgotten: false }, // 10 − 1 = 9
      { small: 0, medium: 1, big: 0, forgotten: false, half: 1 }, // 10 − 3 + ½ = 7.5
      { small: 2, medium: 0, big: 1, forgotten: false }, // 10 − 2 − 5 = 3
      { small: 0, medium: 0, big: 0, forgotten: false }, // 10
      { points: 8 },
    ];
    const { container } = render(
      <ScoringForm
        title="Judge 2 – Rossi – Bianchi"
        header={{ competition: 'Grand Prix Roma', poule: 'Open · Nage-no-kata · Group A', seat: 'Judge 2', couple: 'Rossi – Bianchi (JC Roma)' }}
        items={[...items, flowItem]}
        scale={scale}
        half
        flow
        marks={marks}
        rules={{ preset: 'grand-prix', flow: true }}
      />,
    );
    const form = screen.getByRole('article', { name: 'Judge 2 – Rossi – Bianchi' });
    const text = form.textContent ?? '';
    for (const s of ['Grand Prix Roma', 'Open · Nage-no-kata · Group A', 'Judge 2', 'Rossi – Bianchi (JC Roma)']) expect(text).toContain(s);
    expect(rowText('Opening')).toContain('Small (−1): 1');
    expect(rowText('Opening')?.endsWith('9')).toBe(true);
    expect(rowText('Uki-otoshi')).toContain('Medium (−3): 1');
    expect(rowText('Uki-otoshi')).toContain('+½');
    expect(rowText('Uki-otoshi')?.endsWith('7.5')).toBe(true);
    expect(rowText('Seoi-nage')).toContain('Big (−5): 1');
    expect(rowText('Seoi-nage')?.endsWith('3')).toBe(true);
    expect(rowText('Closing')?.endsWith('10')).toBe(true);
    // Crossed: 1 + 1 + 2 + 1 boxes.
    expect(container.querySelectorAll('.paper-box.on')).toHaveLength(5);
    const foot = within(form.querySelector('.paper-foot') as HTMLElement);
    expect(foot.getByText('8')).toBeInTheDocument();
    // 9 + 7.5 + 3 + 10 + flow 8 = 37.5
    expect(foot.getByText('37.5')).toBeInTheDocument();
    expect(text).not.toContain("Judge's signature");
    expect(container.querySelectorAll('.paper-line')).toHaveLength(0);
  });

  it("a judge's sheet with its trail: each item's times, a mark changed after sending flagged; none recorded said so", () => {
    const marks: AnyMark[] = items.map(() => ({ small: 0, medium: 0, big: 0, forgotten: false }));
    const at = (h: number, m: number, s = 0) => new Date(2026, 4, 10, h, m, s).getTime();
    const trail = {
      sent: at(9, 5),
      items: [
        { first: at(9, 0, 5), last: at(9, 0, 5), received: at(9, 5) },
        { first: at(9, 1), last: at(9, 9), received: at(9, 9, 30) },
        { first: at(9, 2), last: at(9, 2, 10), received: at(9, 5) },
        { first: null, last: null, received: at(9, 5) },
      ],
    };
    const props = { title: 'Judge 1', header: {}, items, scale, half: false, flow: false, marks };
    const { unmount } = render(<ScoringForm {...props} trail={trail} />);
    expect(screen.getByRole('columnheader', { name: 'Times (tablet)' })).toBeInTheDocument();
    expect(rowText('Opening')).toContain('09:00:05');
    expect(rowText('Uki-otoshi')).toContain('09:01:00 → 09:09:00');
    expect(rowText('Uki-otoshi')).toContain('changed after sending, received 09:09:30');
    expect(rowText('Seoi-nage')).toContain('09:02:00 → 09:02:10');
    expect(rowText('Seoi-nage')).not.toContain('changed after sending');
    expect(rowText('Closing')).toContain('–');
    expect(screen.getByText(/Sheet sent at 09:05:00 \(server\)/)).toBeInTheDocument();
    unmount();
    render(<ScoringForm {...props} trail={null} />);
    expect(screen.queryByRole('columnheader', { name: 'Times (tablet)' })).toBeNull();
    expect(screen.getByText('The times of the marks were not recorded for this sheet.')).toBeInTheDocument();
  });
});
