// @ts-check
/// <reference path="../env.d.ts" />
// Kata scoring under two presets of rules (docs/ARCHITECTURE.md "Scoring presets"). Pure functions, no
// PocketBase API: src/features/results/scoring.ts is the same maths in TypeScript for the SPA, and
// src/features/results/scoring.parity.test.ts checks with random inputs that both give the same answers.
//
// A kata sheet (collection kata_sheets) says what is marked: `items` (opening, techniques, closing)
// and the `scale` (points per item, the value and the maximum count of each mistake). A judge's marks
// are one entry per item: { small, medium, big, forgotten, half? }; when the competition scores the
// flow, a last item of kind `flow` follows the closing and its mark is { points }.
//
// Every function takes an optional trailing `rules` ({ preset: 'ijf' | 'grand-prix', flow: boolean });
// without it the rules are the IJF preset, the behaviour before presets existed.

/**
 * The presets as data.
 * - half: the judge may add or take half a point per item (`half`: -1, 0 or 1 half points).
 * - floor: the lowest mark of a performed item (Grand Prix: 1, so 0 always means forgotten).
 * - halving: `majority` halves the couple's total when most judges marked a technique forgotten;
 *   `any` halves it when any judge gave any item a zero.
 * - mistakes: tie-break counts over the marks that `counted` (not cancelled) or over `all` sheets;
 *   the forgotten count likewise: items forgotten by the majority, or forgotten marks on all sheets.
 * - flow: whether a competition may add the flow mark (fluidity, course, rhythm, 0–10).
 */
/**
 * @typedef {{ half: boolean, floor: number, halving: string, mistakes: string, flow: boolean }} Preset
 * @typedef {{ preset?: string, flow?: boolean }} RulesChoice  a competition's choice (scoring, flow)
 * @typedef {Preset & { preset: string }} Rules
 * @typedef {{ small: number, medium: number, big: number, forgotten: boolean, half?: number }} ItemMark
 * @typedef {{ points: number }} FlowMark
 * @typedef {ItemMark | FlowMark} Mark
 * @typedef {{ points: number, max: number }} Deduction
 * @typedef {{ item: number, deductions: { small: Deduction, medium: Deduction, big: Deduction } }} Scale
 * @typedef {{ key: string, kind: string, name: string, group?: string }} SheetItem
 * @typedef {{ points: number, forgotten: number, big: number, medium: number, small: number, tieBreak: number }} Standing
 */

/** @type {{ [preset: string]: Preset }} */
const PRESETS = {
  ijf: { half: false, floor: 0, halving: 'majority', mistakes: 'counted', flow: false },
  'grand-prix': { half: true, floor: 1, halving: 'any', mistakes: 'all', flow: true },
};

const FLOW_MAX = 10;

/**
 * The full rules of a competition's choice; unknown or missing means IJF.
 * @param {RulesChoice | null | undefined} rules
 * @returns {Rules}
 */
function rulesOf(rules) {
  const preset = rules && rules.preset && PRESETS[rules.preset] ? rules.preset : 'ijf';
  const p = /** @type {Preset} */ (PRESETS[preset]);
  return { preset: preset, half: p.half, floor: p.floor, halving: p.halving, mistakes: p.mistakes, flow: p.flow && !!(rules && rules.flow) };
}

/**
 * The items a judge marks: the sheet's, plus the flow item after the closing when the rules score it.
 * @param {SheetItem[]} items
 * @param {RulesChoice} rules
 */
function sheetItems(items, rules) {
  const out = items.filter((it) => it.kind !== 'flow');
  if (rulesOf(rules).flow) out.push({ key: 'flow', kind: 'flow', name: 'Fluidity, course, rhythm' });
  return out;
}

/**
 * @param {any} mark
 * @returns {mark is FlowMark}
 */
function isFlow(mark) {
  return !!mark && typeof mark.points === 'number' && mark.small === undefined;
}

