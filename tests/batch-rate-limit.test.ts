// A batch request's creates count against the same per-IP budget as direct creates (the `*:create`
// rate limit rule, 60 per 10 s per collection): a client cannot double its writes by sending some of
// them in a batch.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { statusOf, userId } from './helpers/actors';
import { athleteData } from './helpers/fixtures';
import { stageWith } from './helpers/stage';

const stage = stageWith(['athlete'] as const, { rateLimits: true });
let su: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ su } = stage);
  [athlete] = stage.actors;
});

const athleteOf = (surname: string) => athleteData(athlete, { surname });

function batch(pb: PocketBase, surnames: string[]) {
  return fetch(`${stage.server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: JSON.stringify({ requests: surnames.map((t) => ({ method: 'POST', url: '/api/collections/athletes/records', body: athleteOf(t) })) }),
  });
}

describe('batch and direct creates share one budget', () => {
  it('after 40 direct creates a batch of 30 is refused whole (429), nothing stored; a batch of 20 still passes; then direct creates are refused', async () => {
    const direct = await Promise.all(Array.from({ length: 40 }, (_, i) => statusOf(athlete.collection('athletes').create(athleteOf(`Direct${i}`)))));
    expect(direct.every((s) => s === 200)).toBe(true);
    const big = await batch(athlete, Array.from({ length: 30 }, (_, i) => `Big${i}`));
    expect(big.status).toBe(429);
    expect((await su.collection('athletes').getList(1, 1, { filter: 'surname ~ "Big"' })).totalItems).toBe(0);
    const small = await batch(athlete, Array.from({ length: 20 }, (_, i) => `Small${i}`));
    expect(small.status).toBe(200);
    expect(await statusOf(athlete.collection('athletes').create(athleteOf('Onetoomany')))).toBe(429);
    expect((await su.collection('athletes').getList(1, 1, { filter: `owner = "${userId(athlete)}"` })).totalItems).toBe(60);
  });
});
