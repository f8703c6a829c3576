// Valid records for tests; override what the test is about.
import type PocketBase from 'pocketbase';
import { userId } from './actors';

let n = 0;
export function athleteData(pb: PocketBase, over: Record<string, unknown> = {}) {
  n++;
  return {
    owner: userId(pb),
    name: `Name${n}`,
    surname: `Surname${n}`,
    birthday: '1990-05-01 00:00:00.000Z',
    country: 'IT',
    region: 'Lazio',
    belt: '1d',
    club: '01IT0001',
    email: `athlete${n}@example.com`,
    telephone: '+39 06 1234567',
    ...over,
  };
}

export async function createAthlete(pb: PocketBase, over: Record<string, unknown> = {}) {
  return pb.collection('athletes').create(athleteData(pb, over));
}

export async function createCouple(pb: PocketBase, over: Record<string, unknown> = {}) {
  const tori = await createAthlete(pb);
  const uke = await createAthlete(pb);
  return pb.collection('couples').create({ owner: userId(pb), tori: tori.id, uke: uke.id, kata: 'nage-no-kata', ...over });
}
