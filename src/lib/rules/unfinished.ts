// What is not finished in a competition's results, written once: the sign-off dialog and the warning
// before archiving (SPA) and the season's recompute (pb_hooks/lib/rules/unfinished.js, compiled from this
// file by scripts/build-hook-rules.mjs) read the same list. Pure, no imports.
//
// A category (circuit × kata) gives final places from its final poule when it has one, else from its
// only group (two groups or more without a final give none); couples that did not perform have none.
// So a category gives no places when:
// - `groups_without_final`: it was split into groups and no final was drawn;
// - `final_not_performed`: its final was drawn and nobody in it has a place yet;
// - `not_judged`: it has one poule (no split) and nobody in it has a place yet.
// A poule is unfinished while a couple drawn in it is neither scored nor absent (withdrawn, did not
// perform): `unjudged`.

export type UnfinishedReason = 'groups_without_final' | 'final_not_performed' | 'not_judged';

export interface UnfinishedPouleIn {
  id: string;
  circuit: string;
  kata: string;
  name: string;
  /** 'final' for a category's final; anything else is a group. */
  phase: string;
}

export interface UnfinishedDrawIn {
  poule: string;
  scored: boolean;
  /** '' when the couple is not absent. */
  absence: string;
  rank: number;
  toriName?: string;
  ukeName?: string;
}

export interface UnjudgedPoule {
  poule: string;
  circuit: string;
  kata: string;
  name: string;
  phase: 'group' | 'final';
  /** The couples drawn there, neither scored nor absent, by their names. */
  couples: { toriName: string; ukeName: string }[];
}

export interface UnplacedCategory {
  circuit: string;
  kata: string;
  reason: UnfinishedReason;
  /** The names of the category's groups (sorted). */
  groups: string[];
}

export interface Unfinished {
  /** Poules with couples left to judge, in the order of the poules given. */
  unjudged: UnjudgedPoule[];
  /** Categories that give no final places, with why (by circuit, then kata, in the order first met). */
  unplaced: UnplacedCategory[];
}

/** A couple is judged once it is scored or marked absent (withdrawn, did not perform). */
export function judged(d: { scored: boolean; absence?: string }): boolean {
  return d.scored || !!d.absence;
}

/** A place counts when the couple has a rank and did perform (the season's rule). */
function placed(d: UnfinishedDrawIn): boolean {
  return d.rank > 0 && !d.absence;
}

/** What is unfinished among a competition's poules and their draws (draws of other poules are ignored). */
export function unfinishedResults(poules: readonly UnfinishedPouleIn[], draws: readonly UnfinishedDrawIn[]): Unfinished {
  const byPoule: Record<string, UnfinishedDrawIn[]> = {};
  for (let i = 0; i < draws.length; i++) {
    const d = draws[i] as UnfinishedDrawIn;
    (byPoule[d.poule] = byPoule[d.poule] || []).push(d);
  }
  const unjudged: UnjudgedPoule[] = [];
  const categories: Record<string, UnfinishedPouleIn[]> = {};
  const order: string[] = [];
  for (let i = 0; i < poules.length; i++) {
    const p = poules[i] as UnfinishedPouleIn;
    const left = (byPoule[p.id] || []).filter((d) => !judged(d));
    if (left.length) {
      unjudged.push({
        poule: p.id,
        circuit: p.circuit,
        kata: p.kata,
        name: p.name,
        phase: p.phase === 'final' ? 'final' : 'group',
        couples: left.map((d) => ({ toriName: d.toriName || '', ukeName: d.ukeName || '' })),
      });
    }
    const key = p.circuit + '\u0000' + p.kata;
    if (!categories[key]) {
      categories[key] = [];
      order.push(key);
    }
    (categories[key] as UnfinishedPouleIn[]).push(p);
  }
  const unplaced: UnplacedCategory[] = [];
  for (let i = 0; i < order.length; i++) {
    const list = categories[order[i] as string] as UnfinishedPouleIn[];
    const first = list[0] as UnfinishedPouleIn;
    const final = list.filter((p) => p.phase === 'final')[0];
    const groups = list.filter((p) => p.phase !== 'final').map((p) => p.name).sort();
    const reason: UnfinishedReason | null = final
      ? (byPoule[final.id] || []).some(placed)
        ? null
        : 'final_not_performed'
      : list.length > 1
        ? 'groups_without_final'
        : (byPoule[first.id] || []).some(placed)
          ? null
          : 'not_judged';
    if (reason) unplaced.push({ circuit: first.circuit, kata: first.kata, reason: reason, groups: groups });
  }
  return { unjudged: unjudged, unplaced: unplaced };
}

/** Nothing is left to judge and every category gives places. */
export function isFinished(u: Unfinished): boolean {
  return !u.unjudged.length && !u.unplaced.length;
}
