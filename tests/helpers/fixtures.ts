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

const DAY = 24 * 3600 * 1000;
/** A PocketBase date string `days` from now. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().replace('T', ' ');
}

/**
 * A competition organized by `organizerId`, moved step by step (as a superuser would) to `status`,
 * with one open circuit for every kata.
 */
export async function createCompetition(su: PocketBase, organizerId: string, status = 'enrolment', over: Record<string, unknown> = {}) {
  const comp = await su.collection('competitions').create({
    name: `Cup ${++n}`,
    date: daysFromNow(30),
    location: 'Roma',
    organizers: [organizerId],
    status,
    ...over,
  });
  await su.collection('circuits').create({ competition: comp.id, name: 'Open', order: 1 });
  return comp;
}

/** Verifies athletes and couples as an admin/superuser would. */
export async function verifyCouple(su: PocketBase, coupleId: string) {
  const c = await su.collection('couples').getOne(coupleId);
  await su.collection('athletes').update(c.tori, { verified: true });
  await su.collection('athletes').update(c.uke, { verified: true });
  await su.collection('couples').update(coupleId, { verified: true });
}
