// Audit rows name their record as people know it, stored when the row is written: an athlete's name,
// a couple's athletes, a club's name; a deleted record keeps its name in the trail.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { stageWith } from './helpers/stage';
import { actor, userId } from './helpers/actors';
import { createAthlete, createCouple } from './helpers/fixtures';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';

const stage = stageWith([['athlete', 'Owner Person'], 'admin']);
let owner: PocketBase, admin: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ su } = stage);
  [owner, admin] = stage.actors;
});

const row = (record: string, event: string) => su.collection('audit').getFirstListItem(su.filter('record = {:r} && event = {:e}', { r: record, e: event }));

describe('audit labels', () => {
  it('names an athlete on create, update and after its deletion', async () => {
    const a = await createAthlete(owner, { name: 'Marco', surname: 'Esposito' });
    expect((await row(a.id, 'create')).label).toBe('Marco Esposito');
    await owner.collection('athletes').update(a.id, { region: 'Lombardia' });
    expect((await row(a.id, 'update')).label).toBe('Marco Esposito');
    await owner.collection('athletes').delete(a.id);
    expect((await row(a.id, 'delete')).label).toBe('Marco Esposito');
  });

  it("names a couple by its athletes, a club by its name, a login by the user's name", async () => {
    const c = await createCouple(owner);
    const [tori, uke] = await Promise.all([su.collection('athletes').getOne(c.tori), su.collection('athletes').getOne(c.uke)]);
    expect((await row(c.id, 'create')).label).toBe(`${tori.name} ${tori.surname} – ${uke.name} ${uke.surname}`);
    await owner.collection('couples').delete(c.id);
    expect((await row(c.id, 'delete')).label).toBe(`${tori.name} ${tori.surname} – ${uke.name} ${uke.surname}`);
    const club = await admin.collection('clubs').create({ code: '55AL0001', name: 'Kodokan Milano' });
    expect((await row(club.id, 'create')).label).toBe('Kodokan Milano (55AL0001)');
    expect((await row(userId(owner), 'login')).label).toBe('Owner Person');
  });

  it("names a judge's sheet by its couple and a season's event by its competition", async () => {
    const organizer = await actor(stage.server.url, 'organizer');
    const comp = await resultsCompetition(su, organizer, []);
    const enrolment = await coupleInCompetition(su, owner, comp.id);
    const couple = await su.collection('couples').getOne(enrolment.couple as string, { expand: 'tori,uke' });
    const [tori, uke] = [couple.expand!.tori, couple.expand!.uke];
    const [circuit] = await su.collection('circuits').getFullList({ filter: `competition = "${comp.id}"` });
    const poule = await su.collection('poules').create({ competition: comp.id, circuit: circuit!.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 3 });
    const draw = await su.collection('draws').create({ poule: poule.id, enrolment: enrolment.id, order: 1, toriName: tori.name, ukeName: uke.name });
    const sheet = await organizer.collection('evaluations').create({ draw: draw.id, judge: 1, marks: cleanMarks(17) });
    expect((await row(sheet.id, 'create')).label).toBe(`${tori.name} ${tori.surname} – ${uke.name} ${uke.surname}`);
    const season = await admin.collection('seasons').create({ name: 'Labels season', public: false, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    const event = await admin.collection('season_events').create({ season: season.id, competition: comp.id, level: 'A1' });
    expect((await row(event.id, 'create')).label).toBe(comp.name);
  });
});
