// The reason someone gives for an act that the audit trail keeps (a couple withdrawn or absent, a
// finalist added, removed or replaced, a validated couple reopened, a season wildcard, an admin
// acting as a user), written once: the SPA's forms import this file, the hooks run
// pb_hooks/lib/rules/reason.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A reason is read later by someone who was not there, so it has to say something: at least
// REASON_MIN visible characters, where whitespace, zero-width and other characters that show
// nothing (format controls such as U+200B–U+200F, U+2060 and U+FEFF, the Unicode categories Cc, Cf,
// Zs, Zl and Zp, default-ignorable code points such as the Hangul fillers, and the blank Braille
// pattern) do not count; and at most REASON_MAX characters in all, trimmed, as stored.

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/**
 * Code points that show nothing, as [first, last] ranges in order: White_Space, Cc, Cf, Zs, Zl, Zp,
 * Default_Ignorable_Code_Point (Unicode 17) and U+2800. `reason.test.ts` compares it with the
 * JavaScript engine's own Unicode tables, code point by code point.
 */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x0, 0x20],
  [0x7f, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/** Whether a code point shows nothing (see INVISIBLE). */
export function isInvisible(codePoint: number): boolean {
  for (const [first, last] of INVISIBLE) {
    if (codePoint < first) return false;
    if (codePoint <= last) return true;
  }
  return false;
}

/** How many characters (code points) of a text show something. */
export function visibleLength(text: string): number {
  let n = 0;
  for (const ch of text) if (!isInvisible(ch.codePointAt(0) ?? 0)) n++;
  return n;
}

/**
 * What is wrong with a reason, as the error code the hooks answer on the reason's field, or null:
 * `reason_required` when nothing of it shows (empty, spaces, zero-width characters), `reason_length`
 * when fewer than REASON_MIN characters show or it is longer than REASON_MAX trimmed.
 */
export function reasonProblem(reason: string): { code: 'reason_required' | 'reason_length' } | null {
  const visible = visibleLength(reason);
  if (visible === 0) return { code: 'reason_required' };
  if (visible < REASON_MIN || reason.trim().length > REASON_MAX) return { code: 'reason_length' };
  return null;
}
