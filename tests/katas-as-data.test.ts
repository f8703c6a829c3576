// Katas as data against a real PocketBase: the 13 katas are catalogue rows with their names and
// order; an admin adds Kodomo-no-kata (1) and it works end to end — a couple of it, a children's
// circuit listing it, the enrolment placed in that circuit, the draw, the marks and the results —;
// every field naming a kata is checked against the catalogue; a kata switched off is not offered for
// new couples and circuits; a kata in use is not removed, its short name never changes.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { coupleInCompetition, resultsCompetition, type Mark } from './helpers/results';

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ su } = stage);
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const SCALE = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
/** Kodomo-no-kata 1: opening, ten techniques, closing. */
const KODOMO_ITEMS = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  ...['Mae-mawari-ukemi', 'Uchi-mata (fixed)', 'Uchi-mata (moving)', 'Harai-goshi (fixed)', 'Harai-goshi (moving)', 'Ko-uchi-gari to Ippon-seoi-nage', 'Ippon-seoi-nage to Kesa-gatame', 'Ushiro-kesa-gatame', 'Yoko-shiho-gatame', 'Kami-shiho-gatame'].map((name, i) => ({ key: `t${i + 1}`, kind: 'technique', name })),
  { key: 'closing', kind: 'closing', name: 'Closing' },
];
const KODOMO = { kata: 'kodomo-no-kata-1', nameEn: 'Kodomo-no-kata 1', nameIt: 'Kodomo-no-kata 1', active: true, items: KODOMO_ITEMS, scale: SCALE, judges: 3, duration: 240 };

const clean = (): Mark => ({ small: 0, medium: 0, big: 0, forgotten: false });

describe('the catalogue', () => {
  it('the 13 katas are rows with names in both languages, offered, in their order', async () => {
    const rows = await su.collection('kata_sheets').getFullList({ sort: 'order' });
    const first = rows.filter((r) => r.order >= 1 && r.order <= 13);
    expect(first.map((r) => r.kata)).toEqual(['nage-no-kata', 'katame-no-kata', 'kime-no-kata', 'ju-no-kata', 'kodokan-goshin-jutsu', 'itsutsu-no-kata', 'koshiki-no-kata', 'nage-no-kata-3', 'katame-no-kata-1', 'ju-no-kata-1', 'goshin-jutsu-unarmed', 'nage-3-katame-1', 'nage-3-ju-1']);
    for (const r of first) expect(r).toMatchObject({ active: true, nameEn: expect.any(String), nameIt: expect.any(String) });
    expect(first.find((r) => r.kata === 'nage-no-kata-3')).toMatchObject({ nameEn: 'Nage-no-kata, first three groups', nameIt: 'Nage-no-kata, primi tre gruppi' });
    // Nage-no-kata keeps its 17 items (opening, 15 techniques, closing).
    expect(first[0]?.items).toHaveLength(17);
  });
});

describe('Kodomo-no-kata added by an admin, end to end', () => {
  it('sheet, couple, children\'s circuit, enrolment, draw, marks and results', async () => {
    const sheet = await admin.collection('kata_sheets').create(KODOMO);
    // New katas go last.
    expect(sheet.order).toBeGreaterThan(13);
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing');
    // A children's circuit for Kodomo-no-kata, before the open one, with children's rules.
    const kids = await organizer.collection('circuits').create({ competition: comp.id, name: 'Bambini', order: 0, katas: ['kodomo-no-kata-1'], noBig: true, noHalving: true });
    expect(kids.katas).toEqual(['kodomo-no-kata-1']);
    // The athlete's own couple of the new kata, through the API like the registry screen.
    const athleteOf = (name: string) => athlete.collection('athletes').create({ owner: userId(athlete), name, surname: 'Kodomo', birthday: '2015-03-01 00:00:00.000Z', country: 'IT', belt: '4k', club: '01IT0001' });
    const couple = await athlete.collection('couples').create({ owner: userId(athlete), tori: (await athleteOf('Ada')).id, uke: (await athleteOf('Bea')).id, kata: 'kodomo-no-kata-1' });
    expect(couple.kata).toBe('kodomo-no-kata-1');
    await su.collection('athletes').update(couple.tori, { verified: true });
    await su.collection('athletes').update(couple.uke, { verified: true });
    await su.collection('couples').update(couple.id, { verified: true });
    const enrolment = await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(athlete), paymentReceived: true, present: true });
    expect(enrolment).toMatchObject({ kata: 'kodomo-no-kata-1', circuit: kids.id });
    // A Nage-no-kata couple goes to the open circuit, not the children's.
    await coupleInCompetition(su, athlete, comp.id, '02IT0002');
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'K' } });
    const poule = await su.collection('poules').getFirstListItem(`competition = "${comp.id}" && kata = "kodomo-no-kata-1"`);
    expect(poule).toMatchObject({ circuit: kids.id, judges: 3 });
    await organizer.collection('poules').update(poule.id, { published: true });
    const draw = await su.collection('draws').getFirstListItem(`poule = "${poule.id}"`);
    // J1: a small mistake on the opening (9) and a medium one on technique 2 (7): 12 × 10 − 1 − 3 = 116.
    // J2: clean, 120. J3: technique 5 forgotten (0): 110, not halved (the circuit's no halving).
    const j1 = KODOMO_ITEMS.map(clean);
    j1[0] = { ...clean(), small: 1 };
    j1[2] = { ...clean(), medium: 1 };
    const j3 = KODOMO_ITEMS.map(clean);
    j3[5] = { ...clean(), forgotten: true };
    expect((await commissioner.collection('evaluations').create({ draw: draw.id, judge: 1, marks: j1 })).total).toBe(116);
    await commissioner.collection('evaluations').create({ draw: draw.id, judge: 2, marks: KODOMO_ITEMS.map(clean) });
    expect((await commissioner.collection('evaluations').create({ draw: draw.id, judge: 3, marks: j3 })).total).toBe(110);
    // 116 + 120 + 110 = 346, ranked first of its poule.
    expect(await su.collection('draws').getOne(draw.id)).toMatchObject({ scored: true, points: 346, rank: 1, halved: '' });
    const row = await su.collection('leaderboards').getFirstListItem(`poule = "${poule.id}"`);
    expect(JSON.stringify(row.data)).toContain('"kata":"kodomo-no-kata-1"');
    // Now in use: it cannot be removed, and its items cannot change.
    const inUse = await errorOf(admin.collection('kata_sheets').delete(sheet.id));
    expect(inUse.data.kata?.code).toBe('kata_in_use');
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { items: KODOMO_ITEMS.slice(0, -2).concat(KODOMO_ITEMS.slice(-1)) }))).data.items?.code).toBe('sheet_in_use');
    expect((await su.collection('kata_sheets').getOne(sheet.id)).items).toHaveLength(12);
  });
});

