// QR check-in: the server's check-in code on every enrolment (readable by whoever reads the
// enrolment, written by nobody but the server) and the desk's resolve route, as each role, with the
// refusals the desk tells apart: not a portal code, a deleted enrolment, a forged code, another competition.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { anonymous, errorOf, statusOf, userId } from './helpers/actors';
import { createCompetition, createCouple } from './helpers/fixtures';

const stage = stageWith(['athlete', 'athlete', 'admin', 'organizer', 'organizer', 'commissioner']);
let server: TestServer;
let owner: PocketBase, athlete: PocketBase, admin: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, commissioner: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [owner, athlete, admin, organizer, otherOrganizer, commissioner] = stage.actors;
});

async function enrolment(organizerPb = organizer) {
  const comp = await createCompetition(su, userId(organizerPb), 'enrolment', { commissioners: [userId(commissioner)] });
  const couple = await createCouple(owner);
  const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner), checkinCode: 'A'.repeat(24) });
  return { comp, e };
}

const qr = (e: { id: string; [k: string]: unknown }) => `KP1.${e.id}.${String(e.checkinCode)}`;
const resolve = (pb: PocketBase, competition: string, code: string) =>
  pb.send<{ id: string; toriName: string; present: boolean }>(`/api/custom/competitions/${competition}/checkin`, { method: 'POST', body: { code } });

describe('the check-in code', () => {
  it('is set by the server, unguessable, one per enrolment, read by the owner and the staff only', async () => {
    const a = await enrolment();
    const b = await enrolment();
    expect(a.e.checkinCode).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(a.e.checkinCode).not.toBe('A'.repeat(24)); // the client's choice is ignored
    expect(b.e.checkinCode).not.toBe(a.e.checkinCode);
    expect((await organizer.collection('enrolments').getOne(a.e.id)).checkinCode).toBe(a.e.checkinCode);
    expect((await admin.collection('enrolments').getOne(a.e.id)).checkinCode).toBe(a.e.checkinCode);
    expect(await statusOf(athlete.collection('enrolments').getOne(a.e.id))).toBe(404);
    expect(await statusOf(otherOrganizer.collection('enrolments').getOne(a.e.id))).toBe(404);
    expect(await statusOf(anonymous(server.url).collection('enrolments').getOne(a.e.id))).toBe(404);
  });

  it('nobody but the server writes it', async () => {
    const { e } = await enrolment();
    for (const pb of [owner, organizer, admin]) {
      expect(await statusOf(pb.collection('enrolments').update(e.id, { checkinCode: 'B'.repeat(24) }))).toBe(403);
    }
    expect((await su.collection('enrolments').getOne(e.id)).checkinCode).toBe(e.checkinCode);
  });
});

describe('POST /api/custom/competitions/{id}/checkin', () => {
  it('resolves for the organizers of the competition and admins; denies everybody else', async () => {
    const { comp, e } = await enrolment();
    for (const pb of [organizer, admin, su]) {
      const row = await resolve(pb, comp.id, qr(e));
      expect(row).toMatchObject({ id: e.id, competition: comp.id, present: false, toriName: e.toriName });
      expect(row).not.toHaveProperty('checkinCode');
    }
    expect(await statusOf(resolve(owner, comp.id, qr(e)))).toBe(403);
    expect(await statusOf(resolve(athlete, comp.id, qr(e)))).toBe(403);
    expect(await statusOf(resolve(otherOrganizer, comp.id, qr(e)))).toBe(403);
    expect(await statusOf(resolve(commissioner, comp.id, qr(e)))).toBe(403);
    expect(await statusOf(resolve(anonymous(server.url), comp.id, qr(e)))).toBe(401);
    expect(await statusOf(resolve(organizer, 'nosuchcompetiti', qr(e)))).toBe(404);
  });

  it('tells a foreign QR, a deleted enrolment, a forged code and another competition apart', async () => {
    const { comp, e } = await enrolment();
    const other = await enrolment(otherOrganizer);
    const code = async (text: string) => {
      const err = await errorOf(resolve(organizer, comp.id, text));
      return `${err.status} ${err.data.code?.code}`;
    };
    expect(await code('https://example.com/')).toBe('400 checkin_invalid');
    expect(await code('')).toBe('400 checkin_invalid');
    expect(await code(`${qr(e)}x`)).toBe('400 checkin_invalid');
    // A genuine-looking code for a real enrolment, one character changed: forged.
    const orig = String(e.checkinCode);
    const flipped = (orig[0] === 'a' ? 'b' : 'a') + orig.slice(1);
    expect(await code(`KP1.${e.id}.${flipped}`)).toBe('400 checkin_forged');
    // The code of the other competition's enrolment, scanned at this desk.
    expect(await code(qr(other.e))).toBe('400 checkin_other_competition');
    // Deleted (withdrawn) enrolment.
    await su.collection('enrolments').delete(e.id);
    expect(await code(qr(e))).toBe('404 checkin_unknown');
    // ... and the other desk still resolves its own.
    expect((await resolve(otherOrganizer, other.comp.id, qr(other.e))).id).toBe(other.e.id);
  });
});
