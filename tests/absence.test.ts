// On a real PocketBase: a drawn couple that does not perform (src/lib/rules/absence.ts,
// pb_hooks/results_absence.pb.js). A no-show in a group and a finalist who withdraws, with the ranks
// and the final computed by hand; the mark and its undo audited; who may set it.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf, statusOf, userId } from './helpers/actors';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { mergeSnapshot, type LeaderboardRow } from '@/lib/board/snapshot';
import { finalReadiness } from '@/features/results/final';
import type { Draw, Poule } from '@/features/results/api';

const ITEMS = 17; // nage-no-kata: opening, 15 techniques, closing

const stage = stageWith(['organizer', 'organizer', 'commissioner', 'admin', 'athlete']);
let su: PocketBase, guest: PocketBase, organizer: PocketBase, organizer2: PocketBase, commissioner: PocketBase, admin: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ su, guest } = stage);
  [organizer, organizer2, commissioner, admin, athlete] = stage.actors;
});

const post = <T = Record<string, unknown>>(pb: PocketBase, path: string, body: Record<string, unknown> = {}) => pb.send<T>(path, { method: 'POST', body });
const mark = (pb: PocketBase, draw: string, absence: string, reason = 'Called three times, not on the mat') => post(pb, `/api/custom/draws/${draw}/absence`, { absence, reason });
const poulesOf = (id: string, phase = 'group') => organizer.collection('poules').getFullList<Poule>({ filter: `competition = "${id}" && phase = "${phase}"`, sort: 'name' });
const drawsOf = (poule: string) => organizer.collection('draws').getFullList<Draw>({ filter: `poule = "${poule}"`, sort: 'order' });
async function scoreAll(drawId: string, marks: unknown, judges = 5) {
  for (let j = 1; j <= judges; j++) await organizer.collection('evaluations').create({ draw: drawId, judge: j, marks });
}
async function auditOf(record: string) {
  return su.collection('audit').getFullList({ filter: su.filter('table = "draws" && record = {:r} && event = "absence"', { r: record }), sort: 'created' });
}

/** Two published groups of three couples (6 couples, split from 4), two finalists from each. */
async function twoGroups(over: Record<string, unknown> = {}) {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { pouleSplitAt: 4, finalists: 4, ...over });
  for (let i = 0; i < 6; i++) await coupleInCompetition(su, athlete, comp.id, `0${i}IT000${i}`);
  await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'ABSENT' });
  const groups = await poulesOf(comp.id);
  expect(groups).toHaveLength(2);
  for (const g of groups) await organizer.collection('poules').update(g.id, { published: true });
  return { comp, groups: await poulesOf(comp.id) };
}

describe('a no-show in a group and a finalist who withdraws', () => {
  it('ranks, the final and the public rows as computed by hand', async () => {
    const { comp, groups } = await twoGroups();
    const circuit = groups[0]!.circuit;
    const makeFinal = () => post<{ couples: number; poule: string }>(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' });
    const [a1, a2, a3] = await drawsOf(groups[0]!.id);
    const [b1, b2, b3] = await drawsOf(groups[1]!.id);
    // IJF, five judges of which three count, 17 items of 10 points, one small mistake 1 point:
    // a1 clean 510, a2 one small mistake per judge 507; b1 510, b2 507, b3 504.
    await scoreAll(a1!.id, cleanMarks(ITEMS));
    await scoreAll(a2!.id, marksWith(ITEMS, { small: 1 }));
    await scoreAll(b1!.id, cleanMarks(ITEMS));
    await scoreAll(b2!.id, marksWith(ITEMS, { small: 1 }));
    await scoreAll(b3!.id, marksWith(ITEMS, { small: 2 }));
    // a3 did not show: without the mark the final waits for it.
    expect((await errorOf(makeFinal())).data.kata?.code).toBe('final_unscored');
    await mark(organizer, a3!.id, 'did_not_perform');

    const stored = await su.collection('draws').getOne(a3!.id);
    expect(stored).toMatchObject({ absence: 'did_not_perform', absenceReason: 'Called three times, not on the mat', scored: false, rank: 0 });
    // An absent couple is not scored.
    expect((await errorOf(organizer.collection('evaluations').create({ draw: a3!.id, judge: 1, marks: cleanMarks(ITEMS) }))).data.draw?.code).toBe('evaluation_absent');
    // The SPA announces what the server does.
    const all = [...(await drawsOf(groups[0]!.id)), ...(await drawsOf(groups[1]!.id))];
    expect(finalReadiness(groups, all, comp.finalists)).toEqual({ ready: true, perGroup: 2, total: 4 });

    const final = await makeFinal();
    expect(final.couples).toBe(4);
    // The final was made from the groups as they stood: a group's mark can no longer be taken back (nor set).
    expect((await errorOf(mark(organizer, a3!.id, ''))).data.absence?.code).toBe('absence_final_drawn');
    const finalDraws = await drawsOf(final.poule);
    expect(finalDraws.map((d) => d.enrolment).sort()).toEqual([a1!, a2!, b1!, b2!].map((d) => d.enrolment).sort());
    const inFinal = (d: Draw) => finalDraws.find((f) => f.enrolment === d.enrolment)!;
    await organizer.collection('poules').update(final.poule, { published: true });
    // b1 withdraws from the final; the others perform: a2 clean 510, b2 507, a1 two small mistakes 504.
    await mark(organizer, inFinal(b1!).id, 'withdrawn', 'Tori injured in the warm-up');
    await scoreAll(inFinal(a2!).id, cleanMarks(ITEMS));
    await scoreAll(inFinal(b2!).id, marksWith(ITEMS, { small: 1 }));
    await scoreAll(inFinal(a1!).id, marksWith(ITEMS, { small: 2 }));

    const rankOf = async (d: Draw) => (await su.collection('draws').getOne(d.id)).rank as number;
    expect(await Promise.all([a1, a2, a3].map((d) => rankOf(d!)))).toEqual([1, 2, 0]);
    expect(await Promise.all([a2, b2, a1, b1].map((d) => rankOf(inFinal(d!))))).toEqual([1, 2, 3, 0]);

    // The public rows: the state, no rank; the standings place the absent couples last, unplaced.
    const rows = () => guest.collection('leaderboards').getFullList<LeaderboardRow>({ filter: `competition = "${comp.id}"` });
    let snap = mergeSnapshot(await rows());
    const finalEntries = snap.data.poules.find((p) => p.phase === 'final')!.entries;
    expect(finalEntries.find((e) => e.enrolment === b1!.enrolment)).toMatchObject({ absence: 'withdrawn', rank: 0, scored: false });
    expect(JSON.stringify(await rows())).not.toContain('Tori injured');
    let standing = snap.data.standings[0]!.rows;
    expect(standing.map((r) => [r.position, r.absence])).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
      [null, 'withdrawn'],
      [5, ''],
      [null, 'did_not_perform'],
    ]);

    // The competition's choice: absent couples rank after every couple of their poule.
    await organizer.collection('competitions').update(comp.id, { absentRanked: true });
    expect(await rankOf(a3!)).toBe(3);
    expect(await rankOf(inFinal(b1!))).toBe(4);
    snap = mergeSnapshot(await rows());
    standing = snap.data.standings[0]!.rows;
    expect(standing.map((r) => [r.position, r.absence])).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
      [4, 'withdrawn'],
      [5, ''],
      [6, 'did_not_perform'],
    ]);
  });
});

