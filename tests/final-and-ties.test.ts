// On a real PocketBase: what the draw manager announces about the final (src/features/results/final.ts)
// is what the server does (pb_hooks/lib/categories.js qualify): the same refusals in the same order,
// and a final size that two groups cannot share evenly gives the same number per group. And the public
// rows carry what names the tie-break that decided a rank (src/features/results/tieBreaks.ts). The
// officials size a final, place it on a tatami and join a couple by hand with a reason, in one request
// that saves all of it or nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf, statusOf, userId } from './helpers/actors';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { mergeSnapshot, type LeaderboardRow } from '@/lib/board/snapshot';
import { finalReadiness, finalSelection } from '@/features/results/final';
import { tieDeciders } from '@/features/results/tieBreaks';
import type { Draw, Poule } from '@/features/results/api';

const ITEMS = 17; // nage-no-kata: opening, 15 techniques, closing

const stage = stageWith(['organizer', 'athlete', 'commissioner', 'organizer']);
let su: PocketBase, guest: PocketBase, organizer: PocketBase, athlete: PocketBase, commissioner: PocketBase, organizer2: PocketBase;
beforeAll(() => {
  ({ su, guest } = stage);
  [organizer, athlete, commissioner, organizer2] = stage.actors;
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

describe('the final as the officials shape it', () => {
  it('their size, their tatami and start, a couple by hand with a reason; bad input saves nothing', async () => {
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { pouleSplitAt: 4, finalists: 6, tatami: 2 });
    for (let i = 0; i < 6; i++) await coupleInCompetition(su, athlete, comp.id, `0${i}IT000${i}`);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'SHAPE' });
    let groups = await poulesOf(comp.id);
    expect(groups).toHaveLength(2);
    for (const g of groups) await organizer.collection('poules').update(g.id, { published: true });
    groups = await poulesOf(comp.id);
    const [a1, a2, a3] = await drawsOf([groups[0]!]);
    const [b1, b2, b3] = await drawsOf([groups[1]!]);
    // Each group: the first couple clean, the second with one small mistake, the third two; a3 did not perform.
    for (const [d, small] of [[a1, 0], [a2, 1], [b1, 0], [b2, 1], [b3, 2]] as const) await scoreAll(d!.id, marksWith(ITEMS, { small }));
    await post(organizer, `/api/custom/draws/${a3!.id}/absence`, { absence: 'did_not_perform', reason: 'Called three times' });
    const circuit = groups[0]!.circuit;
    const make = (pb: PocketBase, body: Record<string, unknown>) => pb.send<{ poule: string; couples: number; added: number }>(`/api/custom/competitions/${comp.id}/final`, { method: 'POST', body: { circuit, kata: 'nage-no-kata', ...body } });
    const finals = () => organizer.collection('poules').getFullList<Poule>({ filter: `competition = "${comp.id}" && phase = "final"` });
    const codeOf = async (body: Record<string, unknown>, field: string) => (await errorOf(make(organizer, body))).data[field]?.code;

    // What the dialog announces for the competition's six: five go (a3 did not perform).
    const announced = finalSelection(groups, await drawsOf(groups), 6);
    expect(announced.total).toBe(5);
    expect(announced.short).toBe(true);

    // Sizes out of bounds (1 to the 6 couples drawn), a tatami the hall does not have, a start off the
    // competition's days, couples that cannot be joined by hand, a missing reason: refused at the field.
    for (const count of [0, -1, 1.5, 7, 'six', true]) expect(await codeOf({ count }, 'count')).toBe('final_count');
    expect(await codeOf({ count: 2, tatami: 3 }, 'tatami')).toBe('poule_tatami');
    expect(await codeOf({ count: 2, tatami: 'one' }, 'tatami')).toBe('poule_tatami');
    expect(await codeOf({ count: 2, tatami: 1, startsAt: '2001-01-01 09:00:00.000Z' }, 'startsAt')).toBe('poule_starts_at');
    expect(await codeOf({ count: 2, tatami: 1, startsAt: 'tomorrow-ish' }, 'startsAt')).toBe('poule_starts_at');
    expect(await codeOf({ count: 2, add: [a3!.enrolment], reason: 'Jury decision' }, 'add')).toBe('finalists_absent');
    expect(await codeOf({ count: 2, add: [a1!.enrolment], reason: 'Jury decision' }, 'add')).toBe('finalists_already');
    expect(await codeOf({ count: 2, add: ['nosuchenrolmen'], reason: 'Jury decision' }, 'add')).toBe('finalists_not_in_category');
    expect(await codeOf({ count: 2, add: a2!.enrolment, reason: 'Jury decision' }, 'add')).toBe('finalists_not_in_category');
    expect(await codeOf({ count: 2, add: [a2!.enrolment] }, 'reason')).toBe('reason_required');
    expect(await codeOf({ count: 2, add: [a2!.enrolment], reason: 'no' }, 'reason')).toBe('reason_length');
    // Nobody but the organizers makes it.
    for (const pb of [guest, athlete, commissioner, organizer2]) expect(await statusOf(make(pb, { count: 2 }))).toBeGreaterThanOrEqual(400);
    expect(await finals()).toHaveLength(0);

    // Two couples (one of each group), on tatami 2 at 15:00, and a2 joined by hand: last in the order.
    const startsAt = new Date(`${String(comp.date).slice(0, 10)}T15:00:00.000Z`).toISOString().replace('T', ' ');
    const made = await make(organizer, { count: 2, tatami: 2, startsAt, add: [a2!.enrolment], reason: '  Jury decision: a2 was misjudged  ' });
    expect(made).toMatchObject({ couples: 3, added: 1 });
    const [final] = await finals();
    expect(final).toMatchObject({ id: made.poule, tatami: 2, startsAt });
    const finalists = await drawsOf([final!]);
    expect(finalists.map((d) => d.enrolment).slice(0, 2).sort()).toEqual([a1!.enrolment, b1!.enrolment].sort());
    expect(finalists.map((d) => [d.order, d.enrolment]).at(-1)).toEqual([3, a2!.enrolment]);

    const audit = await su.collection('audit').getFullList({ filter: su.filter('record = {:p} || (table = "draws" && event = "finalist_add" && record = {:d})', { p: made.poule, d: finalists[2]!.id }), sort: 'created' });
    expect(audit.map((r) => [r.event, r.user])).toEqual([
      ['final', userId(organizer)],
      ['finalist_add', userId(organizer)],
    ]);
    expect(audit[0]!.data).toMatchObject({ couples: 3, count: 2, tatami: 2, added: [a2!.enrolment], reason: 'Jury decision: a2 was misjudged' });
    expect(audit[1]!.data).toEqual({ enrolment: a2!.enrolment, reason: 'Jury decision: a2 was misjudged' });
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