/**
 * The mark of one item by one judge: 0 when forgotten, else the item's points minus the mistakes (never
 * below the preset's floor), plus or minus half a point where the preset allows it. A flow mark is its points.
 * @param {Mark} mark
 * @param {Scale} scale
 * @param {RulesChoice} rules
 */
function itemMark(mark, scale, rules) {
  if (isFlow(mark)) return mark.points;
  if (mark.forgotten) return 0;
  const r = rulesOf(rules);
  const d = scale.deductions;
  let v = scale.item - mark.small * d.small.points - mark.medium * d.medium.points - mark.big * d.big.points;
  if (v < r.floor) v = r.floor;
  if (r.half && mark.half) v += mark.half / 2;
  return v;
}

/**
 * Whether a judge's marks alone would halve: a forgotten technique (IJF) or any zero mark (Grand Prix).
 * @param {Mark[]} marks
 * @param {Scale} scale
 * @param {Rules} r
 */
function zeroIn(marks, scale, r) {
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i];
    if (isFlow(m)) continue;
    if (r.halving === 'any' ? itemMark(m, scale, r) === 0 : m.forgotten) return true;
  }
  return false;
}

/**
 * The sum of a judge's item marks (flow apart), and the flow mark (0 when none).
 * @param {Mark[]} marks
 * @param {Scale} scale
 * @param {Rules} r
 */
function sums(marks, scale, r) {
  let items = 0;
  let flow = 0;
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i];
    if (isFlow(m)) flow += m.points;
    else items += itemMark(m, scale, r);
  }
  return { items: items, flow: flow };
}

/**
 * A judge's own sheet total (the live total on the score sheet): the item marks summed, halved when
 * this sheet alone halves (see zeroIn), the flow mark added only when nothing was halved.
 * @param {Mark[]} marks
 * @param {Scale} scale
 * @param {RulesChoice} rules
 */
function judgeTotal(marks, scale, rules) {
  const r = rulesOf(rules);
  const s = sums(marks, scale, r);
  return zeroIn(marks, scale, r) ? s.items / 2 : s.items + s.flow;
}

/**
 * Which judges' marks of one item are cancelled: with five (or more) judges one highest and one lowest
 * mark; with fewer, none. Ties are broken by the judge's position so that the answer is deterministic.
 * Returns the indexes (into `values`) of the cancelled marks.
 * @param {number[]} values
 */
function cancelled(values) {
  if (values.length < 5) return [];
  const idx = values.map((_, i) => i);
  idx.sort((a, b) => values[a] - values[b] || a - b);
  return [idx[0], idx[idx.length - 1]];
}

/**
 * The couple's points from a complete panel. `panel` is one marks array per judge (judge 1 first).
 * Per item (the flow mark included), the highest and lowest marks are cancelled with five judges and
 * the others summed; with three judges all count. The item total is halved when the preset says so
 * (IJF: the majority marked a technique forgotten; Grand Prix: any judge gave any item a zero), and
 * then the flow total is not added.
 * Tie-break counts: IJF counts the items forgotten by the majority and the mistakes of the marks that
 * counted; Grand Prix counts forgotten marks and mistakes over every judge's sheet.
 * `judgeTotals` are each judge's sheet under the couple's halving, so that they add up to the couple's
 * points with three judges (with five, the cancelled marks are taken out of that sum).
 * @param {Mark[][]} panel
 * @param {Scale} scale
 * @param {RulesChoice} rules
 */
