// A circuit's scoring switches (children's rules) against a real PocketBase: the circuit's officials
// set them, a sheet with a mark they forbid is refused with a field error naming the item (a sheet
// within them is taken), no halving keeps the couple's whole total, and the switches lock once a
// sheet of the circuit is saved. Sheets of Nage-no-kata: 17 items of 10 points (a clean sheet is 170).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition, type Mark } from './helpers/results';

const ITEMS = 17;

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

type Switches = { noForgotten?: boolean; noBig?: boolean; noHalving?: boolean };

/** A published poule of one couple, three judges, in a circuit whose switches the organizer set. */
async function poule(switches: Switches) {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing');
  const [circuit] = await organizer.collection('circuits').getFullList({ filter: `competition = "${comp.id}"` });
  if (!circuit) throw new Error('no circuit');
  await organizer.collection('circuits').update(circuit.id, switches);
  await coupleInCompetition(su, athlete, comp.id);
  await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'S' } });
  const [p] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  if (!p) throw new Error('no poule');
  expect(p.circuit).toBe(circuit.id);
  await organizer.collection('poules').update(p.id, { judges: 3, published: true });
  const [draw] = await organizer.collection('draws').getFullList({ filter: `poule = "${p.id}"` });
  if (!draw) throw new Error('no draw');
  return { circuit, draw };
}

const withItem = (i: number, m: Partial<Mark>) => {
  const marks = cleanMarks(ITEMS);
  marks[i] = { ...(marks[i] as Mark), ...m };
  return marks;
};
const send = (draw: string, judge: number, marks: Mark[]) => commissioner.collection('evaluations').create({ draw, judge, marks });

describe('marks the switches forbid', () => {
  it('no big mistakes: a big one is refused on its item, small and medium are taken', async () => {
    const { draw } = await poule({ noBig: true });
    const err = await errorOf(send(draw.id, 1, withItem(2, { big: 1 })));
    expect(err.status).toBe(400);
    expect(err.data.marks).toMatchObject({ code: 'evaluation_big_off', params: { item: 3 } });
    const ok = await send(draw.id, 1, withItem(2, { small: 2, medium: 1 }));
    // 170 − 2 − 3 = 165.
    expect(ok.total).toBe(165);
  });

  it('no forgotten techniques: a forgotten one is refused; a big mistake is still taken there', async () => {
    const { draw } = await poule({ noForgotten: true });
    const err = await errorOf(send(draw.id, 1, withItem(4, { forgotten: true })));
    expect(err.data.marks).toMatchObject({ code: 'evaluation_forgotten_off', params: { item: 5 } });
    expect((await send(draw.id, 1, withItem(4, { big: 1 }))).total).toBe(165);
  });

  it('without switches the same marks are taken (the preset rules)', async () => {
    const { draw } = await poule({});
    expect((await send(draw.id, 1, withItem(2, { big: 1 }))).total).toBe(165);
    // A forgotten technique halves the judge's own sheet under IJF: 160 / 2 = 80.
    expect((await send(draw.id, 2, withItem(4, { forgotten: true }))).total).toBe(80);
  });
});

describe('no halving', () => {
  it('two of three judges forget technique 3: 490, not halved; the forgotten item still counted', async () => {
    const { draw } = await poule({ noHalving: true });
    // J1, J2: 160 each (item 3 is 0), J3: 170 → 490; IJF would halve it to 245.
    expect((await send(draw.id, 1, withItem(3, { forgotten: true }))).total).toBe(160);
    await send(draw.id, 2, withItem(3, { forgotten: true }));
    await send(draw.id, 3, cleanMarks(ITEMS));
    const d = await commissioner.collection('draws').getOne(draw.id);
    expect(d).toMatchObject({ scored: true, points: 490, forgotten: 1, halved: '' });
  });
});

describe('who sets the switches, and when they lock', () => {
  it('the organizer sets them before a sheet is saved; an athlete cannot; a saved sheet locks them', async () => {
    const { circuit, draw } = await poule({});
    expect(await statusOf(athlete.collection('circuits').update(circuit.id, { noBig: true }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('circuits').getOne(circuit.id)).noBig).toBe(false);
    expect((await organizer.collection('circuits').update(circuit.id, { noBig: true })).noBig).toBe(true);
    await organizer.collection('circuits').update(circuit.id, { noBig: false });
    await send(draw.id, 1, cleanMarks(ITEMS));
    const err = await errorOf(organizer.collection('circuits').update(circuit.id, { noHalving: true }));
    expect(err.data.noHalving?.code).toBe('circuit_rules_locked');
    expect((await su.collection('circuits').getOne(circuit.id)).noHalving).toBe(false);
    // The rest of the circuit stays editable.
    expect((await organizer.collection('circuits').update(circuit.id, { name: 'Open A' })).name).toBe('Open A');
  });
});
