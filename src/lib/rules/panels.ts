// Fair panels, written once: the SPA's panel assistant proposes with it and the hooks check a seated
// panel with pb_hooks/lib/rules/panels.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge should not judge a couple of their own club: federations seat judges away from their club's
// couples where the list allows. A judge's club (`judges.club`, free text) matches a couple's club by
// its code or its name (`clubs`), case and spacing aside. Nations: neither judges nor clubs record one,
// so the portal cannot keep a judge away from couples of their nation (see docs/judging.md).
//
// What seating a judge with a couple of their club does is a competition setting (`panelConflicts`):
// warn (the default: small events have too few judges to avoid every club) or refuse.
//
// The proposal, per poule of a tatami in running order, picks the `size` judges that cost least, by:
//   1. qualified for the poule's kata on its day (an unqualified judge only when no one else is left);
//   2. fewest couples of their own club in the poule;
//   3. fewest couples judged so far (the day's past load plus the proposal's earlier poules): balance;
//   4. rested: a judge who sat the previous poule yields to one who did not (rotation), when both tie;
//   5. name, then id: the same inputs always give the same panel.
// A judge who stays from the previous poule keeps their seat (and tablet); newcomers take the free
// seats in order. When no panel is free of problems, the least-bad one is proposed with its warnings.

export const PANEL_CONFLICT_MODES = ['warn', 'refuse'] as const;
export type PanelConflictMode = (typeof PANEL_CONFLICT_MODES)[number];
export const DEFAULT_PANEL_CONFLICT_MODE: PanelConflictMode = 'warn';

/** The competition's setting, the default when it is empty or unknown. */
export function panelConflictMode(value: unknown): PanelConflictMode {
  return typeof value === 'string' && (PANEL_CONFLICT_MODES as readonly string[]).includes(value) ? (value as PanelConflictMode) : DEFAULT_PANEL_CONFLICT_MODE;
}

export interface PanelJudge {
  id: string;
  name: string;
  /** `judges.club`: a club's code or name, or '' (no club: never in conflict). */
  club: string;
}

export interface PanelCouple {
  /** The couple's clubs as known: each club's code and name (tori's and uke's). */
  clubs: string[];
}

export interface PanelPoule {
  id: string;
  /** Seats of its panel (3 or 5). */
  size: number;
  couples: PanelCouple[];
  /** The judges qualified for its kata on its day; null: qualifications are not checked. */
  qualified: string[] | null;
}

/** Why a seated judge should not sit there. */
export type PanelProblem = { code: 'panel_conflict_club'; club: string; couples: number } | { code: 'judge_unqualified' };

export interface PanelWarning {
  seat: number;
  judge: string;
  problem: PanelProblem;
}

export interface ProposedPanel {
  poule: string;
  /** Seat number (1…size) → judge id; a seat is missing when the list has too few judges. */
  seats: Record<string, string>;
  /** Per chosen judge: couples judged before this poule (the balance the choice read). */
  load: Record<string, number>;
  warnings: PanelWarning[];
}

/** A club's text as compared: trimmed, spaces collapsed, upper case. */
export function clubKey(club: string | null | undefined): string {
  return String(club || '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();
}

/** How many of `couples` are of the judge's club (0 for a judge without one). */
export function clubConflicts(judgeClub: string, couples: readonly PanelCouple[]): number {
  const key = clubKey(judgeClub);
  if (!key) return 0;
  return couples.filter((c) => c.clubs.some((club) => clubKey(club) === key)).length;
}

/** The problems of judge `judge` on a panel of `poule`: club conflicts, then qualification. */
export function judgeProblems(judge: PanelJudge, poule: Pick<PanelPoule, 'couples' | 'qualified'>): PanelProblem[] {
  const out: PanelProblem[] = [];
  const n = clubConflicts(judge.club, poule.couples);
  if (n) out.push({ code: 'panel_conflict_club', club: judge.club.trim(), couples: n });
  if (poule.qualified && !poule.qualified.includes(judge.id)) out.push({ code: 'judge_unqualified' });
  return out;
}

/**
 * The club conflicts of a seated panel (`seats`: seat number → judge id; seats past `size` and empty
 * seats are not the poule's panel): what the server checks and the supervisor's screen shows.
 */
export function panelClubConflicts(seats: Record<string, string>, size: number, judges: readonly PanelJudge[], couples: readonly PanelCouple[]): PanelWarning[] {
  const out: PanelWarning[] = [];
  Object.keys(seats)
    .map(Number)
    .sort((a, b) => a - b)
    .forEach((n) => {
      const judge = judges.find((j) => j.id === seats[String(n)]);
      if (!judge || n < 1 || n > size) return;
      const count = clubConflicts(judge.club, couples);
      if (count) out.push({ seat: n, judge: judge.id, problem: { code: 'panel_conflict_club', club: judge.club.trim(), couples: count } });
    });
  return out;
}

/**
 * A panel per poule of a tatami (`poules` in running order). `load`: couples each judge judged
 * already today; `seated`: the tatami's panel now (seat number → judge id), the first poule's
 * "previous" panel.
 */
export function proposePanels(judges: readonly PanelJudge[], poules: readonly PanelPoule[], load: Record<string, number> = {}, seated: Record<string, string> = {}): ProposedPanel[] {
  const judged: Record<string, number> = {};
  judges.forEach((j) => (judged[j.id] = load[j.id] || 0));
  let previous: Record<string, string> = { ...seated };
  return poules.map((poule) => {
    const sat = new Set(Object.values(previous).filter(Boolean));
    const ranked = judges
      .map((j) => {
        const qualifiedMiss = poule.qualified && !poule.qualified.includes(j.id) ? 1 : 0;
        return { j, cost: [qualifiedMiss, clubConflicts(j.club, poule.couples), judged[j.id] ?? 0, sat.has(j.id) ? 1 : 0] };
      })
      .sort((a, b) => {
        for (let i = 0; i < a.cost.length; i++) if (a.cost[i] !== b.cost[i]) return (a.cost[i] ?? 0) - (b.cost[i] ?? 0);
        return a.j.name.localeCompare(b.j.name) || (a.j.id < b.j.id ? -1 : a.j.id > b.j.id ? 1 : 0);
      });
    const chosen = ranked.slice(0, poule.size).map((r) => r.j);
    // A judge who stays keeps their seat; newcomers fill the free seats in order.
    const seats: Record<string, string> = {};
    chosen.forEach((j) => {
      const kept = Object.keys(previous).find((n) => previous[n] === j.id && Number(n) >= 1 && Number(n) <= poule.size);
      if (kept) seats[kept] = j.id;
    });
    let free = 1;
    chosen.forEach((j) => {
      if (Object.values(seats).includes(j.id)) return;
      while (seats[String(free)]) free++;
      seats[String(free)] = j.id;
    });
    const warnings: PanelWarning[] = [];
    const loadBefore: Record<string, number> = {};
    Object.keys(seats)
      .map(Number)
      .sort((a, b) => a - b)
      .forEach((n) => {
        const j = judges.find((x) => x.id === seats[String(n)]) as PanelJudge;
        loadBefore[j.id] = judged[j.id] ?? 0;
        judgeProblems(j, poule).forEach((problem) => warnings.push({ seat: n, judge: j.id, problem }));
      });
    chosen.forEach((j) => (judged[j.id] = (judged[j.id] ?? 0) + poule.couples.length));
    previous = seats;
    return { poule: poule.id, seats, load: loadBefore, warnings };
  });
}
