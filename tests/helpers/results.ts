// Fixtures for draws and results: a competition with couples in competition (verified, paid, present),
// officials assigned, and full evaluations built from a simple description.
import type PocketBase from 'pocketbase';
import { userId } from './actors';
import { daysFromNow } from './fixtures';
// A judge's mark of one item, as the scoring rules define it.
import type { Mark } from '../../src/lib/rules/scoring';

export type { Mark };

let n = 0;

/**
 * A competition in `status` organized by `organizer`, with `commissioners`, one open circuit. Scored
 * under the IJF preset and without supervision unless `over` says otherwise (the tests written
 * before the presets and the supervisor's validation pin them).
 */
export async function resultsCompetition(su: PocketBase, organizer: PocketBase, commissioners: PocketBase[], status = 'ongoing', over: Record<string, unknown> = {}) {
  const comp = await su.collection('competitions').create({
    name: `Results Cup ${++n}`,
    date: daysFromNow(0),
    location: 'Roma',
    organizers: [userId(organizer)],
    commissioners: commissioners.map(userId),
    status,
    scoring: 'ijf',
    // The transcription desk's flow: couples count once the panel is complete (no supervisor).
    supervised: false,
    ...over,
  });
  await su.collection('circuits').create({ competition: comp.id, name: 'Open', order: 1 });
  return comp;
}

/** A couple of `owner` (clubs as given) enrolled, verified, paid and present: status in_competition. */
export async function coupleInCompetition(su: PocketBase, owner: PocketBase, competitionId: string, club = '01IT0001', kata = 'nage-no-kata') {
  const athlete = (name: string) =>
    su.collection('athletes').create({
      owner: userId(owner),
      name,
      surname: `S${++n}`,
      birthday: '1990-05-01 00:00:00.000Z',
      country: 'IT',
      belt: '1d',
      club,
      verified: true,
    });
  const tori = await athlete(`Tori${n}`);
  const uke = await athlete(`Uke${n}`);
  const couple = await su.collection('couples').create({ owner: userId(owner), tori: tori.id, uke: uke.id, kata, verified: true });
  return su.collection('enrolments').create({ competition: competitionId, couple: couple.id, owner: userId(owner), paymentReceived: true, present: true });
}

export function cleanMarks(items: number): Mark[] {
  return Array.from({ length: items }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));
}

/** Marks with `small` small mistakes on the first items (one per item, up to two per item). */
export function marksWith(items: number, mistakes: Partial<Record<'small' | 'medium' | 'big', number>>, forgottenAt = -1): Mark[] {
  const m = cleanMarks(items);
  let i = 1;
  for (const kind of ['big', 'medium', 'small'] as const) {
    for (let k = 0; k < (mistakes[kind] ?? 0); k++) (m[i++] as Mark)[kind] = 1;
  }
  if (forgottenAt >= 0) m[forgottenAt] = { small: 0, medium: 0, big: 0, forgotten: true };
  return m;
}
