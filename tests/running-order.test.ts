// Running order and live times (docs/ARCHITECTURE.md "Running order and live times"): the kata
// sheets' typical durations, tatami and start times of the poules (staff, hook-validated) and the
// time each couple performed, all on a real PocketBase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startPocketBase, type TestServer } from './helpers/server';
import { anonymous, statusOf, superuserClient } from './helpers/actors';

let server: TestServer;
let su: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  su = await superuserClient(server.url);
});
afterAll(async () => server?.stop());

describe('kata durations', () => {
  it('every kata sheet has a typical duration, read by anyone', async () => {
    const sheets = await anonymous(server.url).collection('kata_sheets').getFullList({ fields: 'kata,duration' });
    expect(sheets.length).toBeGreaterThanOrEqual(13);
    for (const s of sheets) expect(s.duration, s.kata as string).toBeGreaterThanOrEqual(60);
    const byKata = Object.fromEntries(sheets.map((s) => [s.kata, s.duration]));
    expect(byKata['nage-no-kata']).toBe(480);
    expect(byKata['nage-no-kata-3']).toBe(330);
  });

  // Who edits the sheets is the kata-sheet editor's rule (tests there); the range is the field's.
  it('a duration stays within 1 minute and 1 hour', async () => {
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "itsutsu-no-kata"');
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 30 }))).toBe(400);
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 4000 }))).toBe(400);
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 390 }))).toBe(200);
  });
});
