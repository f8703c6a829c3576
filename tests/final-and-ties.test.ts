// On a real PocketBase: what the draw manager announces about the final (src/features/results/final.ts)
// is what the server does (pb_hooks/lib/categories.js qualify): the same refusals in the same order,
// and a final size that two groups cannot share evenly gives the same number per group. And the public
// rows carry what names the tie-break that decided a rank (src/features/results/tieBreaks.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf } from './helpers/actors';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { mergeSnapshot, type LeaderboardRow } from '@/features/results/snapshot';
import { finalReadiness } from '@/features/results/final';
import { tieDeciders } from '@/features/results/tieBreaks';
import type { Draw, Poule } from '@/features/results/api';

const ITEMS = 17; // nage-no-kata: opening, 15 techniques, closing

const stage = stageWith(['organizer', 'athlete']);
let su: PocketBase, guest: PocketBase, organizer: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ su, guest } = stage);
  [organizer, athlete] = stage.actors;
});

const post = (pb: PocketBase, path: string, body: Record<string, unknown> = {}) => pb.send(path, { method: 'POST', body });
const poulesOf = (id: string) => organizer.collection('poules').getFullList<Poule>({ filter: `competition = "${id}" && phase != "final"`, sort: 'name' });
const drawsOf = async (poules: RecordModel[]) => (await Promise.all(poules.map((p) => organizer.collection('draws').getFullList<Draw>({ filter: `poule = "${p.id}"`, sort: 'order' })))).flat();
async function scoreAll(drawId: string, marks: unknown, judges = 5) {
  for (let j = 1; j <= judges; j++) await organizer.collection('evaluations').create({ draw: drawId, judge: j, marks });
}

describe('the final as announced', () => {
  it('3 finalists over two groups: 1 from each, as the form says; the same refusals as the server', async () => {
    const comp = await resultsCompetition(su, organizer, [], 'ongoing', { finalists: 3 });
    for (let i = 0; i < 10; i++) await coupleInCompetition(su, athlete, comp.id, `0${i % 5}IT000${i % 5}`);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'FINAL3' });
    const makeFinal = () => post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit: groups[0]!.circuit, kata: 'nage-no-kata' });
    let groups = await poulesOf(comp.id);
    expect(groups).toHaveLength(2);

    expect(finalReadiness(groups, await drawsOf(groups), comp.finalists)).toMatchObject({ ready: false, reason: 'unpublished' });
    expect((await errorOf(makeFinal())).data.kata?.code).toBe('final_unpublished');

    for (const g of groups) await organizer.collection('poules').update(g.id, { published: true });
    groups = await poulesOf(comp.id);
    const state = finalReadiness(groups, await drawsOf(groups), comp.finalists);
    expect(state).toMatchObject({ ready: false, reason: 'unscored' });
    expect(state.ready === false && state.reason === 'unscored' ? state.couples : []).toHaveLength(10);
    expect((await errorOf(makeFinal())).data.kata?.code).toBe('final_unscored');

    for (const g of groups) {
      const ds = await drawsOf([g]);
      for (const [i, d] of ds.entries()) await scoreAll(d.id, marksWith(ITEMS, { small: i }));
    }
    expect(finalReadiness(groups, await drawsOf(groups), comp.finalists)).toEqual({ ready: true, perGroup: 1, total: 2 });
    expect((await makeFinal()).couples).toBe(2);
  });
});

describe('tie-breaks on the public rows', () => {
  it('equal points: the rank decided by fewer big mistakes, and one placed by the officials', async () => {
    const comp = await resultsCompetition(su, organizer, [], 'ongoing');
    for (let i = 0; i < 4; i++) await coupleInCompetition(su, athlete, comp.id, `0${i}IT000${i}`);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'TIES' });
    const [poule] = await poulesOf(comp.id);
    await organizer.collection('poules').update(poule!.id, { published: true });
    const [a, b, c, d] = await drawsOf([poule!]);
    // Hand-computed (IJF, five judges of which three count, 17 items of 10 points, small 1, big 5):
    // a clean 510; b one big mistake 495; c and d five small mistakes each 495, equal on every count
    // (no big mistake: both before b).
    await scoreAll(a!.id, cleanMarks(ITEMS));
    await scoreAll(b!.id, marksWith(ITEMS, { big: 1 }));
    await scoreAll(c!.id, marksWith(ITEMS, { small: 5 }));
    await scoreAll(d!.id, marksWith(ITEMS, { small: 5 }));
    // The officials place d before c.
    await organizer.collection('draws').update(d!.id, { tieBreak: 1 });
    await organizer.collection('draws').update(c!.id, { tieBreak: 2 });

    const rows = await guest.collection('leaderboards').getFullList<LeaderboardRow>({ filter: `competition = "${comp.id}"` });
    const entries = mergeSnapshot(rows).data.poules[0]!.entries;
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect([a, b, c, d].map((x) => byId.get(x!.id)?.points)).toEqual([510, 495, 495, 495]);
    expect([a, b, c, d].map((x) => byId.get(x!.id)?.rank)).toEqual([1, 4, 3, 2]);
    const deciders = tieDeciders(entries.map((e) => ({ ...e, rank: e.scored ? e.rank : null })));
    const of = (id: string) => deciders[entries.findIndex((e) => e.id === id)];
    // d (2) and c (3): same counts, the officials decided; b (4): one big mistake against c's none.
    expect([a, d, c, b].map((x) => of(x!.id))).toEqual([null, 'officials', 'officials', 'big']);
  });
});
