// The season on a real PocketBase: the hand-computed season of src/lib/rules/season.test.ts end to end
// (three events of two levels, best 2 of 3, ties decided by the tie rule, a pair entered from two
// registries, a pair of two clubs), confirmation by archiving and by the organizers, reopening taking
// the points out, qualification for the final event per role with a wildcard, and a seeded draw.
// Results are seeded as a superuser (poules and ranked draws): the scoring is not what is tested here.
import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { seasonTable, type SeasonRankingRow } from '../src/lib/rules/season';
import type { SeasonRankingsRecord } from '../src/lib/pb-types';

const stage = stageWith(['admin', 'organizer', 'athlete', 'athlete'] as const);
const post = (pb: PocketBase, path: string) => pb.send(path, { method: 'POST' });

type Person = [name: string, surname: string, birthday: string, club: string];
const PEOPLE: Record<string, [Person, Person]> = {
  P: [['Paolo', 'Bianchi', '1990-01-01', '01IT0001'], ['Piero', 'Verdi', '1991-01-01', '02IT0002']],
  Q: [['Quinto', 'Neri', '1990-02-02', '03IT0003'], ['Quirino', 'Gialli', '1992-02-02', '03IT0003']],
  R: [['Anna', 'Rossi', '1995-03-03', '04IT0004'], ['Bruna', 'Russo', '1996-03-03', '04IT0004']],
  S: [['Sara', 'Conti', '1993-04-04', '01IT0001'], ['Sofia', 'Conti', '1994-04-04', '01IT0001']],
  T: [['Tino', 'Ferri', '1980-05-05', '05IT0005'], ['Tullio', 'Ferri', '1981-05-05', '05IT0005']],
};