function couplePoints(panel, scale, rules) {
  const r = rulesOf(rules);
  const judges = panel.length;
  const items = judges ? panel[0].length : 0;
  let points = 0;
  let flowPoints = 0;
  let forgottenItems = 0;
  let forgottenMarks = 0;
  let anyZero = false;
  const counted = { small: 0, medium: 0, big: 0 };
  const all = { small: 0, medium: 0, big: 0 };
  const outliers = panel.map(() => 0);
  for (let i = 0; i < items; i++) {
    const flow = isFlow(panel[0][i]);
    /** @type {number[]} */
    const values = [];
    let forgotVotes = 0;
    for (let j = 0; j < judges; j++) {
      const v = itemMark(panel[j][i], scale, r);
      values.push(v);
      if (flow) continue;
      // Every judge marks the same items: not the flow item on the first sheet, not on any.
      const m = /** @type {ItemMark} */ (panel[j][i]);
      if (v === 0) anyZero = true;
      if (m.forgotten) forgotVotes++;
      all.small += m.small;
      all.medium += m.medium;
      all.big += m.big;
    }
    forgottenMarks += forgotVotes;
    if (forgotVotes * 2 > judges) forgottenItems++;
    const out = cancelled(values);
    /** @type {number[]} */
    const kept = [];
    for (let j = 0; j < judges; j++) {
      if (out.indexOf(j) >= 0) continue;
      kept.push(values[j]);
      if (flow) continue;
      const m = /** @type {ItemMark} */ (panel[j][i]);
      counted.small += m.small;
      counted.medium += m.medium;
      counted.big += m.big;
    }
    for (let k = 0; k < kept.length; k++) {
      if (flow) flowPoints += kept[k];
      else points += kept[k];
    }
    // A judge deviates when their cancelled mark lies strictly outside the marks that counted.
    if (out.length) {
      const lo = Math.min.apply(null, kept);
      const hi = Math.max.apply(null, kept);
      for (let k = 0; k < out.length; k++) if (values[out[k]] < lo || values[out[k]] > hi) outliers[out[k]]++;
    }
  }
  const halved = r.halving === 'any' ? anyZero : forgottenItems > 0;
  points = halved ? points / 2 : points + flowPoints;
  const counts = r.mistakes === 'all' ? all : counted;
  return {
    points: points,
    forgotten: r.mistakes === 'all' ? forgottenMarks : forgottenItems,
    big: counts.big,
    medium: counts.medium,
    small: counts.small,
    judgeTotals: panel.map((marks) => {
      const s = sums(marks, scale, r);
      return halved ? s.items / 2 : s.items + s.flow;
    }),
    outliers: outliers,
    halved: halved,
  };
}

/**
 * What decides the order of two couples: the first key on which they differ, in the order of
 * `compare` (points, forgotten, big, medium, small, the officials' place); null when none does
 * (they share the rank). The results show it as the tie-break that decided a rank.
 * @param {Standing} a
 * @param {Standing} b
 * @returns {'points' | 'forgotten' | 'big' | 'medium' | 'small' | 'officials' | null}
 */
function decidedBy(a, b) {
  if (a.points !== b.points) return 'points';
  if (a.forgotten !== b.forgotten) return 'forgotten';
  if (a.big !== b.big) return 'big';
  if (a.medium !== b.medium) return 'medium';
  if (a.small !== b.small) return 'small';
  if (placeOf(a) !== placeOf(b)) return 'officials';
  return null;
}

/**
 * The officials' decided place; a recorded place (1, 2 …) goes before none, so that the order stays
 * consistent when the officials have placed only some of the tied couples.
 * @param {Standing} s
 */
function placeOf(s) {
  return s.tieBreak > 0 ? s.tieBreak : Infinity;
}

/**
 * Order of two scored couples: more points first, then fewer forgotten techniques, fewer big, medium
 * and small mistakes, then the officials' decision (`tieBreak`: 1 before 2 …; 0 = not decided,
 * after any decided place). 0 means they share the rank.
 * @param {Standing} a
 * @param {Standing} b
 */
function compare(a, b) {
  const key = decidedBy(a, b);
  if (key === null) return 0;
  if (key === 'points') return b.points - a.points;
  if (key === 'officials') return placeOf(a) < placeOf(b) ? -1 : 1;
  return a[key] - b[key];
}

/**
 * Ranks (1, 2, 2, 4 …) for the rows in the given order of `rows`; returns an array of ranks.
 * @param {Standing[]} rows
 */
