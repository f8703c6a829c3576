// Backups (scripts/backup-cycle.mjs) against a real PocketBase with the demo data plus protected
// files of every kind: backup → wipe → restore in place, and the downloaded archive restored on a
// brand-new server, lose no record (every collection, system ones included) and no file (SHA-256
// of each). Scheduled backups are configured (daily, 14 kept) and registered as a cron job.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { backupCycle, backupSchedule, compare, snapshot } from '../scripts/backup-cycle.mjs';
import { seed, tinyPdf } from '../scripts/seed.mjs';
import { SUPERUSER, type TestServer } from './helpers/server';
import { actor, superuserClient, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple } from './helpers/fixtures';

// No actors on the stage: the demo seed fills an empty data dir only.
const stage = stageWith([]);
let server: TestServer;
let su: PocketBase;
const pdf = (name: string) => new File([new Uint8Array(tinyPdf(['Backup', name]))], name, { type: 'application/pdf' });

beforeAll(async () => {
  ({ server, su } = stage);
  await seed(server.url, SUPERUSER.email, SUPERUSER.password);
  // Protected files beyond the seed's documents: enrolment attachments and message attachments.
  const [athlete, organizer] = await Promise.all([actor(server.url, 'athlete'), actor(server.url, 'organizer')]);
  const comp = await createCompetition(su, userId(organizer), 'enrolment');
  const couple = await createCouple(athlete);
  await athlete.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(athlete), attachments: [pdf('receipt.pdf'), pdf('medical.pdf')] });
  const issue = await athlete.collection('issues').create({ title: 'Backup', owner: userId(athlete) });
  await athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'files', attachments: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] });
}, 120_000);

describe('backups', () => {
  it('the comparison notices a lost record and a changed file (so "nothing lost" means something)', () => {
    const before = { records: { a: [{ id: '1' }, { id: '2' }] }, files: { 'a/1/x.pdf': 'h1' } };
    expect(compare(before, { records: { a: [{ id: '1' }] }, files: { 'a/1/x.pdf': 'h2' } })).toEqual(['a/2 missing', 'a: 2 → 1 records', 'file a/1/x.pdf differs']);
  });

  it('backup → wipe → restore (in place and on a new server) loses no record and no file', async () => {
    const lines: string[] = [];
    const result = await backupCycle(server, SUPERUSER, { log: (l) => lines.push(l) });
    expect(result.counts.records).toBeGreaterThan(80);
    expect(result.counts.files).toBeGreaterThanOrEqual(12);
    expect(result.wiped.files).toBe(0);
    expect(result.inPlace, lines.join('\n')).toEqual([]);
    expect(result.offBox, lines.join('\n')).toEqual([]);
    // The restored server answers with everything (a fresh superuser login works on it).
    const after = await snapshot(server.url, (await superuserClient(server.url)).authStore.token);
    expect(Object.keys(after.files).length).toBe(result.counts.files);
  });

  it('scheduled backups are configured (daily at 03:00, 14 kept) and registered as a cron job', async () => {
    const token = (await superuserClient(server.url)).authStore.token;
    expect(await backupSchedule(server.url, token)).toEqual({ cron: '0 3 * * *', cronMaxKeep: 14 });
    const crons = (await (await fetch(`${server.url}/api/crons`, { headers: { Authorization: token } })).json()) as { id: string; expression: string }[];
    expect(crons).toContainEqual({ id: '__pbAutoBackup__', expression: '0 3 * * *' });
  });
});
