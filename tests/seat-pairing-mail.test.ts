// A tablet pairing with a seat is a sign-in of the seat's auth record from a new device: PocketBase's
// "login from a new location" alert must not mail the seat's address (`seat-…@seats.invalid`, which
// reaches nobody), on the first pairing nor on the next tablets. Against a real SMTP catcher.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import { waitForMailCount } from './helpers/mail';
import { anonymous } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { day, post } from './helpers/judges';

const stage = stageWith(['organizer', 'commissioner', 'athlete'], { catchMail: true });
let mail: MailCatcher;
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ mail, server, su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

describe('pairing tablets with a seat', () => {
  it('mails nobody, however many devices pair', async () => {
    const d = await day({ su, organizer, commissioner, athlete }, 1, 3);
    const seat = await su.collection('seats').getOne(d.seats[0]!.id);
    expect(seat.email).toMatch(/^seat-.*@seats\.invalid$/);
    // PocketBase alerts on a sign-in from a device (IP and user agent) it has not seen, after the first.
    for (const device of ['Tablet A', 'Tablet B', 'Tablet C']) {
      const { code } = await post(commissioner, `/api/custom/seats/${seat.id}/code`);
      const auth = await anonymous(server.url).send('/api/custom/seats/auth', { method: 'POST', body: { code }, headers: { 'User-Agent': device } });
      expect(auth.record.id).toBe(seat.id);
    }
    // The alert leaves inside the sign-in request; a password reset mailed afterwards is the marker:
    // once it has arrived, any alert would have too.
    const marker = String(athlete.authStore.record?.email);
    await anonymous(server.url).collection('users').requestPasswordReset(marker);
    await waitForMailCount(mail.client, marker, 1);
    expect(await mail.client.to(seat.email as string)).toEqual([]);
    expect((await mail.client.list()).filter((m) => /seats\.invalid/.test(JSON.stringify(m.to)))).toEqual([]);
  });
});
