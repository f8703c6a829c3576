// The paper scoring form of a circuit with children's rules: no big-mistake boxes, no "forgotten"
// column; a filled sheet's marks and total hand-computed (10 points an item, small −1, medium −3).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '@/lib/core/i18n';
import { ScoringForm } from './ScoringForm';
import type { AnyMark, Rules, Scale, SheetItem } from '@/lib/rules/scoring';

const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const items: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi', group: 'Te-waza' },
  { key: 't2', kind: 'technique', name: 'Seoi-nage', group: 'Te-waza' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];
const children: Rules = { preset: 'ijf', noBig: true, noForgotten: true, noHalving: true };

describe('paper scoring form under a circuit\'s switches', () => {
  it('blank: small and medium boxes only, no forgotten column; the group heading spans the columns left', () => {
    const { container } = render(<ScoringForm title="Blank" header={{}} items={items} scale={scale} half={false} flow={false} rules={children} />);
    const text = screen.getByRole('article', { name: 'Blank' }).textContent ?? '';
    expect(text).toContain('Small (−1)');
    expect(text).toContain('Medium (−3)');
    expect(text).not.toContain('Big (−5)');
    expect(text).not.toContain('Forgotten');
    // 4 items × (2 small + 1 medium).
    expect(container.querySelectorAll('.paper-box')).toHaveLength(12);
    // #, item, small, medium, mark.
    expect(container.querySelectorAll('thead th')).toHaveLength(5);
    expect(container.querySelector('.paper-group th')?.getAttribute('colspan')).toBe('5');
  });

  it("a judge's sheet: marks and total", () => {
    const marks: AnyMark[] = [
      { small: 1, medium: 0, big: 0, forgotten: false },
      { small: 2, medium: 1, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 0, medium: 1, big: 0, forgotten: false },
    ];
    render(<ScoringForm title="Sheet" header={{}} items={items} scale={scale} half={false} flow={false} marks={marks} rules={children} />);
    const text = screen.getByRole('article', { name: 'Sheet' }).textContent ?? '';
    // 9 + (10 − 2 − 3 = 5) + 10 + 7 = 31.
    expect(text).toMatch(/Judge's total\s*31/);
  });
});