describe('every field naming a kata names one of the catalogue', () => {
  it('an unknown kata is refused on couples, circuits and qualifications; a known one is taken', async () => {
    const tori = await su.collection('athletes').create({ owner: userId(athlete), name: 'X', surname: 'Unknown', birthday: '1990-01-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001' });
    const uke = await su.collection('athletes').create({ owner: userId(athlete), name: 'Y', surname: 'Unknown', birthday: '1990-01-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001' });
    const bad = await errorOf(athlete.collection('couples').create({ owner: userId(athlete), tori: tori.id, uke: uke.id, kata: 'dance-no-kata' }));
    expect(bad.data.kata?.code).toBe('kata_unknown');
    expect(await su.collection('couples').getFullList({ filter: `tori = "${tori.id}"` })).toHaveLength(0);
    const comp = await resultsCompetition(su, organizer, [commissioner], 'draft');
    expect((await errorOf(organizer.collection('circuits').create({ competition: comp.id, name: 'X', katas: ['nage-no-kata', 'dance-no-kata'] }))).data.katas?.code).toBe('kata_unknown');
    expect((await organizer.collection('circuits').create({ competition: comp.id, name: 'Y', katas: ['nage-no-kata'] })).katas).toEqual(['nage-no-kata']);
    const judge = await su.collection('judges').create({ name: 'Judge Unknown' });
    expect((await errorOf(admin.collection('judge_qualifications').create({ judge: judge.id, kata: 'dance-no-kata', level: 'national' }))).data.kata?.code).toBe('kata_unknown');
  });

  it('a kata switched off is not offered for new couples and circuits; what names it keeps it', async () => {
    const sheet = await admin.collection('kata_sheets').create({ ...KODOMO, kata: 'kodomo-no-kata-2', nameEn: 'Kodomo-no-kata 2', nameIt: 'Kodomo-no-kata 2' });
    const comp = await resultsCompetition(su, organizer, [commissioner], 'draft');
    const circuit = await organizer.collection('circuits').create({ competition: comp.id, name: 'K2', katas: ['kodomo-no-kata-2'] });
    await admin.collection('kata_sheets').update(sheet.id, { active: false });
    expect((await errorOf(organizer.collection('circuits').create({ competition: comp.id, name: 'K2b', katas: ['kodomo-no-kata-2'] }))).data.katas?.code).toBe('kata_inactive');
    // The circuit that names it keeps it through an edit of something else.
    expect((await organizer.collection('circuits').update(circuit.id, { name: 'K2 renamed' })).katas).toEqual(['kodomo-no-kata-2']);
  });

  it('a kata keeps its short name; names are required; only admins add katas', async () => {
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "kime-no-kata"');
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { kata: 'kime-no-kata-x' }))).data.kata?.code).toBe('kata_fixed');
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { nameIt: ' ' }))).data.nameIt?.code).toBe('kata_name_required');
    expect((await errorOf(admin.collection('kata_sheets').create({ ...KODOMO, kata: 'Bad Slug' }))).data.kata?.code).toBe('validation_invalid_format');
    for (const pb of [organizer, commissioner, athlete]) expect([400, 403]).toContain(await statusOf(pb.collection('kata_sheets').create({ ...KODOMO, kata: 'kodomo-no-kata-3' })));
    expect(await su.collection('kata_sheets').getFullList({ filter: 'kata = "kodomo-no-kata-3"' })).toHaveLength(0);
  });
});
