// The bench's table: each figure, its baseline from the same run, the ratio and the budget.

/**
 * @typedef {{ figure: string, measured: string, baseline: string, ratio: number | null, budget: string, pass: boolean }} Row
 */

const ms = (v) => `${v.toFixed(1)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} kB`;
const rps = (v) => `${Math.round(v)} req/s`;
export const fmt = { ms, kb, rps };

/** Builds a row; `pass` is decided by the caller from the raw numbers. */
export function row(figure, measured, baseline, ratio, budget, pass) {
  return { figure, measured, baseline, ratio, budget, pass };
}

/** A fixed-width text table (also valid Markdown). */
export function table(rows) {
  const head = ['figure', 'measured', 'baseline (same run)', 'ratio', 'budget', 'result'];
  const cells = rows.map((r) => [r.figure, r.measured, r.baseline, r.ratio === null ? '—' : `${r.ratio.toFixed(2)}×`, r.budget, r.pass ? 'ok' : 'MISSED']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
