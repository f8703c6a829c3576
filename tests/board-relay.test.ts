// The board relay (pb_hooks/lib/relay.js, pb_hooks/relay/relay.pb.js): a second PocketBase that holds
// the spectators' streams. The main server hands it each board message with the shared key; the relay
// answers nothing else, and the main server tells browsers where it is (board document, CSP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startRelay, type RelayServer } from '../scripts/lib/index.mjs';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';
import { subscribeRealtime } from './helpers/realtime';

let relay: RelayServer;
beforeAll(async () => {
  relay = await startRelay({ raiseFdLimit: false });
});
afterAll(async () => relay?.stop());
const stage = stageWith(['organizer', 'athlete'], () => ({ env: relay.env }));
let su: PocketBase, organizer: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ su } = stage);
  [organizer, athlete] = stage.actors;
});

const publish = (body: unknown, key?: string) =>
  fetch(`${relay.url}/api/relay/publish`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'X-Relay-Key': key }) }, body: JSON.stringify(body) });
const ANY_BOARD = 'board/abcdefghijklmno';

describe('the relay', () => {
  it('answers its streams, its health and its two routes only', async () => {
    expect((await fetch(`${relay.url}/api/health`)).status).toBe(200);
    const refused: [string, string][] = [
      ['GET', '/_/'],
      ['GET', '/api/collections/users/records'],
      ['POST', '/api/collections/_superusers/auth-with-password'],
      ['GET', '/api/settings'],
      ['GET', '/api/custom/ops/realtime'],
      // PocketBase's routes that bind its own `pbSkipSuccessActivityLog` (a JS guard of that id steps
      // aside there): the logs API, the OAuth2 redirect, the dashboard's extensions.
      ['GET', '/api/logs'],
      ['GET', '/api/logs/stats'],
      ['GET', '/api/oauth2-redirect?state=x&code=y'],
      ['POST', '/api/oauth2-redirect'],
      ['GET', '/_/extensions.js'],
      ['GET', '/api/files/abc/def/x.png'],
      ['GET', '/api/backups'],
      ['DELETE', '/api/realtime'],
    ];
    for (const [method, path] of refused) {
      expect((await fetch(`${relay.url}${path}`, { method, redirect: 'manual' })).status, `${method} ${path}`).toBe(404);
    }
    // A browser on the portal's origin may subscribe: the preflight of a subscription is answered.
    const preflight = await fetch(`${relay.url}/api/realtime`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://kata.example.org', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('takes messages only with the shared key, board topics and JSON objects only', async () => {
    const message = { messages: [{ topic: ANY_BOARD, data: '{"seq":1,"action":"delete","record":{}}' }] };
    expect((await publish(message)).status).toBe(403);
    expect((await publish(message, 'not-the-key')).status).toBe(403);
    expect((await fetch(`${relay.url}/api/relay/status`, { headers: { 'X-Relay-Key': 'not-the-key' } })).status).toBe(403);
    for (const bad of [{ messages: [] }, { messages: [{ topic: 'users/*', data: '{}' }] }, { messages: [{ topic: ANY_BOARD, data: 'x' }] }, {}]) {
      const res = await publish(bad, relay.key);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await publish(message, relay.key)).status).toBe(200);
  });
});

describe('the main server with a relay', () => {
  it("sends an evaluation's board message to the relay's spectators and tells browsers where they are", async () => {
    const comp = await resultsCompetition(su, organizer, [], 'ongoing');
    for (let i = 0; i < 2; i++) await coupleInCompetition(su, athlete, comp.id, `0${i + 1}IT000${i + 1}`);
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'RELAY' } });
    const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
    await organizer.collection('poules').update(poule!.id, { published: true });
    const draws = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"`, sort: 'order' });

    const board = await fetch(`${stage.server.url}/api/custom/competitions/${comp.id}/board`);
    expect(((await board.json()) as { live?: string }).live).toBe(relay.url);
    expect(board.headers.get('content-security-policy')).toContain(`connect-src 'self' ${relay.url};`);

    const onRelay = await subscribeRealtime(relay.url, '', [`board/${comp.id}`]);
    const onMain = await subscribeRealtime(stage.server.url, '', [`board/${comp.id}`]);
    try {
      await organizer.collection('evaluations').create({ draw: draws[0]!.id, judge: 1, marks: cleanMarks(17) });
      const row = await organizer.collection('leaderboards').getFirstListItem(`poule = "${poule!.id}"`);
      // Once the minute job has made the dispatcher run, the publication's own message leaves after its
      // commit and may arrive here first: the evaluation's is the one carrying the row's new version.
      const ofEvaluation = () => onRelay.events.find((ev) => ev.record.updated === row.updated);
      await expect.poll(() => ofEvaluation() !== undefined, { timeout: 10_000 }).toBe(true);
      expect(ofEvaluation()).toMatchObject({ topic: `board/${comp.id}`, record: { id: row.id, updated: row.updated } });
      expect(typeof ofEvaluation()!.seq).toBe('number');
      const status = (await (await fetch(`${relay.url}/api/relay/status`, { headers: { 'X-Relay-Key': relay.key } })).json()) as { clients: number; last: { messages: number } };
      expect(status.clients).toBeGreaterThanOrEqual(1);
      expect(status.last.messages).toBeGreaterThanOrEqual(1);
      // The main server keeps the board's messages off its own streams.
      expect(onMain.events).toEqual([]);
    } finally {
      await onRelay.close();
      await onMain.close();
    }
  });
});