describe('marking, taking back, refusing', () => {
  it('reversible until the couple performed, audited with the reason; bad input saves nothing', async () => {
    const { groups } = await twoGroups();
    const [d1, d2] = await drawsOf(groups[0]!.id);
    const short = await errorOf(mark(organizer, d1!.id, 'withdrawn', ' ok '));
    expect(short.status).toBe(400);
    expect(short.data.reason?.code).toBe('reason_length');
    // Zero-width and other invisible characters are no reason, however many.
    expect((await errorOf(mark(organizer, d1!.id, 'withdrawn', '\u200b\u200b\u200b\u200b'))).data.reason?.code).toBe('reason_required');
    expect((await errorOf(mark(organizer, d1!.id, 'withdrawn', 'a\u200bb\u2060\ufeff'))).data.reason?.code).toBe('reason_length');
    expect((await errorOf(mark(organizer, d1!.id, 'sick'))).data.absence?.code).toBe('absence_value');
    expect((await errorOf(mark(organizer, d1!.id, ''))).data.absence?.code).toBe('absence_unchanged');
    expect((await su.collection('draws').getOne(d1!.id)).absence).toBe('');
    expect(await auditOf(d1!.id)).toHaveLength(0);

    await mark(organizer, d1!.id, 'withdrawn', 'Uke has a fever');
    await mark(admin, d1!.id, '', 'They arrived after all');
    expect(await su.collection('draws').getOne(d1!.id)).toMatchObject({ absence: '', absenceReason: '' });
    const audit = await auditOf(d1!.id);
    expect(audit.map((r) => [r.user, r.data])).toEqual([
      [userId(organizer), { absence: ['', 'withdrawn'], reason: 'Uke has a fever' }],
      [userId(admin), { absence: ['withdrawn', ''], reason: 'They arrived after all' }],
    ]);

    // Once a judge saved a sheet, the couple performed.
    await organizer.collection('evaluations').create({ draw: d2!.id, judge: 1, marks: cleanMarks(ITEMS) });
    expect((await errorOf(mark(organizer, d2!.id, 'did_not_perform'))).data.absence?.code).toBe('absence_performed');
  });

  it('the public row carries the state (the running order skips such a couple: src/lib/domain/runningOrder.ts)', async () => {
    const { groups } = await twoGroups();
    const [d1, d2] = await drawsOf(groups[0]!.id);
    await mark(organizer, d1!.id, 'did_not_perform');
    const row = (await guest.collection('leaderboards').getFirstListItem<LeaderboardRow>(`poule = "${groups[0]!.id}"`)).data;
    expect(row.entries.find((e) => e.id === d1!.id)?.absence).toBe('did_not_perform');
    expect(row.entries.find((e) => e.id === d2!.id)?.absence).toBe('');
  });

  it('only the organizers of the competition and admins; nobody writes the fields directly', async () => {
    const { groups } = await twoGroups();
    const [d1] = await drawsOf(groups[0]!.id);
    for (const pb of [guest, athlete, commissioner, organizer2]) {
      expect(await statusOf(mark(pb, d1!.id, 'withdrawn'))).toBeGreaterThanOrEqual(400);
    }
    for (const pb of [organizer, commissioner, admin]) {
      await pb.collection('draws').update(d1!.id, { absence: 'withdrawn', absenceReason: 'Forged by hand' }).catch(() => null);
    }
    expect((await su.collection('draws').getOne(d1!.id)).absence).toBe('');
    expect(await auditOf(d1!.id)).toHaveLength(0);
    await mark(organizer, d1!.id, 'withdrawn');
    await mark(admin, d1!.id, '', 'Back in the order');
    expect(await auditOf(d1!.id)).toHaveLength(2);
  });
});