function ranks(rows) {
  const order = rows.map((_, i) => i);
  order.sort((x, y) => compare(rows[x], rows[y]) || x - y);
  const out = rows.map(() => 0);
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    out[i] = k > 0 && compare(rows[order[k - 1]], rows[i]) === 0 ? out[order[k - 1]] : k + 1;
  }
  return out;
}

/**
 * @param {number} item
 * @param {string} code
 * @param {string} message
 */
function invalid(item, code, message) {
  return { item: item, code: code, message: message };
}

/**
 * Checks one judge's marks against the items (sheetItems: the flow item included when scored) and the
 * rules. Returns null when valid, else { item, code, message } (code: a localized error of the SPA).
 * Only techniques can be forgotten; counts are whole numbers within the scale's maximums; `half` only
 * where the preset allows it (-1, 0 or 1, never on a forgotten technique, never above the item's
 * points); the flow mark only when the rules score it, a whole number from 0 to 10.
 * @param {any} marks
 * @param {SheetItem[]} items
 * @param {Scale} scale
 * @param {RulesChoice} rules
 */
function validateMarks(marks, items, scale, rules) {
  const r = rulesOf(rules);
  if (!Array.isArray(marks)) return invalid(-1, 'evaluation_marks', 'The marks must be a list.');
  if (marks.length !== items.length) {
    // A flow mark sent to a competition that does not score the flow: say so rather than "too many".
    if (!r.flow && marks.length === items.length + 1 && isFlow(marks[marks.length - 1])) {
      return invalid(items.length, 'evaluation_flow_off', 'This competition does not score the flow.');
    }
    return invalid(-1, 'evaluation_marks', 'The kata has ' + items.length + ' marked items; ' + marks.length + ' were given.');
  }
  const kinds = /** @type {const} */ (['small', 'medium', 'big']);
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i];
    const n = 'Item ' + (i + 1);
    if (!m || typeof m !== 'object') return invalid(i, 'evaluation_marks', n + ' has no marks.');
    if (items[i].kind === 'flow') {
      if (!r.flow) return invalid(i, 'evaluation_flow_off', 'This competition does not score the flow.');
      const p = m.points;
      if (typeof p !== 'number' || Math.floor(p) !== p || p < 0 || p > FLOW_MAX || Object.keys(m).length !== 1) {
        return invalid(i, 'evaluation_flow', 'The flow mark is a whole number from 0 to ' + FLOW_MAX + '.');
      }
      continue;
    }
    for (let k = 0; k < kinds.length; k++) {
      const v = m[kinds[k]];
      const max = scale.deductions[kinds[k]].max;
      if (typeof v !== 'number' || Math.floor(v) !== v || v < 0 || v > max) {
        return invalid(i, 'evaluation_marks', n + ': ' + kinds[k] + ' mistakes must be between 0 and ' + max + '.');
      }
    }
    if (typeof m.forgotten !== 'boolean') return invalid(i, 'evaluation_marks', n + ': forgotten must be true or false.');
    if (m.forgotten && items[i].kind !== 'technique') {
      return invalid(i, 'evaluation_marks', n + ' is not a technique and cannot be forgotten.');
    }
    if (m.forgotten && (m.small || m.medium || m.big)) {
      return invalid(i, 'evaluation_marks', n + ': a forgotten technique has no mistakes.');
    }
    if (m.half !== undefined && m.half !== 0) {
      if (!r.half) return invalid(i, 'evaluation_half_off', n + ': this competition\'s rules have no half points.');
      if (m.half !== 1 && m.half !== -1) return invalid(i, 'evaluation_half', n + ': the half point is -1, 0 or 1.');
      if (m.forgotten) return invalid(i, 'evaluation_half', n + ': a forgotten technique has no half point.');
      if (m.half === 1 && !m.small && !m.medium && !m.big) {
        return invalid(i, 'evaluation_half', n + ': a mark without mistakes cannot gain half a point.');
      }
    }
  }
  return null;
}

module.exports = { PRESETS, FLOW_MAX, rulesOf, sheetItems, isFlow, itemMark, judgeTotal, cancelled, couplePoints, decidedBy, compare, ranks, validateMarks };
