// Draws, evaluations, results and the leaderboard snapshot against a real PocketBase, as each role:
// who may draw, move, publish, score and freeze; what the public reads; reproducible seeded draws that
// keep clubs apart; results and ranks recomputed on every correction; freezing stops public updates.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { errorOf, statusOf, userId } from './helpers/actors';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { mergeSnapshot, type LeaderboardRow } from '@/lib/board/snapshot';
import { subscribeRealtime } from './helpers/realtime';

const ITEMS = 17; // nage-no-kata: opening, 15 techniques, closing

const stage = stageWith(['admin', 'organizer', 'organizer', 'commissioner', 'commissioner', 'athlete']);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, commissioner: PocketBase;
let otherCommissioner: PocketBase, athlete: PocketBase, guest: PocketBase;
beforeAll(() => {
  ({ server, su, guest } = stage);
  [admin, organizer, otherOrganizer, commissioner, otherCommissioner, athlete] = stage.actors;
});

/** Lists as the tests read them: the first rows are known to exist (the test made them). */
type Rows = RecordModel[] & Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, RecordModel>;

function post(pb: PocketBase, path: string, body: Record<string, unknown> = {}) {
  return pb.send(path, { method: 'POST', body });
}

async function drawn(clubs: string[], status = 'ongoing', over: Record<string, unknown> = {}) {
  const comp = await resultsCompetition(su, organizer, [commissioner], status, over);
  const enrolments: RecordModel[] = [];
  for (const club of clubs) enrolments.push(await coupleInCompetition(su, athlete, comp.id, club));
  return { comp, enrolments };
}

async function poulesOf(pb: PocketBase, competitionId: string): Promise<Rows> {
  return pb.collection('poules').getFullList({ filter: `competition = "${competitionId}"`, sort: 'name' }) as Promise<Rows>;
}
async function drawsOf(pb: PocketBase, pouleId: string): Promise<Rows> {
  return pb.collection('draws').getFullList({ filter: `poule = "${pouleId}"`, sort: 'order' }) as Promise<Rows>;
}
/** The public snapshot as the SPA builds it from the competition's rows (one per published poule). */
async function snapshot(pb: PocketBase, competitionId: string) {
  const rows = await pb.collection('leaderboards').getFullList<LeaderboardRow>({ filter: `competition = "${competitionId}"` });
  return { ...mergeSnapshot(rows), rows };
}
async function scoreAll(pb: PocketBase, drawId: string, marks: (judge: number) => unknown, judges = 5) {
  for (let j = 1; j <= judges; j++) await pb.collection('evaluations').create({ draw: drawId, judge: j, marks: marks(j) });
}

describe('kata sheets', () => {
  it('are public data: items (opening, techniques, closing), scale, judges; organizers do not write them', async () => {
    const sheet = await guest.collection('kata_sheets').getFirstListItem('kata = "nage-no-kata"');
    expect(sheet.items).toHaveLength(ITEMS);
    expect(sheet.items[0].kind).toBe('opening');
    expect(sheet.items[16].kind).toBe('closing');
    expect(sheet.judges).toBe(5);
    expect(sheet.scale.deductions.big).toEqual({ points: 5, max: 1 });
    // Seven full katas and six youth or partial variants.
    expect(await guest.collection('kata_sheets').getFullList()).toHaveLength(13);
    // Admins write them too since 1764220000 (tests/kata-sheets.test.ts); organizers never.
    expect(await statusOf(organizer.collection('kata_sheets').update(sheet.id, { judges: 3 }))).toBe(404);
  });
});

