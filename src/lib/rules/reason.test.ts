// The rule of a reason (reason.ts): visible characters within the bounds, by hand, and its table of
// characters that show nothing against the JavaScript engine's own Unicode properties.
import { describe, expect, it } from 'vitest';
import { isInvisible, REASON_MAX, REASON_MIN, reasonProblem, visibleLength } from './reason';

const problem = (text: string) => reasonProblem(text)?.code ?? null;

describe('a reason', () => {
  it('has 3 to 500 characters, spaces around not counted', () => {
    expect([REASON_MIN, REASON_MAX]).toEqual([3, 500]);
    expect(problem('flu')).toBe(null);
    expect(problem('  ok  ')).toBe('reason_length');
    expect(problem('x'.repeat(500))).toBe(null);
    expect(problem(`  ${'x'.repeat(500)}\n`)).toBe(null);
    expect(problem('x'.repeat(501))).toBe('reason_length');
  });

  it('needs characters that show: whitespace, zero-width and format characters do not count', () => {
    for (const blank of ['', '   ', '\u200b', '\u200b\u200b\u200b\u200b', '\u200c\u200d\u200e\u200f', '\u2060\ufeff', '\u00a0\u3000\u2028', '\u3164\u3164\u3164', '\u2800\u2800\u2800', '\u{e0041}\u{e0042}\u{e0043}', '\u202e\u2066\u2069']) {
      expect(problem(blank), JSON.stringify(blank)).toBe('reason_required');
    }
    expect(problem('a\u200bb\u200b')).toBe('reason_length');
    expect(problem('a\u200bb\u200bc')).toBe(null);
    expect(visibleLength('Malato 🤒')).toBe(7);
    expect(problem('病気')).toBe('reason_length');
    expect(problem('病気です')).toBe(null);
  });

  it('counts as invisible exactly White_Space, Cc, Cf, Zs, Zl, Zp, Default_Ignorable_Code_Point and U+2800', () => {
    const engine = /[\p{White_Space}\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (isInvisible(cp) !== engine.test(String.fromCodePoint(cp))) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
  });
});
