// The qualification for a season's final event as its people see it, on a real PocketBase: a
// competition joins a season with a class per circuit (the server refuses a foreign class or
// circuit), the final event is one of the season's own, wildcards name a class of the season, the
// athlete reads the basis of their own couples for the finals of the seasons they may read (a private
// season is not named to them) and the final's staff that of its pairs (rank at the cut-off,
// wildcard, or not qualified); a wildcard's reason is the admins' unless the wildcard makes it public;
// the organizers of a season's competition read that season even when it is private. Results are
// seeded as a superuser (a ranked group poule).
import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';

const stage = stageWith(['admin', 'organizer', 'organizer', 'athlete', 'athlete'] as const);

interface Basis {
  couple?: string;
  enrolment?: string;
  competition?: string;
  competitionName?: string;
  seasonName: string;
  class: string;
  kata: string;
  basis: 'rank' | 'wildcard' | 'none';
  rank: number;
  reason: string;
}
const get = (pb: PocketBase, path: string) => pb.send<{ items: Basis[] }>(path, { method: 'GET' });

describe('qualification for the final event', () => {
  const ids = {} as { season: string; senior: string; master: string; event: string; final: string; finalCircuit: string; couples: Record<string, RecordModel>; enrolled: Record<string, string> };

  /** A verified couple of the athlete (the first athlete actor) for `who`. */
  async function couple(owner: PocketBase, who: string, born: string) {
    const athlete = (name: string) =>
      stage.su.collection('athletes').create({ owner: userId(owner), name, surname: who, birthday: `${born} 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const [tori, uke] = await Promise.all([athlete('Tori'), athlete('Uke')]);
    return stage.su.collection('couples').create({ owner: userId(owner), tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
  }

  it('joins a competition with a class per circuit; refuses a class or circuit not its own', async () => {
    const [admin, organizer, other, athlete] = stage.actors;
    const season = await admin.collection('seasons').create({ name: 'Private Grand Prix', public: false, classes: ['Senior', 'Master'], levels: [{ name: 'A1', weight: 1 }] });
    ids.season = season.id;
    const comp = await stage.su.collection('competitions').create({ name: 'Stage 1', date: '2026-03-01 09:00:00.000Z', organizers: [userId(organizer)], status: 'ongoing', scoring: 'ijf' });
    const senior = await stage.su.collection('circuits').create({ competition: comp.id, name: 'Senior', order: 1 });
    const master = await stage.su.collection('circuits').create({ competition: comp.id, name: 'Master', order: 2 });
    const elsewhere = await stage.su.collection('competitions').create({ name: 'Elsewhere', date: '2026-03-02 09:00:00.000Z', status: 'ready' });
    const foreign = await stage.su.collection('circuits').create({ competition: elsewhere.id, name: 'Senior', order: 1 });
    Object.assign(ids, { senior: senior.id, master: master.id });

    const base = { season: ids.season, competition: comp.id, level: 'A1' };
    expect((await errorOf(admin.collection('season_events').create({ ...base, classes: { [senior.id]: 'Cadet' } }))).data.classes?.code).toBe('season_event_class');
    expect((await errorOf(admin.collection('season_events').create({ ...base, classes: { [foreign.id]: 'Senior' } }))).data.classes?.code).toBe('season_event_class');
    expect(await statusOf(organizer.collection('season_events').create({ ...base, classes: { [senior.id]: 'Senior' } }))).toBeGreaterThanOrEqual(400);
    const event = await admin.collection('season_events').create({ ...base, classes: { [senior.id]: 'Senior', [master.id]: 'Master' } });
    ids.event = event.id;
    expect(event.classes).toEqual({ [senior.id]: 'Senior', [master.id]: 'Master' });

    // The organizers of the competition read its season (private) and event; nobody else but admins.
    expect((await organizer.collection('season_events').getOne(event.id, { expand: 'season' })).expand?.season?.name).toBe('Private Grand Prix');
    expect(await statusOf(organizer.collection('seasons').getOne(ids.season))).toBe(200);
    for (const pb of [other, athlete, stage.guest]) {
      expect(await statusOf(pb.collection('seasons').getOne(ids.season))).toBe(404);
      expect(await statusOf(pb.collection('season_events').getOne(event.id))).toBe(404);
    }
  });

  it('the final event is an event of the season; a wildcard names one of its classes', async () => {
    const [admin, organizer, , athlete, rival] = stage.actors;
    ids.couples = { P: await couple(athlete, 'Primi', '1990-01-01'), Q: await couple(athlete, 'Secondi', '1991-01-01'), S: await couple(athlete, 'Terzi', '1992-01-01'), R: await couple(rival, 'Rivali', '1993-01-01') };
    // Stage 1's Senior group: P, Q, S, R; confirmed by its organizer.
    const comp = (await stage.su.collection('season_events').getOne(ids.event)).competition as string;
    const poule = await stage.su.collection('poules').create({ competition: comp, circuit: ids.senior, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
    for (const [i, k] of ['P', 'Q', 'S', 'R'].entries()) {
      const c = ids.couples[k]!;
      const en = await stage.su.collection('enrolments').create({ competition: comp, couple: c.id, owner: c.owner, paymentReceived: true, present: true });
      await stage.su.collection('draws').create({ poule: poule.id, enrolment: en.id, order: i + 1, rank: i + 1, scored: true, toriName: `Tori ${k}`, ukeName: `Uke ${k}`, clubs: '01IT0001' });
    }
    expect(await statusOf(organizer.send(`/api/custom/season-events/${ids.event}/confirm`, { method: 'POST' }))).toBe(200);

    const final = await stage.su.collection('competitions').create({ name: 'National final', date: '2026-11-01 09:00:00.000Z', organizers: [userId(organizer)], status: 'enrolment' });
    const circuit = await stage.su.collection('circuits').create({ competition: final.id, name: 'Senior', order: 1 });
    Object.assign(ids, { final: final.id, finalCircuit: circuit.id });
    const qualify = { finalEvent: final.id, qualifyTop: 1, qualifyCutoff: '2026-10-01 00:00:00.000Z' };
    expect((await errorOf(admin.collection('seasons').update(ids.season, qualify))).data.finalEvent?.code).toBe('season_final_event');
    await admin.collection('season_events').create({ season: ids.season, competition: final.id, level: 'A1', classes: { [circuit.id]: 'Senior' } });
    await admin.collection('seasons').update(ids.season, qualify);

    const q = ids.couples.Q!;
    const card = { season: ids.season, class: 'Senior', kata: 'nage-no-kata', tori: q.tori, uke: q.uke, reason: 'Injured at stage 1' };
    expect((await errorOf(admin.collection('season_wildcards').create({ ...card, class: 'Cadet' }))).data.class?.code).toBe('season_wildcard_class');
    expect((await errorOf(admin.collection('season_wildcards').create({ ...card, uke: q.tori }))).data.uke?.code).toBe('season_wildcard_pair');
    // The one rule of reasons: zero-width characters are no reason.
    expect((await errorOf(admin.collection('season_wildcards').create({ ...card, reason: '\u200b\u200b\u200b' }))).data.reason?.code).toBe('reason_required');
    expect((await errorOf(admin.collection('season_wildcards').create({ ...card, reason: 'a\u200bb\u200b' }))).data.reason?.code).toBe('reason_length');
    await admin.collection('season_wildcards').create({ ...card, reason: '  Injured at stage 1 ' });
  });

  it('the athlete reads the basis of their own couples only, for the seasons they may read', async () => {
    const [admin, organizer, other, athlete, rival] = stage.actors;
    // The season is private: its final is not named to the pairs, who have no part in it.
    for (const pb of [athlete, rival]) expect((await get(pb, '/api/custom/qualifications/mine')).items).toEqual([]);
    await admin.collection('seasons').update(ids.season, { public: true });

    const mine = (await get(athlete, '/api/custom/qualifications/mine')).items;
    const byCouple = Object.fromEntries(mine.map((b) => [b.couple, b]));
    expect(Object.keys(byCouple).sort()).toEqual(['P', 'Q', 'S'].map((k) => ids.couples[k]!.id).sort());
    expect(byCouple[ids.couples.P!.id]).toMatchObject({ competition: ids.final, competitionName: 'National final', seasonName: 'Private Grand Prix', class: 'Senior', kata: 'nage-no-kata', basis: 'rank', rank: 1, reason: '' });
    // The wildcard's reason is private (the default): its pair reads that it holds a wildcard.
    expect(byCouple[ids.couples.Q!.id]).toMatchObject({ basis: 'wildcard', rank: 0, reason: '' });
    expect(byCouple[ids.couples.S!.id]).toMatchObject({ basis: 'none', rank: 0, reason: '' });
    expect((await get(rival, '/api/custom/qualifications/mine')).items.map((b) => [b.couple, b.basis])).toEqual([[ids.couples.R!.id, 'none']]);
    for (const pb of [admin, organizer, other]) expect((await get(pb, '/api/custom/qualifications/mine')).items).toEqual([]);
    expect(await statusOf(get(stage.guest, '/api/custom/qualifications/mine'))).toBe(401);
  });

  it("the final's staff read the basis of its pairs; nobody else does", async () => {
    const [admin, organizer, other, athlete] = stage.actors;
    for (const k of ['P', 'Q']) await athlete.collection('enrolments').create({ competition: ids.final, couple: ids.couples[k]!.id, owner: userId(athlete) });
    expect((await errorOf(athlete.collection('enrolments').create({ competition: ids.final, couple: ids.couples.S!.id, owner: userId(athlete) }))).data.couple?.code).toBe('season_not_qualified');
    const enrolments = await stage.su.collection('enrolments').getFullList({ filter: `competition = "${ids.final}"` });
    const coupleOf = Object.fromEntries(enrolments.map((e) => [e.id, e.couple as string]));
    const bases = async (pb: PocketBase) =>
      (await get(pb, `/api/custom/competitions/${ids.final}/qualifications`)).items.map((b) => [coupleOf[b.enrolment!], b.basis, b.rank, b.reason]).sort();
    const expected = (reason: string) => [[ids.couples.P!.id, 'rank', 1, ''], [ids.couples.Q!.id, 'wildcard', 0, reason]].sort();
    // A private reason: admins read it, the final's organizers read that there is a wildcard.
    expect(await bases(admin)).toEqual(expected('Injured at stage 1'));
    expect(await bases(organizer)).toEqual(expected(''));
    // Made public on the wildcard: the organizers and the pair's owner read it too.
    const wildcard = await admin.collection('season_wildcards').getFirstListItem(`season = "${ids.season}"`);
    expect(wildcard.reasonPublic).toBe(false);
    await admin.collection('season_wildcards').update(wildcard.id, { reasonPublic: true });
    for (const pb of [admin, organizer]) expect(await bases(pb)).toEqual(expected('Injured at stage 1'));
    const q = (await get(athlete, '/api/custom/qualifications/mine')).items.find((b) => b.couple === ids.couples.Q!.id);
    expect(q).toMatchObject({ basis: 'wildcard', reason: 'Injured at stage 1' });
    for (const pb of [other, athlete]) expect(await statusOf(get(pb, `/api/custom/competitions/${ids.final}/qualifications`))).toBe(403);
    expect(await statusOf(get(stage.guest, `/api/custom/competitions/${ids.final}/qualifications`))).toBe(403);
    // A competition that is no final: nothing to show.
    const stage1 = (await stage.su.collection('season_events').getOne(ids.event)).competition as string;
    expect((await get(organizer, `/api/custom/competitions/${stage1}/qualifications`)).items).toEqual([]);
  });
});