describe('draw', () => {
  it('only the staff of the competition draw; accreditation or ongoing only', async () => {
    const { comp } = await drawn(['01IT0001', '02IT0002', '03IT0003']);
    for (const pb of [guest, athlete, otherOrganizer, commissioner, otherCommissioner]) {
      expect(await statusOf(post(pb, `/api/custom/competitions/${comp.id}/draw`))).toBe(403);
    }
    expect(await poulesOf(su, comp.id)).toHaveLength(0);
    const enrol = await resultsCompetition(su, organizer, [], 'enrolment');
    expect((await errorOf(post(organizer, `/api/custom/competitions/${enrol.id}/draw`))).data.competition?.code).toBe('draw_not_open');
    // Nobody creates poules or draws through the records API.
    expect(await statusOf(organizer.collection('poules').create({ competition: comp.id, kata: 'nage-no-kata', name: 'X' }))).toBe(403);
    const res = await post(admin, `/api/custom/competitions/${comp.id}/draw`, { seed: 'admin' });
    expect(res.seed).toBe('admin');
  });

  it('is reproducible from its seed, stored on the poule, and keeps the same club apart', async () => {
    const clubs = ['01IT0001', '01IT0001', '01IT0001', '02IT0002', '02IT0002', '03IT0003', '04IT0004'];
    const { comp } = await drawn(clubs);
    const first = await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'KATA2026' });
    expect(first.drawn).toEqual([expect.objectContaining({ couples: 7, poules: 1 })]);
    const [poule] = await poulesOf(organizer, comp.id);
    expect(poule.seed).toBe('KATA2026');
    expect(poule.published).toBe(false);
    expect(poule.judges).toBe(5);
    const order1 = (await drawsOf(organizer, poule.id)).map((d) => d.enrolment);
    // No two couples of the same club back to back (possible with 3 of 7).
    const rows = await drawsOf(organizer, poule.id);
    rows.slice(1).forEach((row, i) => expect(row.clubs).not.toBe(rows[i]?.clubs));
    expect(rows[0].toriName).toMatch(/^Tori/);
    // Redrawing with the same seed gives the same order. Another seed may or may not give another
    // order (two seeds can give the same one: the record ids differ on every run), so what is
    // guaranteed is checked: the other seed is stored and is itself reproducible.
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'KATA2026' });
    const [again] = await poulesOf(organizer, comp.id);
    expect((await drawsOf(organizer, again.id)).map((d) => d.enrolment)).toEqual(order1);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'OTHER' });
    const [other] = await poulesOf(organizer, comp.id);
    expect(other.seed).toBe('OTHER');
    const order2 = (await drawsOf(organizer, other.id)).map((d) => d.enrolment);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'OTHER' });
    const [otherAgain] = await poulesOf(organizer, comp.id);
    expect((await drawsOf(organizer, otherAgain.id)).map((d) => d.enrolment)).toEqual(order2);
    // Without a seed the server picks one and shows it.
    const auto = await post(organizer, `/api/custom/competitions/${comp.id}/draw`);
    expect(auto.seed).toMatch(/^[2-9A-Z]{8}$/);
  });

  it('splits ten or more couples into two groups, clubs spread over both; the threshold is per competition', async () => {
    const clubs = ['01IT0001', '01IT0001', '01IT0001', '01IT0001', '02IT0002', '02IT0002', '03IT0003', '04IT0004', '05IT0005', '06IT0006'];
    const { comp } = await drawn(clubs);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'S' });
    const poules = await poulesOf(organizer, comp.id);
    expect(poules.map((p) => p.name)).toEqual(['A', 'B']);
    const a = await drawsOf(organizer, poules[0].id);
    const b = await drawsOf(organizer, poules[1].id);
    expect([a.length, b.length]).toEqual([5, 5]);
    expect(a.filter((d) => d.clubs === '01IT0001')).toHaveLength(2);
    expect(b.filter((d) => d.clubs === '01IT0001')).toHaveLength(2);
    expect((await organizer.collection('competitions').getOne(comp.id)).pouleSplitAt).toBe(10); // the default
    await organizer.collection('competitions').update(comp.id, { pouleSplitAt: 12 });
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'S' });
    expect(await poulesOf(organizer, comp.id)).toHaveLength(1);
    // 0 turns splitting off (it used to fall back to 10).
    await organizer.collection('competitions').update(comp.id, { pouleSplitAt: 0 });
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'S' });
    expect(await poulesOf(organizer, comp.id)).toHaveLength(1);
  });

  it('moves a couple by hand before publication, renumbering; never after; publication by staff only', async () => {
    const { comp } = await drawn(['01IT0001', '02IT0002', '03IT0003', '04IT0004']);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'M' });
    const [poule] = await poulesOf(organizer, comp.id);
    const before = await drawsOf(organizer, poule.id);
    expect(await statusOf(post(commissioner, `/api/custom/draws/${before[3].id}/move`, { poule: poule.id, order: 1 }))).toBe(403);
    await post(organizer, `/api/custom/draws/${before[3].id}/move`, { poule: poule.id, order: 1 });
    const after = await drawsOf(organizer, poule.id);
    expect(after.map((d) => d.id)).toEqual([before[3].id, before[0].id, before[1].id, before[2].id]);
    expect(after.map((d) => d.order)).toEqual([1, 2, 3, 4]);
    // Draw fields are not editable through the API.
    expect(await statusOf(organizer.collection('draws').update(after[0].id, { order: 3 }))).toBe(403);
    // Unpublished: invisible to the public and athletes.
    for (const pb of [guest, athlete, otherOrganizer]) expect(await pb.collection('poules').getFullList({ filter: `competition = "${comp.id}"` })).toHaveLength(0);
    expect(await statusOf(commissioner.collection('poules').update(poule.id, { published: true }))).toBe(404);
    expect(await statusOf(organizer.collection('poules').update(poule.id, { name: 'Z' }))).toBe(403);
    expect((await errorOf(organizer.collection('poules').update(poule.id, { judges: 4 }))).data.judges?.code).toBe('poule_judges');
    await organizer.collection('poules').update(poule.id, { published: true });
    expect((await errorOf(post(organizer, `/api/custom/draws/${after[0].id}/move`, { poule: poule.id, order: 2 }))).data.poule?.code).toBe('draw_published');
    // Published: public reads the poule, the order of execution and the snapshot.
    expect(await guest.collection('poules').getFullList({ filter: `competition = "${comp.id}"` })).toHaveLength(1);
    expect((await drawsOf(guest, poule.id)).map((d) => d.id)).toEqual(after.map((d) => d.id));
    const snap = await snapshot(guest, comp.id);
    expect(snap.data.poules[0]!.entries.map((e) => e.id)).toEqual(after.map((d) => d.id));
    expect(snap.data.poules[0]!.seed).toBe('M');
    // A published category is not redrawn.
    const redraw = await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'N' });
    expect(redraw.skipped).toHaveLength(1);
    // Moves and draws are audited.
    const audit = await admin.collection('audit').getFullList({ filter: `event = "move" && record = "${before[3].id}"` });
    expect(audit).toHaveLength(1);
  });
});

