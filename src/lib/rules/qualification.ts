// Judges' qualifications, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/qualification.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge of the judges' list holds a level per kata (regional, national, international), valid until
// a date; admins keep them. Federations seat only judges licensed for the kata they judge (the IJF and
// the EJU license kata judges per kata and examine them at their events). A judge is qualified for a
// poule when they hold a qualification for its kata still valid on the day the poule is judged (its
// start time, else the competition's date; calendar days in UTC). Shadow judges are trainees beside
// the panel and need none.
//
// What seating an unqualified judge does is a competition setting (`judgeQualification`): off (no
// check), warn (the seat is taken and the supervisor sees why it should not be; the default, because
// the list's qualifications may be incomplete where a federation has not sent them) or refuse (the
// server refuses the seat: events that admit licensed judges only).

/** The levels of a qualification, from the lowest. */
export const QUALIFICATION_LEVELS = ['regional', 'national', 'international'] as const;
export type QualificationLevel = (typeof QUALIFICATION_LEVELS)[number];

/** What seating an unqualified judge does, per competition. */
export const QUALIFICATION_MODES = ['off', 'warn', 'refuse'] as const;
export type QualificationMode = (typeof QUALIFICATION_MODES)[number];
export const DEFAULT_QUALIFICATION_MODE: QualificationMode = 'warn';

/** Why a judge is not qualified for a poule (also the hooks' error codes). */
export type QualificationProblem = 'judge_unqualified' | 'judge_qualification_expired';

export interface Qualification {
  kata: string;
  level: string;
  /** A date as PocketBase stores it ("2027-05-10 00:00:00.000Z") or an ISO date. */
  validUntil: string;
}

/** The competition's setting, the default when it is empty or unknown. */
export function qualificationMode(value: unknown): QualificationMode {
  return typeof value === 'string' && (QUALIFICATION_MODES as readonly string[]).includes(value) ? (value as QualificationMode) : DEFAULT_QUALIFICATION_MODE;
}

/** The calendar day (UTC, "YYYY-MM-DD") of a PocketBase or ISO date; '' when there is none. */
export function dayOf(date: string | null | undefined): string {
  const d = new Date(String(date || '').replace(' ', 'T'));
  return isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** The day a poule is judged: its start time, else the competition's date. */
export function judgingDay(startsAt: string | null | undefined, competitionDate: string | null | undefined): string {
  return dayOf(startsAt) || dayOf(competitionDate);
}

/**
 * Why a judge holding `qualifications` is not qualified to judge `kata` on `day` ("YYYY-MM-DD"), or
 * null when they are: a qualification for that kata valid until that day or later. Without a day
 * (a competition without a date) only the kata counts.
 */
export function qualificationProblem(qualifications: readonly Qualification[], kata: string, day: string): QualificationProblem | null {
  const forKata = qualifications.filter((q) => q.kata === kata);
  if (!forKata.length) return 'judge_unqualified';
  if (!day) return null;
  return forKata.some((q) => dayOf(q.validUntil) >= day) ? null : 'judge_qualification_expired';
}

/** What seating a judge with `problem` does under `mode`: nothing, a warning, or a refusal. */
export function seatingVerdict(mode: QualificationMode, problem: QualificationProblem | null): 'ok' | 'warn' | 'refuse' {
  if (!problem || mode === 'off') return 'ok';
  return mode;
}
