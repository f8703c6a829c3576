// Fixtures for competition days judged from tablets: an ongoing poule with its panel seated, and a
// tablet opened with a seat's code.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { anonymous } from './actors';
import { coupleInCompetition, resultsCompetition } from './results';

export const post = (pb: PocketBase, path: string, body: Record<string, unknown> = {}) => pb.send(path, { method: 'POST', body });

export interface Day {
  comp: RecordModel;
  poule: RecordModel;
  draws: RecordModel[];
  judges: string[];
  seats: { id: string; seat: number; judge: string }[];
}

export interface DayActors {
  su: PocketBase;
  organizer: PocketBase;
  commissioner: PocketBase;
  athlete: PocketBase;
}

/**
 * An ongoing competition (supervised unless `over` says otherwise) with a published poule of `couples`
 * couples and `judges` seats, six judges listed, the first `judges` of them seated in order.
 * `judgeIds` reuses judges of the list instead of creating new ones (the same people in another competition).
 */
export async function day(a: DayActors, couples = 2, judges = 5, over: Record<string, unknown> = {}, judgeIds?: string[]): Promise<Day> {
  const comp = await resultsCompetition(a.su, a.organizer, [a.commissioner], 'ongoing', { supervised: true, ...over });
  for (let i = 0; i < couples; i++) await coupleInCompetition(a.su, a.athlete, comp.id, `${String(i + 1).padStart(2, '0')}IT${String(i + 1).padStart(4, '0')}`);
  await post(a.organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'J' });
  const [poule] = await a.organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  await a.organizer.collection('poules').update(poule!.id, { published: true, judges });
  const ids: string[] = judgeIds ? [...judgeIds] : [];
  for (let j = ids.length; j < 6; j++) ids.push((await a.organizer.collection('judges').create({ name: `Judge ${j} ${comp.id}` })).id);
  await a.organizer.collection('competitions').update(comp.id, { judges: ids });
  const seats = Object.fromEntries(Array.from({ length: judges }, (_, i) => [String(i + 1), ids[i]]));
  const panel = await post(a.organizer, `/api/custom/poules/${poule!.id}/panel`, { seats });
  const draws = await a.organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"`, sort: 'order' });
  return { comp, poule: await a.organizer.collection('poules').getOne(poule!.id), draws, judges: ids, seats: panel.seats };
}

/** A tablet opened with a new code of the seat, issued by `by` (an official), replacing any tablet in use on it. */
export async function tablet(url: string, seatId: string, by: PocketBase): Promise<PocketBase> {
  const { code } = await post(by, `/api/custom/seats/${seatId}/code`, { replace: true });
  const pb = anonymous(url);
  const auth = await post(pb, '/api/custom/seats/auth', { code });
  pb.authStore.save(auth.token, auth.record);
  return pb;
}