describe('the season', () => {
  const ids = {} as { season: string; events: Record<string, string>; comps: Record<string, string>; circuits: Record<string, string>; couples: Record<string, string>; final: string };

  /** A couple of `owner`'s registry for the two people of pair `p` (athletes verified). */
  async function couple(owner: PocketBase, p: string, spelling = (s: string) => s) {
    const athlete = ([name, surname, birthday, club]: Person) =>
      stage.su.collection('athletes').create({ owner: userId(owner), name: spelling(name), surname, birthday: `${birthday} 00:00:00.000Z`, country: 'IT', belt: '1d', club, verified: true });
    const [tori, uke] = await Promise.all(PEOPLE[p]!.map(athlete));
    return stage.su.collection('couples').create({ owner: userId(owner), tori: tori!.id, uke: uke!.id, kata: 'nage-no-kata', verified: true });
  }

  /** A competition on `date` whose only group poule ranked the couples as given. */
  async function event(date: string, ranking: [string, RecordModel][]) {
    const [, organizer] = stage.actors;
    const comp = await stage.su.collection('competitions').create({ name: `Event ${date}`, date: `${date} 09:00:00.000Z`, organizers: [userId(organizer)], status: 'ongoing', scoring: 'ijf' });
    const circuit = await stage.su.collection('circuits').create({ competition: comp.id, name: 'Senior', order: 1 });
    const poule = await stage.su.collection('poules').create({ competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
    for (const [i, [p, c]] of ranking.entries()) {
      const en = await stage.su.collection('enrolments').create({ competition: comp.id, couple: c.id, owner: c.owner, paymentReceived: true, present: true });
      const clubs = [...new Set(PEOPLE[p]!.map((x) => x[3]))].join(' ');
      await stage.su.collection('draws').create({ poule: poule.id, enrolment: en.id, order: i + 1, rank: i + 1, scored: true, toriName: PEOPLE[p]![0][0], ukeName: PEOPLE[p]![1][0], clubs });
    }
    return { comp: comp.id, circuit: circuit.id };
  }

  async function ranking(pb: PocketBase = stage.guest) {
    const rows = await pb.collection('season_rankings').getFullList<SeasonRankingsRecord>({ filter: `season = "${ids.season}"`, sort: 'rank' });
    return rows.map((r) => ({ ...r, who: r.toriName as string }));
  }

  it('ranks the hand-computed season once its events are confirmed', async () => {
    const [admin, organizer, athlete, other] = stage.actors;
    const c: Record<string, RecordModel> = {};
    for (const p of ['P', 'Q', 'R', 'S', 'T']) c[p] = await couple(athlete, p);
    // R again, from another registry, spelled differently.
    const r2 = await couple(other, 'R', (s) => ` ${s.toUpperCase()} `);
    ids.couples = Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.id]));

    const season = await admin.collection('seasons').create({
      name: 'Grand Prix 2026',
      startDate: '2026-01-01 00:00:00.000Z',
      endDate: '2026-12-31 00:00:00.000Z',
      public: true,
      classes: ['Senior'],
      levels: [{ name: 'A1', weight: 1 }, { name: 'A2', weight: 0.5 }],
      bestN: 2,
    });
    ids.season = season.id;
    expect(season.points).toEqual([10, 8, 6, 4, 2, 1]);
    expect([season.tieRule, season.clubShare]).toEqual(['places-then-recent', 'half']);

    const e1 = await event('2026-03-01', [['P', c.P!], ['Q', c.Q!], ['R', c.R!], ['S', c.S!]]);
    const e2 = await event('2026-04-01', [['P', c.P!], ['R', r2], ['Q', c.Q!], ['S', c.S!]]);
    const e3 = await event('2026-05-01', [['Q', c.Q!], ['P', c.P!], ['S', c.S!], ['R', c.R!], ['T', c.T!]]);
    ids.comps = { E1: e1.comp, E2: e2.comp, E3: e3.comp };
    ids.events = {};
    for (const [k, e, level] of [['E1', e1, 'A1'], ['E2', e2, 'A2'], ['E3', e3, 'A1']] as const) {
      ids.events[k] = (await admin.collection('season_events').create({ season: ids.season, competition: e.comp, level, classes: { [e.circuit]: 'Senior' } })).id;
    }
    // Nothing confirmed: every line provisional, no points.
    let rows = await ranking();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.provisional && r.total === 0)).toBe(true);

    // E1 and E2 are archived (confirmed by archiving), E3's organizer confirms it (still ongoing).
    await stage.su.collection('competitions').update(e1.comp, { status: 'archived' });
    // E2 is archived by its organizer: the confirmation's audit row names them, not the system.
    await organizer.collection('competitions').update(e2.comp, { status: 'archived' });
    const confirmedBy = await stage.su.collection('audit').getFullList({ filter: `table = "seasons" && event = "season_confirm"`, sort: 'created' });
    expect(confirmedBy.map((a) => a.user)).toEqual(['', userId(organizer)]);
    expect(await statusOf(post(stage.guest, `/api/custom/season-events/${ids.events.E3}/confirm`))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(post(athlete, `/api/custom/season-events/${ids.events.E3}/confirm`))).toBe(403);
    expect(await statusOf(post(organizer, `/api/custom/season-events/${ids.events.E3}/confirm`))).toBe(200);

    rows = await ranking();
    expect(rows.map((r) => [r.who, r.total, r.rank, r.previousRank, r.movement, r.provisional])).toEqual([
      ['Quinto', 18, 1, 2, 1, false],
      ['Paolo', 18, 2, 1, -1, false],
      ['Anna', 10, 3, 3, 0, false],
      ['Sara', 10, 4, 4, 0, false],
      ['Tino', 2, 5, 0, 0, false],
    ]);
    const paolo = rows.find((r) => r.who === 'Paolo')!;
    expect((paolo.lines as { place: number; points: number; counted: boolean }[]).map((l) => [l.place, l.points, l.counted])).toEqual([[1, 10, true], [1, 5, false], [2, 8, true]]);
    expect(paolo.clubs).toEqual(['01IT0001', '02IT0002']);
    // The same pair from two registries is one line with its three events.
    expect((rows.find((r) => r.who === 'Anna')!.lines as unknown[]).length).toBe(3);
    // The identities behind a pair (birthdays) are not published, only an id keyed by the server's
    // secret (tests/season-pair-privacy.test.ts).
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.pair as string))).toBe(true);
    const clubs = seasonTable(rows as unknown as SeasonRankingRow[], 'clubs', 'half');
    expect(clubs.map((t) => [t.name, t.points])).toEqual([['01IT0001', 19], ['03IT0003', 18], ['04IT0004', 10], ['02IT0002', 9], ['05IT0005', 2]]);
    expect(clubs[0]).toMatchObject({ gold: 1, silver: 1, bronze: 1 });
  });

  it('reopening an event takes its points out again; only an admin reopens', async () => {
    const [admin, organizer] = stage.actors;
    expect(await statusOf(post(organizer, `/api/custom/season-events/${ids.events.E3}/reopen`))).toBe(403);
    expect(await statusOf(post(admin, `/api/custom/season-events/${ids.events.E3}/reopen`))).toBe(200);
    let rows = await ranking();
    expect(rows.map((r) => [r.who, r.total, r.provisional])).toEqual([['Paolo', 15, true], ['Quinto', 11, true], ['Anna', 10, true], ['Sara', 6, true], ['Tino', 0, true]]);
    // `confirmed` moves only through the routes, audited.
    const err = await errorOf(admin.collection('season_events').update(ids.events.E3 ?? "", { confirmed: true }));
    expect(err.data.confirmed?.code).toBe('season_event_fixed');
    expect(await statusOf(post(organizer, `/api/custom/season-events/${ids.events.E3}/confirm`))).toBe(200);
    rows = await ranking();
    expect(rows.map((r) => [r.who, r.total])).toEqual([['Quinto', 18], ['Paolo', 18], ['Anna', 10], ['Sara', 10], ['Tino', 2]]);
    const audit = await stage.su.collection('audit').getFullList({ filter: `table = "seasons" && record = "${ids.season}"`, sort: 'created' });
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['season_confirm', 'season_reopen']));
    expect(audit.find((a) => a.event === 'season_reopen')?.user).toBe(userId(admin));
  });

  it('nobody writes ranking rows; a private season is read by admins only', async () => {
    const [admin, organizer, athlete] = stage.actors;
    const [row] = await ranking();
    for (const pb of [stage.guest, athlete, organizer, admin]) {
      expect(await statusOf(pb.collection('season_rankings').update(row!.id, { total: 99 }))).toBeGreaterThanOrEqual(400);
      expect(await statusOf(pb.collection('season_rankings').create({ season: ids.season, class: 'Senior', kata: 'nage-no-kata', pair: 'x' }))).toBeGreaterThanOrEqual(400);
    }
    await admin.collection('seasons').update(ids.season, { public: false });
    expect(await ranking(stage.guest)).toHaveLength(0);
    expect(await ranking(athlete)).toHaveLength(0);
    expect(await ranking(admin)).toHaveLength(5);
    await admin.collection('seasons').update(ids.season, { public: true });
    expect(await ranking(stage.guest)).toHaveLength(5);
  });

  it('the final event admits the top N at the cut-off and the wildcards, whoever asks', async () => {
    const [admin, organizer, athlete] = stage.actors;
    const final = await stage.su.collection('competitions').create({ name: 'Final', date: '2026-11-01 09:00:00.000Z', organizers: [userId(organizer)], status: 'enrolment' });
    const circuit = await stage.su.collection('circuits').create({ competition: final.id, name: 'Senior', order: 1 });
    await admin.collection('season_events').create({ season: ids.season, competition: final.id, level: 'A1', classes: { [circuit.id]: 'Senior' } });
    await admin.collection('seasons').update(ids.season, { finalEvent: final.id, qualifyTop: 2, qualifyCutoff: '2026-10-01 00:00:00.000Z' });
    const enrol = (pb: PocketBase, p: string) => pb.collection('enrolments').create({ competition: final.id, couple: ids.couples[p], owner: userId(athlete) });

    // Qualified: Q and P (the top 2). S is not: refused to its owner and to an admin alike.
    expect(await statusOf(enrol(athlete, 'Q'))).toBe(200);
    const refused = await errorOf(enrol(athlete, 'S'));
    expect([refused.status, refused.data.couple?.code]).toEqual([400, 'season_not_qualified']);
    expect((await errorOf(enrol(admin, 'S'))).data.couple?.code).toBe('season_not_qualified');
    expect(await statusOf(enrol(organizer, 'S'))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(enrol(stage.guest, 'S'))).toBeGreaterThanOrEqual(400);
    expect(await stage.su.collection('enrolments').getFullList({ filter: `competition = "${final.id}"` })).toHaveLength(1);

    // A wildcard: admins only, with a reason, audited; then S enters.
    const s = await stage.su.collection('couples').getOne(ids.couples.S ?? '');
    const wildcard = { season: ids.season, class: 'Senior', kata: 'nage-no-kata', tori: s.tori, uke: s.uke, reason: 'Injured at the last event' };
    expect(await statusOf(organizer.collection('season_wildcards').create(wildcard))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(athlete.collection('season_wildcards').create(wildcard))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(admin.collection('season_wildcards').create({ ...wildcard, reason: '' }))).toBe(400);
    const card = await admin.collection('season_wildcards').create(wildcard);
    expect((await stage.su.collection('audit').getFullList({ filter: `table = "season_wildcards" && record = "${card.id}"` })).map((a) => a.event)).toEqual(['create']);
    expect(await statusOf(enrol(athlete, 'S'))).toBe(200);
  });

  it('a competition of the season seeds its draw from the ranking', async () => {
    const [admin, organizer, athlete] = stage.actors;
    const comp = await stage.su.collection('competitions').create({ name: 'Seeded', date: '2026-06-01 09:00:00.000Z', organizers: [userId(organizer)], status: 'accreditation', pouleSplitAt: 0 });
    const circuit = await stage.su.collection('circuits').create({ competition: comp.id, name: 'Senior', order: 1 });
    for (const p of ['P', 'Q', 'R', 'S', 'T']) {
      await stage.su.collection('enrolments').create({ competition: comp.id, couple: ids.couples[p], owner: userId(athlete), paymentReceived: true, present: true });
    }
    await admin.collection('season_events').create({ season: ids.season, competition: comp.id, level: 'A2', classes: { [circuit.id]: 'Senior' }, seeded: true });
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'SEASON' } });
    const draws = await stage.su.collection('draws').getFullList({ filter: `poule.competition = "${comp.id}"`, sort: 'order' });
    // One group: the 2nd (Paolo) then the 1st (Quinto) perform last.
    expect(draws.slice(-2).map((d) => [d.toriName, d.seededRank])).toEqual([['Paolo Bianchi', 2], ['Quinto Neri', 1]]);
    expect(draws.slice(0, -2).every((d) => d.seededRank === 0)).toBe(true);
    // Published, the public draw shows the seeds, and only them.
    await organizer.collection('poules').update(draws[0]!.poule, { published: true });
    const board = await stage.guest.send(`/api/custom/competitions/${comp.id}/board`, { method: 'GET' });
    const entries: { tori: string; seededRank?: number }[] = board.rows[0].data.entries;
    expect(entries.filter((e) => e.seededRank).map((e) => [e.tori, e.seededRank])).toEqual([['Paolo Bianchi', 2], ['Quinto Neri', 1]]);
  });
});