describe('finalists by hand', () => {
  it('a withdrawn finalist replaced by the next best of its group; finalists removed and added; each audited', async () => {
    const { comp, groups } = await twoGroups();
    const [a1, a2, a3] = await drawsOf(groups[0]!.id);
    const [b1, b2, b3] = await drawsOf(groups[1]!.id);
    // Each group: the first couple clean 510, the second 507, the third 504.
    for (const [i, d] of [a1, a2, a3, b1, b2, b3].entries()) await scoreAll(d!.id, marksWith(ITEMS, { small: i % 3 }));
    const made = await post<{ poule: string }>(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit: groups[0]!.circuit, kata: 'nage-no-kata' });
    const final = made.poule;
    const change = (pb: PocketBase, body: Record<string, unknown>) => post<{ draw: string }>(pb, `/api/custom/poules/${final}/finalists`, { reason: 'Decided by the jury', ...body });
    const finalists = async () => (await drawsOf(final)).map((d) => [d.order, d.enrolment, d.absence]);
    const of = async (d: Draw) => (await drawsOf(final)).find((f) => f.enrolment === d.enrolment)!;
    const before = await finalists();
    expect(before.map((f) => f[1]).sort()).toEqual([a1, a2, b1, b2].map((d) => d!.enrolment).sort());

    // Replace: only an absent finalist, by the best couple of its group not in the final (b3).
    expect((await errorOf(change(organizer, { action: 'replace', draw: (await of(a1!)).id }))).data.draw?.code).toBe('finalists_replace_present');
    const b2InFinal = await of(b2!);
    await mark(organizer, b2InFinal.id, 'withdrawn', 'Uke broke a finger');
    const replaced = await change(organizer, { action: 'replace', draw: b2InFinal.id, reason: 'b2 withdrew' });
    const after = await finalists();
    expect(after.find((f) => f[1] === b3!.enrolment)).toEqual([b2InFinal.order, b3!.enrolment, '']);
    expect(after.some((f) => f[1] === b2!.enrolment)).toBe(false);

    // Remove: the order closes up; add: last in the order.
    expect((await errorOf(change(organizer, { action: 'remove', draw: (await of(a2!)).id, reason: 'no' }))).data.reason?.code).toBe('reason_length');
    expect((await errorOf(change(organizer, { action: 'remove', draw: (await of(a2!)).id, reason: '\u200b\u3164\u200d\u2800' }))).data.reason?.code).toBe('reason_required');
    const removed = await of(a2!);
    await change(organizer, { action: 'remove', draw: removed.id, reason: 'Entered in the wrong category' });
    expect((await finalists()).map((f) => f[0])).toEqual([1, 2, 3]);
    expect((await errorOf(change(organizer, { action: 'add', enrolment: b1!.enrolment }))).data.enrolment?.code).toBe('finalists_already');
    expect((await errorOf(change(organizer, { action: 'add', enrolment: 'nosuchenrolmen' }))).data.enrolment?.code).toBe('finalists_not_in_category');
    const added = await change(admin, { action: 'add', enrolment: a3!.enrolment, reason: 'Jury decision 4' });
    expect((await finalists()).at(-1)).toEqual([4, a3!.enrolment, '']);

    // Nobody else changes the finalists.
    for (const pb of [guest, athlete, commissioner, organizer2]) {
      expect(await statusOf(change(pb, { action: 'remove', draw: added.draw }))).toBeGreaterThanOrEqual(400);
    }
    expect(await finalists()).toHaveLength(4);

    const audit = await su.collection('audit').getFullList({ filter: su.filter('table = "draws" && event ~ "finalist_"'), sort: 'created' });
    expect(audit.map((r) => [r.event, r.user, r.record, r.data])).toEqual([
      ['finalist_replace', userId(organizer), replaced.draw, { out: b2!.enrolment, in: b3!.enrolment, reason: 'b2 withdrew' }],
      ['finalist_remove', userId(organizer), removed.id, { enrolment: a2!.enrolment, reason: 'Entered in the wrong category' }],
      ['finalist_add', userId(admin), added.draw, { enrolment: a3!.enrolment, reason: 'Jury decision 4' }],
    ]);
  });
});
