// Who goes to the final, as the SPA shows it before asking the server. The server decides
// (pb_hooks/lib/categories.js qualify); these functions follow the same rule so that the officials
// see in advance how many couples come from each group and why the final cannot be made yet.
//
// The rule: every group sends the same number of couples, the best floor(finalists / groups), at
// least its winner. A final size that does not divide evenly between the groups is rounded down
// (equal places per group, as the officials do), so "3 couples" with two groups gives 1 + 1.

/** How many couples each group sends to the final (6 when the competition has not set it). */
export function perGroup(finalists: number, groups: number): number {
  return Math.max(1, Math.floor((finalists || 6) / Math.max(1, groups)));
}

/** The final's plan for a category of `groups` group poules: per group, in all, and whether the asked size is honoured. */
export function finalPlan(finalists: number, groups: number): { perGroup: number; total: number; asked: number; exact: boolean } {
  const asked = finalists || 6;
  const each = perGroup(asked, groups);
  const total = each * Math.max(1, groups);
  return { perGroup: each, total, asked, exact: total === asked };
}

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
  const own = draws.filter((d) => ids.has(d.poule));
  const missing = own.filter((d) => !d.scored).sort((a, b) => a.order - b.order);
  if (missing.length) return { ready: false, reason: 'unscored', couples: missing.map((d) => ({ tori: d.toriName, uke: d.ukeName })) };
  const plan = finalPlan(finalists, groups.length);
  const tied = groups
    .filter((g) => {
      const ranked = own.filter((d) => d.poule === g.id).sort((a, b) => a.rank - b.rank || a.order - b.order);
      const last = ranked[plan.perGroup - 1];
      const next = ranked[plan.perGroup];
      return !!last && !!next && last.rank === next.rank;
    })
    .map((g) => g.name);
  if (tied.length) return { ready: false, reason: 'tie', poules: tied };
  const total = groups.reduce((n, g) => n + Math.min(plan.perGroup, own.filter((d) => d.poule === g.id).length), 0);
  return { ready: true, perGroup: plan.perGroup, total };
}