describe('evaluations and results', () => {
  async function published(clubs: string[], judges = 5) {
    const { comp } = await drawn(clubs);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'E' });
    const [poule] = await poulesOf(organizer, comp.id);
    if (judges !== 5) await organizer.collection('poules').update(poule.id, { judges });
    await organizer.collection('poules').update(poule.id, { published: true });
    return { comp, poule, draws: await drawsOf(organizer, poule.id) };
  }

  it('officials of the competition score; others cannot; marks validated against the sheet', async () => {
    const { draws } = await published(['01IT0001', '02IT0002']);
    const d = draws[0].id;
    for (const pb of [guest, athlete, otherOrganizer, otherCommissioner]) {
      expect(await statusOf(pb.collection('evaluations').create({ draw: d, judge: 1, marks: cleanMarks(ITEMS) }))).toBeGreaterThanOrEqual(400);
    }
    const bad = async (marks: unknown, judge = 1) => (await errorOf(commissioner.collection('evaluations').create({ draw: d, judge, marks }))).data;
    expect((await bad(cleanMarks(ITEMS - 1))).marks?.code).toBe('evaluation_marks');
    expect((await bad(marksWith(ITEMS, {}).map((m, i) => (i === 2 ? { ...m, small: 3 } : m)))).marks?.code).toBe('evaluation_marks');
    expect((await bad(marksWith(ITEMS, {}).map((m, i) => (i === 2 ? { ...m, big: 2 } : m)))).marks?.code).toBe('evaluation_marks');
    // The opening is not a technique: it cannot be forgotten.
    expect((await bad(marksWith(ITEMS, {}, 0))).marks?.code).toBe('evaluation_marks');
    expect((await bad(cleanMarks(ITEMS), 6)).judge).toBeDefined();
    const ok = await commissioner.collection('evaluations').create({ draw: d, judge: 1, marks: marksWith(ITEMS, { small: 2, medium: 1 }) });
    expect(ok.total).toBe(170 - 2 - 3);
    await organizer.collection('evaluations').create({ draw: d, judge: 2, marks: cleanMarks(ITEMS) });
    await admin.collection('evaluations').create({ draw: d, judge: 3, marks: cleanMarks(ITEMS) });
    // One evaluation per judge and couple.
    expect(await statusOf(commissioner.collection('evaluations').create({ draw: d, judge: 1, marks: cleanMarks(ITEMS) }))).toBe(400);
    // Nobody but the officials reads them before... they are public once published, while not frozen.
    expect(await guest.collection('evaluations').getFullList({ filter: `draw = "${d}"`, query: { draw: d } })).toHaveLength(3);
  });

  it('unpublished poules and competitions not ongoing take no evaluations', async () => {
    const { comp } = await drawn(['01IT0001', '02IT0002']);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'U' });
    const [poule] = await poulesOf(organizer, comp.id);
    const [d] = await drawsOf(organizer, poule.id);
    expect((await errorOf(organizer.collection('evaluations').create({ draw: d.id, judge: 1, marks: cleanMarks(ITEMS) }))).data.draw?.code).toBe('evaluation_unpublished');
    const acc = await drawn(['01IT0001', '02IT0002'], 'accreditation');
    await post(organizer, `/api/custom/competitions/${acc.comp.id}/draw`, { seed: 'U' });
    const [p2] = await poulesOf(organizer, acc.comp.id);
    await organizer.collection('poules').update(p2.id, { published: true });
    const [d2] = await drawsOf(organizer, p2.id);
    expect((await errorOf(organizer.collection('evaluations').create({ draw: d2.id, judge: 1, marks: cleanMarks(ITEMS) }))).data.draw?.code).toBe('evaluation_not_ongoing');
  });

  it('five judges: highest and lowest cancelled per technique; ranks; correction recomputes and is audited', async () => {
    const { comp, poule, draws } = await published(['01IT0001', '02IT0002', '03IT0003']);
    const [a, b, c] = draws;
    // a: one judge very harsh (big mistake on every item: cancelled), others clean → 3 × 170.
    await scoreAll(commissioner, a.id, (j) => (j === 1 ? cleanMarks(ITEMS).map(() => ({ small: 0, medium: 0, big: 1, forgotten: false })) : cleanMarks(ITEMS)));
    // b: every judge one small mistake → 3 × 169.
    await scoreAll(commissioner, b.id, () => marksWith(ITEMS, { small: 1 }));
    let rows = await drawsOf(guest, poule.id);
    expect(rows[0]).toMatchObject({ scored: true, points: 510, rank: 1 });
    expect(rows[0].judgeTotals).toEqual([85, 170, 170, 170, 170]);
    expect(rows[1]).toMatchObject({ scored: true, points: 507, rank: 2, small: 3 });
    expect(rows[2]).toMatchObject({ scored: false, rank: 0 });
    // c: four judges so far: not scored, no rank.
    await scoreAll(commissioner, c.id, () => cleanMarks(ITEMS), 4);
    expect((await drawsOf(guest, poule.id))[2]).toMatchObject({ scored: false, rank: 0 });
    await commissioner.collection('evaluations').create({ draw: c.id, judge: 5, marks: cleanMarks(ITEMS) });
    rows = await drawsOf(guest, poule.id);
    expect(rows.map((r) => [r.points, r.rank])).toEqual([[510, 1], [507, 3], [510, 1]]);
    // Tie on points and mistakes: they share the rank until the officials decide; then the decision.
    await commissioner.collection('draws').update(c.id, { tieBreak: 1 });
    await commissioner.collection('draws').update(a.id, { tieBreak: 2 });
    rows = await drawsOf(guest, poule.id);
    expect(rows.map((r) => r.rank)).toEqual([2, 3, 1]);
    // "Just scored" is c (the newest evaluation), although the decisions re-saved a and c after it.
    expect((await snapshot(guest, comp.id)).data.last?.draw).toBe(c.id);
    // Correction: a judge of c finds a big mistake on every item → c's points drop; rank follows.
    const ev = await commissioner.collection('evaluations').getFirstListItem(`draw = "${c.id}" && judge = 2`);
    await commissioner.collection('evaluations').update(ev.id, { marks: marksWith(ITEMS, { medium: 5 }) });
    await commissioner.collection('evaluations').update(
      (await commissioner.collection('evaluations').getFirstListItem(`draw = "${c.id}" && judge = 3`)).id,
      { marks: marksWith(ITEMS, { medium: 5 }) },
    );
    rows = await drawsOf(guest, poule.id);
    expect(rows[2].points).toBe(510 - 15);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    const audit = await admin.collection('audit').getFullList({ filter: `table = "evaluations" && record = "${ev.id}" && event = "update"` });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.user).toBe(userId(commissioner));
    expect(audit[0]?.data.marks).toBeDefined();
    // Judge and couple of an evaluation are fixed; commissioners change only the tie decision.
    expect((await errorOf(commissioner.collection('evaluations').update(ev.id, { judge: 4 }))).data.judge?.code).toBe('evaluation_fixed');
    expect(await statusOf(commissioner.collection('draws').update(c.id, { points: 999 }))).toBe(403);
    // The public snapshot follows: standings of the category.
    const snap = await snapshot(guest, comp.id);
    expect(snap.data.standings[0]!.rows.map((r) => [r.draw, r.position])).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    // Once scored, the panel size is fixed and the poule cannot be withdrawn.
    expect((await errorOf(organizer.collection('poules').update(poule.id, { published: false }))).data.published?.code).toBe('poule_scored');
    expect((await errorOf(organizer.collection('poules').update(poule.id, { judges: 3 }))).data.judges?.code).toBe('poule_scored');
  });

  it('three judges: all marks summed; a forgotten technique (panel majority) halves the points', async () => {
    const { poule, draws } = await published(['01IT0001', '02IT0002'], 3);
    expect(await statusOf(organizer.collection('evaluations').create({ draw: draws[0].id, judge: 4, marks: cleanMarks(ITEMS) }))).toBe(400);
    await scoreAll(organizer, draws[0].id, () => marksWith(ITEMS, { small: 1 }), 3);
    await scoreAll(organizer, draws[1].id, (j) => (j <= 2 ? marksWith(ITEMS, {}, 5) : cleanMarks(ITEMS)), 3);
    const rows = await drawsOf(organizer, poule.id);
    expect(rows[0]).toMatchObject({ points: 3 * 169, rank: 1, forgotten: 0 });
    // Two of three judges: item 5 forgotten → 0, 0, 10 on it; (160 + 160 + 170) / 2.
    expect(rows[1]).toMatchObject({ points: 245, rank: 2, forgotten: 1 });
    // The judge totals shown are halved like the couple's points, so they add up to them: judge 3's
    // clean sheet shows 85, not 170 (before, 80 + 80 + 170 disagreed with the 245 points).
    expect(rows[1].judgeTotals).toEqual([80, 80, 85]);
  });
});

