// Starting a competition on the day: the organizers of it (and admins) move it from accreditation to
// ongoing, nobody else; with `autoStart` on it starts by itself once its start time has passed (the
// minute cron `competitions_auto_start`), audited like the manual move.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { superuserToken, type TestServer } from './helpers/server';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCompetition, daysFromNow } from './helpers/fixtures';
import { loadHookLib } from './helpers/hookLib';

const lib = loadHookLib<{ dueToStart(c: { status: string; autoStart: boolean; date: unknown }, nowMs: number): boolean }>('pb_hooks/lib/competition.js');

const stage = stageWith(['organizer', 'organizer', 'athlete', 'admin'] as const);
let server: TestServer;
let organizer: PocketBase, otherOrganizer: PocketBase, athlete: PocketBase, admin: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [organizer, otherOrganizer, athlete, admin] = stage.actors;
});

describe('starting the competition', () => {
  it('its organizer starts it; another organizer and an athlete are refused', async () => {
    const c = await createCompetition(su, userId(organizer), 'accreditation');
    expect(await statusOf(otherOrganizer.collection('competitions').update(c.id, { status: 'ongoing' }))).toBe(404);
    expect(await statusOf(athlete.collection('competitions').update(c.id, { status: 'ongoing' }))).toBe(404);
    expect((await su.collection('competitions').getOne(c.id)).status).toBe('accreditation');
    const started = await organizer.collection('competitions').update(c.id, { status: 'ongoing' });
    expect(started.status).toBe('ongoing');
    const audit = await su.collection('audit').getFullList({ filter: su.filter('record = {:id} && event = "update"', { id: c.id }) });
    expect(audit.map((r) => r.data.status)).toContainEqual(['accreditation', 'ongoing']);
  });

  it('its organizer moves it through every step to archived; an admin too', async () => {
    const c = await createCompetition(su, userId(organizer), 'draft');
    for (const s of ['ready', 'enrolment', 'accreditation', 'ongoing', 'archived']) {
      expect((await organizer.collection('competitions').update(c.id, { status: s })).status).toBe(s);
    }
    const d = await createCompetition(su, userId(organizer), 'accreditation');
    expect((await admin.collection('competitions').update(d.id, { status: 'ongoing' })).status).toBe('ongoing');
    const err = await errorOf(organizer.collection('competitions').update(d.id, { status: 'accreditation' }));
    expect(err.data.status?.code).toBe('competition_status_transition');
  });
});

describe('starting by itself', () => {
  const now = Date.parse('2026-06-15T09:00:00Z');
  it('due: accreditation, autoStart on, start time passed', () => {
    expect(lib.dueToStart({ status: 'accreditation', autoStart: true, date: '2026-06-15 08:59:00.000Z' }, now)).toBe(true);
    expect(lib.dueToStart({ status: 'accreditation', autoStart: true, date: '2026-06-15 09:00:00.000Z' }, now)).toBe(true);
    expect(lib.dueToStart({ status: 'accreditation', autoStart: true, date: '2026-06-15 09:01:00.000Z' }, now)).toBe(false);
    expect(lib.dueToStart({ status: 'accreditation', autoStart: false, date: '2026-06-15 08:00:00.000Z' }, now)).toBe(false);
    for (const status of ['draft', 'ready', 'enrolment', 'ongoing', 'archived']) {
      expect(lib.dueToStart({ status, autoStart: true, date: '2026-06-15 08:00:00.000Z' }, now)).toBe(false);
    }
    expect(lib.dueToStart({ status: 'accreditation', autoStart: true, date: '' }, now)).toBe(false);
  });

  it('the cron starts the due competitions only, audited', async () => {
    const due = await createCompetition(su, userId(organizer), 'accreditation', { date: daysFromNow(-0.01), autoStart: true });
    const off = await createCompetition(su, userId(organizer), 'accreditation', { date: daysFromNow(-0.01), autoStart: false });
    const later = await createCompetition(su, userId(organizer), 'accreditation', { date: daysFromNow(1), autoStart: true });
    const early = await createCompetition(su, userId(organizer), 'enrolment', { date: daysFromNow(-0.01), autoStart: true });
    const res = await fetch(`${server.url}/api/crons/competitions_auto_start`, { method: 'POST', headers: { Authorization: await superuserToken(server.url) } });
    expect(res.status).toBe(204);
    const statusNow = async (id: string) => (await su.collection('competitions').getOne(id)).status;
    // The cron API runs the job in the background: wait for its effect.
    await expect.poll(() => statusNow(due.id), { timeout: 5000 }).toBe('ongoing');
    expect(await statusNow(off.id)).toBe('accreditation');
    expect(await statusNow(later.id)).toBe('accreditation');
    expect(await statusNow(early.id)).toBe('enrolment');
    const audit = await su.collection('audit').getFullList({ filter: su.filter('record = {:id} && event = "update"', { id: due.id }) });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data.status).toEqual(['accreditation', 'ongoing']);
    expect(audit[0]?.user).toBe('');
  });
});
