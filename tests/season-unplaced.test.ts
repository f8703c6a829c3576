// A season says why a category of an event gives no places (`season_events.unplaced`, written by the
// recompute from lib/rules/unfinished.js): a category split into groups A and B without a final, a final
// drawn but not performed; drawing and judging the final, then confirming again, brings its places
// in and the reason out. Readable by whoever reads the event (a guest of a public season), with no
// couple's name in it; written by the recompute only (an admin's write does not stick). Poules and
// draws are seeded as a superuser: the scoring is not what is tested here.
import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';

const stage = stageWith(['admin', 'organizer', 'athlete', 'organizer'] as const);
const post = (pb: PocketBase, path: string) => pb.send(path, { method: 'POST' });

describe('the categories of a season event that give no places', () => {
  const ids = {} as { season: string; event: string; comp: string; circuit: string; enrolments: string[] };

  async function draws(poule: string, enrolments: string[], scored: boolean) {
    for (const [i, en] of enrolments.entries()) {
      await stage.su.collection('draws').create({ poule, enrolment: en, order: i + 1, rank: scored ? i + 1 : 0, scored, toriName: `Tori${en.slice(0, 4)}`, ukeName: `Uke${en.slice(0, 4)}`, clubs: '01IT0001' });
    }
  }

  async function unplacedOf(pb: PocketBase = stage.guest) {
    return (await pb.collection('season_events').getOne(ids.event)).unplaced;
  }

  async function rankingRows() {
    return stage.su.collection('season_rankings').getFullList({ filter: `season = "${ids.season}"` });
  }

  it('names the groups without a final, to a guest, without names', async () => {
    const [admin, organizer, athlete] = stage.actors;
    const comp = await stage.su.collection('competitions').create({ name: 'Autumn Cup', date: '2026-10-01 09:00:00.000Z', organizers: [userId(organizer)], status: 'ongoing', scoring: 'ijf' });
    const circuit = await stage.su.collection('circuits').create({ competition: comp.id, name: 'Senior', order: 1 });
    ids.comp = comp.id;
    ids.circuit = circuit.id;
    ids.enrolments = [];
    for (let i = 0; i < 4; i++) {
      const person = (n: string) =>
        stage.su.collection('athletes').create({ owner: userId(athlete), name: `${n}${i}`, surname: 'Kano', birthday: `199${i}-01-01 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
      const [tori, uke] = [await person('Tori'), await person('Uke')];
      const couple = await stage.su.collection('couples').create({ owner: userId(athlete), tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
      ids.enrolments.push((await stage.su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(athlete), paymentReceived: true, present: true })).id);
    }
    const a = await stage.su.collection('poules').create({ competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
    const b = await stage.su.collection('poules').create({ competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'B', phase: 'group', published: true, judges: 5 });
    await draws(a.id, ids.enrolments.slice(0, 2), true);
    await draws(b.id, ids.enrolments.slice(2), true);
    const season = await admin.collection('seasons').create({ name: 'Cup 2026', startDate: '2026-01-01 00:00:00.000Z', endDate: '2026-12-31 00:00:00.000Z', public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    ids.season = season.id;
    ids.event = (await admin.collection('season_events').create({ season: season.id, competition: comp.id, level: 'A1', classes: { [circuit.id]: 'Senior' } })).id;

    const unplaced = await unplacedOf();
    expect(unplaced).toEqual([{ class: 'Senior', kata: 'nage-no-kata', reason: 'groups_without_final', groups: ['A', 'B'] }]);
    expect(JSON.stringify(unplaced)).not.toMatch(/Tori|Uke|Kano/);
    // Four couples scored, no place: the rule of docs/season.md.
    expect(await rankingRows()).toHaveLength(0);
  });

  it('is the recompute\'s alone: an admin\'s write does not stick', async () => {
    const [admin] = stage.actors;
    await admin.collection('season_events').update(ids.event, { unplaced: [], level: 'A1' });
    expect(await unplacedOf(stage.su)).toEqual([{ class: 'Senior', kata: 'nage-no-kata', reason: 'groups_without_final', groups: ['A', 'B'] }]);
  });

  it('a final drawn but not performed still gives none; judged and confirmed again, the reason goes', async () => {
    const [, organizer, athlete, stranger] = stage.actors;
    const final = await stage.su.collection('poules').create({ competition: ids.comp, circuit: ids.circuit, kata: 'nage-no-kata', name: 'Final', phase: 'final', published: true, judges: 5 });
    await draws(final.id, ids.enrolments, false);
    // Only the competition's organizers confirm (and so recompute).
    expect(await statusOf(post(athlete, `/api/custom/season-events/${ids.event}/confirm`))).toBe(403);
    expect(await statusOf(post(stranger, `/api/custom/season-events/${ids.event}/confirm`))).toBe(403);
    expect(await unplacedOf()).toEqual([{ class: 'Senior', kata: 'nage-no-kata', reason: 'groups_without_final', groups: ['A', 'B'] }]);
    expect(await statusOf(post(organizer, `/api/custom/season-events/${ids.event}/confirm`))).toBe(200);
    expect(await unplacedOf()).toEqual([{ class: 'Senior', kata: 'nage-no-kata', reason: 'final_not_performed', groups: ['A', 'B'] }]);

    // The final judged: seeded again with its ranks (an update of a draw recomputes it from sheets).
    await stage.su.collection('poules').delete(final.id);
    const judged = await stage.su.collection('poules').create({ competition: ids.comp, circuit: ids.circuit, kata: 'nage-no-kata', name: 'Final', phase: 'final', published: true, judges: 5 });
    await draws(judged.id, ids.enrolments, true);
    expect(await statusOf(post(organizer, `/api/custom/season-events/${ids.event}/confirm`))).toBe(200);
    expect(await unplacedOf()).toEqual([]);
    expect(await rankingRows()).toHaveLength(4);
  });
});