describe('leaderboard', () => {
  it('freezing (officials only) stops public updates; unfreezing catches up', async () => {
    const { comp } = await drawn(['01IT0001', '02IT0002']);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'F' });
    const [poule] = await poulesOf(organizer, comp.id);
    await organizer.collection('poules').update(poule.id, { published: true });
    const [d1, d2] = await drawsOf(organizer, poule.id);
    await scoreAll(commissioner, d1.id, () => cleanMarks(ITEMS));
    expect((await snapshot(guest, comp.id)).data.standings[0]!.rows[0]).toMatchObject({ draw: d1.id, points: 510, position: 1 });

    for (const pb of [guest, athlete, otherOrganizer, otherCommissioner]) {
      expect(await statusOf(post(pb, `/api/custom/competitions/${comp.id}/leaderboard`, { frozen: true }))).toBe(403);
    }
    await post(commissioner, `/api/custom/competitions/${comp.id}/leaderboard`, { frozen: true });
    let snap = await snapshot(guest, comp.id);
    expect(snap.frozen).toBe(true);
    // While frozen: new results stay with the officials; the public snapshot and live tables do not move.
    await scoreAll(commissioner, d2.id, () => cleanMarks(ITEMS));
    snap = await snapshot(guest, comp.id);
    expect(snap.data.standings[0]!.rows.find((r) => r.draw === d2.id)?.points).toBeNull();
    expect(await guest.collection('draws').getFullList({ filter: `poule = "${poule.id}"` })).toHaveLength(0);
    expect(await guest.collection('evaluations').getFullList({ filter: `draw = "${d2.id}"`, query: { draw: d2.id } })).toHaveLength(0);
    expect((await drawsOf(commissioner, poule.id))[1].points).toBe(510);

    await post(organizer, `/api/custom/competitions/${comp.id}/leaderboard`, { frozen: false });
    snap = await snapshot(guest, comp.id);
    expect(snap.frozen).toBe(false);
    expect(snap.data.standings[0]!.rows.map((r) => r.position)).toEqual([1, 1]);
    expect(await statusOf(guest.collection('leaderboards').update(snap.rows[0]!.id, { frozen: true }))).toBe(403);
    const audit = await admin.collection('audit').getFullList({ filter: `table = "competitions" && record = "${comp.id}" && event = "update"` });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('one row per published poule: an evaluation rewrites and sends only its poule\'s row; nothing public changed, nothing written; a withdrawn poule\'s row goes', async () => {
    const { comp } = await drawn(Array.from({ length: 10 }, (_, i) => `0${i % 5}IT000${i % 5}`));
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'ROWS' });
    const [a, b] = await poulesOf(organizer, comp.id);
    for (const p of [a, b]) await organizer.collection('poules').update(p.id, { published: true });
    const before = await snapshot(guest, comp.id);
    expect(before.rows.map((r) => r.poule).sort()).toEqual([a.id, b.id].sort());
    expect(before.data.poules.map((p) => p.name)).toEqual(['A', 'B']);
    const rowOf = (snap: typeof before, poule: string) => snap.rows.find((r) => r.poule === poule)!;
    const filter = `competition = "${comp.id}"`;
    const stream = await subscribeRealtime(server.url, '', [`leaderboards/*?options=${encodeURIComponent(JSON.stringify({ query: { filter } }))}`]);
    try {
      const [db] = await drawsOf(organizer, b.id);
      const [da] = await drawsOf(organizer, a.id);
      // The first recompute of B fills in its empty judges' totals (a public change: its row is written).
      await commissioner.collection('draws').update(db.id, { tieBreak: 1 });
      await stream.waitFor(1);
      const settled = await snapshot(guest, comp.id);
      const seen = stream.events.length;
      await commissioner.collection('evaluations').create({ draw: da.id, judge: 1, marks: cleanMarks(ITEMS) });
      await stream.waitFor(seen + 1);
      // Another tie decision on a couple not scored yet changes nothing public: no write, no event
      // (the next event is the withdrawal's below).
      await commissioner.collection('draws').update(db.id, { tieBreak: 2 });
      const after = await snapshot(guest, comp.id);
      expect(rowOf(after, b.id).updated).toBe(rowOf(settled, b.id).updated);
      expect(rowOf(after, a.id).data.entries.find((e) => e.id === da.id)?.judgeTotals).toEqual([170, null, null, null, null]);
      // Withdrawn (nothing scored in it yet): its row is deleted.
      await organizer.collection('poules').update(b.id, { published: false });
      await stream.waitFor(seen + 2);
      expect(stream.events.slice(seen).map((e) => [e.action, (e.record as { poule: string }).poule])).toEqual([['update', a.id], ['delete', b.id]]);
      expect((await snapshot(guest, comp.id)).rows.map((r) => r.poule)).toEqual([a.id]);
    } finally {
      await stream.close();
    }
    // Back to draft (superuser, or an admin step by step): the rows are no longer public, for anyone.
    await su.collection('competitions').update(comp.id, { status: 'draft' });
    for (const pb of [guest, organizer, admin]) expect((await snapshot(pb, comp.id)).rows).toHaveLength(0);
    await su.collection('competitions').update(comp.id, { status: 'ongoing' });
    expect((await snapshot(guest, comp.id)).rows.map((r) => r.poule)).toEqual([a.id]);
  });

  it('final: best of the groups (or best six), refused on a tie at the cut-off', async () => {
    const clubs = Array.from({ length: 10 }, (_, i) => `0${i % 5}IT000${i % 5}`);
    const { comp } = await drawn(clubs);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'FINAL' });
    const groups = await poulesOf(organizer, comp.id);
    expect(groups).toHaveLength(2);
    const circuit = groups[0].circuit;
    expect((await errorOf(post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' }))).data.kata?.code).toBe('final_unpublished');
    for (const g of groups) await organizer.collection('poules').update(g.id, { published: true });
    const all: RecordModel[] = [];
    for (const g of groups) all.push(...(await drawsOf(organizer, g.id)));
    // Everyone clean except: in each group the 4th and 5th get 2 and 3 small mistakes → 3 tied on top.
    for (const g of groups) {
      const ds = await drawsOf(organizer, g.id);
      for (const [i, d] of ds.entries()) await scoreAll(organizer, d.id, () => marksWith(ITEMS, { small: i }));
    }
    const final = await post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata', seed: 'F1' });
    expect(final.couples).toBe(6);
    expect(await statusOf(post(commissioner, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' }))).toBe(403);
    expect((await errorOf(post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' }))).data.kata?.code).toBe('final_exists');
    const fDraws = await drawsOf(organizer, final.poule);
    const qualified = new Set(fDraws.map((d) => d.enrolment));
    for (const g of groups) {
      const ds = await drawsOf(organizer, g.id);
      for (const d of ds) expect(qualified.has(d.enrolment)).toBe(d.rank <= 3);
    }
    await organizer.collection('poules').update(final.poule, { published: true });
    await scoreAll(organizer, fDraws[0].id, () => cleanMarks(ITEMS));
    const snap = await snapshot(guest, comp.id);
    const rows = snap.data.standings[0]!.rows;
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ draw: fDraws[0].id, phase: 'final', position: 1 });
    expect(rows.slice(6).every((r) => r.phase === 'group' && (r.position ?? 0) >= 7)).toBe(true);
  });

  it('a tie at the cut-off waits for the officials', async () => {
    const { comp } = await drawn(['01IT0001', '02IT0002', '03IT0003', '04IT0004', '05IT0005', '06IT0006', '07IT0007']);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'T' });
    const [g] = await poulesOf(organizer, comp.id);
    await organizer.collection('poules').update(g.id, { published: true });
    const ds = await drawsOf(organizer, g.id);
    for (const [i, d] of ds.entries()) await scoreAll(organizer, d.id, () => marksWith(ITEMS, { small: Math.min(i, 5) }));
    const circuit = g.circuit;
    expect((await errorOf(post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' }))).data.kata?.code).toBe('final_tie_at_cutoff');
    await organizer.collection('draws').update(ds[5].id, { tieBreak: 1 });
    expect((await post(organizer, `/api/custom/competitions/${comp.id}/final`, { circuit, kata: 'nage-no-kata' })).couples).toBe(6);
  });
});
