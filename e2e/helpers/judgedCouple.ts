// A judged couple for the judges' reports (consistency, references): as a superuser, a validated couple
// of a five-judge poule whose fifth judge strays (a big mistake on item 2, a medium on item 3) where the
// others mark clean.
import type { APIRequestContext } from '@playwright/test';
import { demoUserIds, superuserApi } from './api';

/** Items of the Nage-no-kata sheet the couple performs. */
export const ITEMS = 17;

/** The competition (named `${name} ${tag}`, drawn with `seed`) and its five judges in seat order. */
export async function judgedCouple(request: APIRequestContext, tag: string, name: string, seed: string): Promise<{ competition: string; judges: string[] }> {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `${name} ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
  });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
  await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 5 });
  const judges: string[] = [];
  for (let j = 1; j <= 5; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}`, club: 'Judo Roma' })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  const draw = ((await su.call('get', `/api/collections/draws/records?filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string }[])[0]!.id;
  const clean = () => Array.from({ length: ITEMS }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));
  for (let n = 1; n <= 5; n++) {
    const marks = clean();
    if (n === 5) {
      marks[1] = { ...marks[1]!, big: 1 };
      marks[2] = { ...marks[2]!, medium: 1 };
    }
    await su.create('evaluations', { draw, judge: n, marks });
  }
  await su.call('post', `/api/custom/draws/${draw}/validate`, { validated: true });
  return { competition: comp.id as string, judges };
}
