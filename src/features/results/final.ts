// Who goes to the final, as the SPA shows it before asking the server: the reasons the final cannot be
// made yet, named for the officials. The rule itself (places per group, the tie at the cut-off) is
// lib/rules/final.ts, which the server runs too (pb_hooks/lib/categories.js qualify).
import { contenders } from '@/lib/rules/absence';
import { finalPlan, tiedAtCutoff } from '@/lib/rules/final';

export { finalPlan, perGroup } from '@/lib/rules/final';

interface GroupPoule {
  id: string;
  name: string;
  published: boolean;
}
interface GroupDraw {
  poule: string;
  scored: boolean;
  rank: number;
  order: number;
  toriName: string;
  ukeName: string;
  /** A couple marked absent neither holds up the final nor goes to it. */
  absence?: string;
}

export type FinalReadiness =
  | { ready: true; perGroup: number; total: number }
  | { ready: false; reason: 'noGroups' }
  | { ready: false; reason: 'unpublished'; poules: string[] }
  | { ready: false; reason: 'unscored'; couples: { tori: string; uke: string }[] }
  | { ready: false; reason: 'tie'; poules: string[] };

/**
 * Whether the final of one category can be made now, and if not why: every group published, every
 * couple scored (the missing ones named), no tie straddling the last place of a group.
 */
export function finalReadiness(groups: GroupPoule[], draws: GroupDraw[], finalists: number): FinalReadiness {
  if (!groups.length) return { ready: false, reason: 'noGroups' };
  const unpublished = groups.filter((g) => !g.published).map((g) => g.name);
  if (unpublished.length) return { ready: false, reason: 'unpublished', poules: unpublished };
  const ids = new Set(groups.map((g) => g.id));
  const own = contenders(draws).filter((d) => ids.has(d.poule));
  const missing = own.filter((d) => !d.scored).sort((a, b) => a.order - b.order);
  if (missing.length) return { ready: false, reason: 'unscored', couples: missing.map((d) => ({ tori: d.toriName, uke: d.ukeName })) };
  const plan = finalPlan(finalists, groups.length);
  const tied = groups
    .filter((g) => {
      const ranked = own.filter((d) => d.poule === g.id).sort((a, b) => a.rank - b.rank || a.order - b.order);
      return tiedAtCutoff(ranked, plan.perGroup);
    })
    .map((g) => g.name);
  if (tied.length) return { ready: false, reason: 'tie', poules: tied };
  const total = groups.reduce((n, g) => n + Math.min(plan.perGroup, own.filter((d) => d.poule === g.id).length), 0);
  return { ready: true, perGroup: plan.perGroup, total };
}

interface SelectionDraw extends GroupDraw {
  id: string;
  enrolment: string;
  points: number;
}

/** Why a couple of a group goes to the final or not. */
export type FinalStatus = 'qualified' | 'below' | 'absent' | 'unscored';

export interface FinalSelection {
  /** The size asked for, the places per group it gives and the couples the groups can fill. */
  asked: number;
  perGroup: number;
  planned: number;
  total: number;
  /** Fewer couples than the plan, because a group has fewer couples that performed than its places. */
  short: boolean;
  /** The couples that performed (not absent), every group together. */
  performed: number;
  groups: { id: string; name: string; short: boolean; performed: number; entries: { draw: SelectionDraw; status: FinalStatus }[] }[];
}

/**
 * Who goes to a final of `count` couples, group by group, and why the others do not: below the
 * places of their group, absent, not scored yet. The places are lib/rules/final.ts's (the server's).
 */
export function finalSelection<D extends SelectionDraw>(groups: GroupPoule[], draws: D[], count: number): FinalSelection {
  const plan = finalPlan(count, groups.length);
  let performed = 0;
  const out = groups.map((g) => {
    const own = draws.filter((d) => d.poule === g.id);
    const ranked = contenders(own).sort((a, b) => (a.scored && b.scored ? a.rank - b.rank || a.order - b.order : a.scored ? -1 : b.scored ? 1 : a.order - b.order));
    performed += ranked.length;
    const entries = ranked.map((d, i) => ({ draw: d as SelectionDraw, status: (!d.scored ? 'unscored' : i < plan.perGroup ? 'qualified' : 'below') as FinalStatus }));
    own.filter((d) => d.absence).forEach((d) => entries.push({ draw: d, status: 'absent' }));
    return { id: g.id, name: g.name, short: ranked.length < plan.perGroup, performed: ranked.length, entries };
  });
  const total = out.reduce((n, g) => n + Math.min(plan.perGroup, g.performed), 0);
  return { asked: plan.asked, perGroup: plan.perGroup, planned: plan.total, total, short: total < plan.total, performed, groups: out };
}
