// Which poule a tatami's tablets judge, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/tatami.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge's tablet opens seat n of a tatami for the whole day, not of one poule. The poules of a
// tatami run one after the other (by start time, then by name: the running order's sequence), and
// the tablets judge the first poule of that sequence whose couples are not all done; when its last
// couple is done, the next poule of the tatami comes up on the same tablets with the same panel.

/** A poule as the tatami's sequence needs it. */
export interface TatamiPoule {
  id: string;
  name: string;
  /** 1…n; 0 = not assigned to a tatami. */
  tatami: number;
  /** PocketBase date; '' = no start time yet. */
  startsAt: string;
  /** Only a published draw is judged. */
  published: boolean;
}

/** A couple of a poule as "done" needs it. */
export interface TatamiCouple {
  /** Set when the couple will not perform (withdrawn, did not perform). */
  absence?: string;
  validated: boolean;
  /** How many judges' sheets are saved for the couple. */
  sheets: number;
}

/** The tatami a poule runs on: a poule not assigned to one runs on tatami 1 (a hall with one mat). */
export function pouleTatami(tatami: number): number {
  return tatami >= 1 ? Math.floor(tatami) : 1;
}

function time(value: string): number {
  if (!value) return NaN;
  return Date.parse(value.includes(' ') ? value.replace(' ', 'T') : value);
}

/**
 * The order poules run in on one tatami: by start time, then by name, then by id. A poule without a
 * start time comes after every poule that has one.
 */
export function compareOnTatami(a: Pick<TatamiPoule, 'id' | 'name' | 'startsAt'>, b: Pick<TatamiPoule, 'id' | 'name' | 'startsAt'>): number {
  const ta = time(a.startsAt);
  const tb = time(b.startsAt);
  if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1;
  if (!Number.isNaN(ta) && ta !== tb) return ta - tb;
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** The published poules of tatami `n`, in the order they run. */
export function tatamiSequence<T extends TatamiPoule>(poules: readonly T[], n: number): T[] {
  return poules.filter((p) => p.published && pouleTatami(p.tatami) === pouleTatami(n)).sort(compareOnTatami);
}

/**
 * Whether a couple is done: it will not perform, or the supervisor validated it, or (a competition
 * not supervised) every judge of the poule's panel (`judges`) sent a sheet.
 */
export function coupleDone(couple: TatamiCouple, supervised: boolean, judges: number): boolean {
  if (couple.absence) return true;
  if (couple.validated) return true;
  return !supervised && couple.sheets >= judges;
}

/**
 * The poule on the mat: the id of the first poule of the sequence (tatamiSequence) with a couple not
 * done, '' when every poule of the tatami is done (or it has none). `open(id)` says whether a poule
 * still has a couple to judge.
 */
export function pouleOnMat(sequence: readonly { id: string }[], open: (id: string) => boolean): string {
  for (const p of sequence) if (open(p.id)) return p.id;
  return '';
}
