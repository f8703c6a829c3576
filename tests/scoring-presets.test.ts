// Scoring presets against a real PocketBase: the competition's `scoring` (grand-prix | ijf) and `flow`,
// who sets them and when they lock, marks validated per preset (400 with a field error code), and both
// presets pinned on hand-computed sheets of Nage-no-kata (17 items: opening, 15 techniques, closing;
// 10 points each, so a clean sheet is 170). Each table row gives the hand computation in its comment.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition, type Mark } from './helpers/results';
import { daysFromNow } from './helpers/fixtures';

const ITEMS = 17;

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

type Rules = { scoring: 'grand-prix' | 'ijf'; flow?: boolean };

/** A published poule of `couples` couples (different clubs) under `rules`, with `judges` judges. */
async function poule(rules: Rules, judges: 3 | 5, couples = 1) {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { ...rules });
  for (let i = 0; i < couples; i++) await coupleInCompetition(su, athlete, comp.id, `0${i + 1}IT000${i + 1}`);
  await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'P' } });
  const [p] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  if (!p) throw new Error('no poule');
  if (judges !== 5) await organizer.collection('poules').update(p.id, { judges });
  await organizer.collection('poules').update(p.id, { published: true });
  const draws = await organizer.collection('draws').getFullList({ filter: `poule = "${p.id}"`, sort: 'order' });
  return { comp, poule: p, draws };
}

/** One sheet: clean marks with the given items changed ('s' small, 'm' medium, 'b' big, '+'/'-' half, 'f' forgotten), then the flow mark. */
function sheet(over: Record<number, string> = {}, flow?: number): (Mark | { points: number })[] {
  const marks: (Mark | { points: number })[] = cleanMarks(ITEMS);
  for (const [i, code] of Object.entries(over)) {
    const n = (c: string) => code.split('').filter((x) => x === c).length;
    const half = code.includes('+') ? 1 : code.includes('-') ? -1 : 0;
    marks[Number(i)] = { small: n('s'), medium: n('m'), big: n('b'), forgotten: code.includes('f'), ...(half ? { half } : {}) };
  }
  if (flow !== undefined) marks.push({ points: flow });
  return marks;
}

async function score(drawId: string, sheets: ReturnType<typeof sheet>[]) {
  for (let j = 0; j < sheets.length; j++) await commissioner.collection('evaluations').create({ draw: drawId, judge: j + 1, marks: sheets[j] });
  return commissioner.collection('draws').getOne(drawId);
}

describe('the competition chooses its rules', () => {
  it('new competitions default to Grand Prix; flow only with Grand Prix; organizers set them; athletes cannot', async () => {
    const comp = await su.collection('competitions').create({ name: 'Default Cup', date: daysFromNow(3), location: 'Roma', organizers: [userId(organizer)], status: 'draft' });
    expect(comp.scoring).toBe('grand-prix');
    expect(comp.flow).toBe(false);
    const flowOn = await organizer.collection('competitions').update(comp.id, { flow: true });
    expect(flowOn.flow).toBe(true);
    expect((await errorOf(organizer.collection('competitions').update(comp.id, { scoring: 'ijf' }))).data.flow?.code).toBe('scoring_flow_ijf');
    expect((await organizer.collection('competitions').update(comp.id, { scoring: 'ijf', flow: false })).scoring).toBe('ijf');
    expect(await statusOf(athlete.collection('competitions').update(comp.id, { scoring: 'grand-prix' }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('competitions').getOne(comp.id)).scoring).toBe('ijf');
  });

  it('the rules lock at the first evaluation', async () => {
    const { comp, draws } = await poule({ scoring: 'grand-prix' }, 3);
    await organizer.collection('competitions').update(comp.id, { flow: true });
    await organizer.collection('competitions').update(comp.id, { flow: false });
    await commissioner.collection('evaluations').create({ draw: draws[0]!.id, judge: 1, marks: sheet() });
    expect((await errorOf(organizer.collection('competitions').update(comp.id, { scoring: 'ijf' }))).data.scoring?.code).toBe('scoring_locked');
    expect((await errorOf(organizer.collection('competitions').update(comp.id, { flow: true }))).data.scoring?.code).toBe('scoring_locked');
  });
});

describe('marks validated per preset', () => {
  it.each([
    // rules, marks, field error code (null: accepted)
    [{ scoring: 'ijf' }, sheet({ 1: 's+' }), 'evaluation_half_off'],
    [{ scoring: 'grand-prix' }, sheet({ 1: 's+' }), null],
    [{ scoring: 'grand-prix' }, sheet({ 1: '+' }), 'evaluation_half'], // a clean 10 cannot gain half a point
    [{ scoring: 'grand-prix' }, sheet({ 1: '-' }), null],
    [{ scoring: 'grand-prix' }, sheet({}, 8), 'evaluation_flow_off'], // flow not enabled
    [{ scoring: 'grand-prix', flow: true }, sheet(), 'evaluation_marks'], // flow enabled: the mark is required
    [{ scoring: 'grand-prix', flow: true }, sheet({}, 11), 'evaluation_flow'],
    [{ scoring: 'grand-prix', flow: true }, sheet({}, 8), null],
  ] as [Rules, ReturnType<typeof sheet>, string | null][])('%o %#', async (rules, marks, code) => {
    const { draws } = await poule(rules, 3);
    const create = commissioner.collection('evaluations').create({ draw: draws[0]!.id, judge: 1, marks });
    if (code === null) expect((await create).id).toBeTruthy();
    else expect((await errorOf(create)).data.marks?.code).toBe(code);
  });
});

interface Row {
  name: string;
  rules: Rules;
  sheets: ReturnType<typeof sheet>[];
  points: number;
  forgotten: number;
  mistakes: [small: number, medium: number, big: number];
  judgeTotals: number[];
  /** The halving rule that halved the total ('' none); the public row carries it for the hall's screens. */
  halved?: 'majority' | 'any';
}

const ROWS: Row[] = [
  {
    // Every judge marks every mistake on technique 1: Grand Prix floors it at 1 → 160 + 1 = 161 per sheet.
    // Five judges: per item two marks cancelled → 3 × 161 = 483. Mistakes on all sheets: 5 × (2, 1, 1).
    name: 'Grand Prix, 5 judges: a technique with every mistake scores 1',
    rules: { scoring: 'grand-prix' },
    sheets: [1, 2, 3, 4, 5].map(() => sheet({ 1: 'ssmb' })),
    points: 483,
    forgotten: 0,
    mistakes: [10, 5, 5],
    judgeTotals: [161, 161, 161, 161, 161],
  },
  {
    // IJF: the same sheets give 0 on technique 1 (not forgotten, so not halved) → 3 × 160 = 480;
    // mistakes only of the three marks that counted: 3 × (2, 1, 1).
    name: 'IJF, 5 judges: a technique with every mistake scores 0',
    rules: { scoring: 'ijf' },
    sheets: [1, 2, 3, 4, 5].map(() => sheet({ 1: 'ssmb' })),
    points: 480,
    forgotten: 0,
    mistakes: [6, 3, 3],
    judgeTotals: [160, 160, 160, 160, 160],
  },
  {
    // Three judges all count: 169.5 (9 + 0.5 on technique 1) + 169.5 (10 − 0.5 on technique 2) + 170 = 509.
    name: 'Grand Prix, 3 judges: ±0.5',
    rules: { scoring: 'grand-prix' },
    sheets: [sheet({ 1: 's+' }), sheet({ 2: '-' }), sheet()],
    points: 509,
    forgotten: 0,
    mistakes: [1, 0, 0],
    judgeTotals: [169.5, 169.5, 170],
  },
  {
    // Items 3 × 170 = 510; flow 9, 8, 7, 6, 10 → 10 and 6 cancelled → 24; 534.
    name: 'Grand Prix, 5 judges: the flow mark, high and low cancelled',
    rules: { scoring: 'grand-prix', flow: true },
    sheets: [9, 8, 7, 6, 10].map((f) => sheet({}, f)),
    points: 534,
    forgotten: 0,
    mistakes: [0, 0, 0],
    judgeTotals: [179, 178, 177, 176, 180],
  },
  {
    // Judge 2 forgot technique 5: its marks 10, 0, 10, 10, 10 → 0 and judge 5's 10 cancelled → 30; items
    // 17 × 30 = 510, halved (one zero is enough) → 255; the flow is not added. Each sheet halved, no flow.
    name: 'Grand Prix, 5 judges: one forgotten mark halves and drops the flow',
    rules: { scoring: 'grand-prix', flow: true },
    sheets: [9, 8, 7, 6, 10].map((f, j) => sheet(j === 1 ? { 5: 'f' } : {}, f)),
    points: 255,
    forgotten: 1,
    mistakes: [0, 0, 0],
    judgeTotals: [85, 80, 85, 85, 85],
    halved: 'any',
  },
  {
    // IJF, the same minority forgotten mark: the majority did not forget → 510, forgotten 0, nothing halved.
    name: 'IJF, 5 judges: a minority forgotten mark does not halve',
    rules: { scoring: 'ijf' },
    sheets: [0, 1, 2, 3, 4].map((j) => sheet(j === 1 ? { 5: 'f' } : {})),
    points: 510,
    forgotten: 0,
    mistakes: [0, 0, 0],
    judgeTotals: [170, 160, 170, 170, 170],
  },
  {
    // Three judges, judge 1 forgot technique 3: (160 + 170 + 170) / 2 = 250 = 80 + 85 + 85.
    name: 'Grand Prix, 3 judges: any zero halves',
    rules: { scoring: 'grand-prix' },
    sheets: [sheet({ 3: 'f' }), sheet(), sheet()],
    points: 250,
    forgotten: 1,
    mistakes: [0, 0, 0],
    judgeTotals: [80, 85, 85],
    halved: 'any',
  },
  {
    // IJF, two judges of three forgot technique 3: the majority → (160 + 160 + 170) / 2 = 245.
    name: 'IJF, 3 judges: a technique forgotten by the majority halves',
    rules: { scoring: 'ijf' },
    sheets: [sheet({ 3: 'f' }), sheet({ 3: 'f' }), sheet()],
    points: 245,
    forgotten: 1,
    mistakes: [0, 0, 0],
    judgeTotals: [80, 80, 85],
    halved: 'majority',
  },
  {
    // IJF, the same: one judge of three is no majority → 500 = 160 + 170 + 170.
    name: 'IJF, 3 judges: a minority forgotten mark does not halve',
    rules: { scoring: 'ijf' },
    sheets: [sheet({ 3: 'f' }), sheet(), sheet()],
    points: 500,
    forgotten: 0,
    mistakes: [0, 0, 0],
    judgeTotals: [160, 170, 170],
  },
  {
    // Judge 5's big mistake on technique 1 (5) is the lowest mark and cancelled → 510; Grand Prix still
    // counts it for the tie-break (all sheets).
    name: 'Grand Prix, 5 judges: a cancelled mistake counts for the tie-break',
    rules: { scoring: 'grand-prix' },
    sheets: [0, 1, 2, 3, 4].map((j) => sheet(j === 4 ? { 1: 'b' } : {})),
    points: 510,
    forgotten: 0,
    mistakes: [0, 0, 1],
    judgeTotals: [170, 170, 170, 170, 165],
  },
  {
    // IJF, the same: the cancelled mark's mistake does not count.
    name: 'IJF, 5 judges: a cancelled mistake does not count',
    rules: { scoring: 'ijf' },
    sheets: [0, 1, 2, 3, 4].map((j) => sheet(j === 4 ? { 1: 'b' } : {})),
    points: 510,
    forgotten: 0,
    mistakes: [0, 0, 0],
    judgeTotals: [170, 170, 170, 170, 165],
  },
];

describe('both presets on hand-computed sheets', () => {
  it.each(ROWS)('$name', async (row) => {
    const { poule: p, draws } = await poule(row.rules, row.sheets.length as 3 | 5);
    const d: RecordModel = await score(draws[0]!.id, row.sheets);
    expect({ points: d.points, forgotten: d.forgotten, mistakes: [d.small, d.medium, d.big], judgeTotals: d.judgeTotals, halved: d.halved }).toEqual({
      points: row.points,
      forgotten: row.forgotten,
      mistakes: row.mistakes,
      judgeTotals: row.judgeTotals,
      halved: row.halved ?? '',
    });
    // The public row says which rule halved the total, and nothing when none did.
    const [pub] = await stage.guest.collection('leaderboards').getFullList({ filter: `poule = "${p.id}"` });
    const entry = (pub?.data as { entries: { id: string; halved?: string }[] }).entries.find((e) => e.id === d.id);
    expect(entry?.halved).toBe(row.halved);
  });

  it('the public row says which couple was halved and gives each sheet as the judge\'s tablet showed it', async () => {
    // Grand Prix with flow, five judges, judge 2 forgot technique 5 (the halved row above): the results'
    // totals are the sheets halved without flow (85, 80, 85, 85, 85); the tablets showed 170 + flow for
    // the four clean sheets and 160 / 2 for judge 2's, which halves alone. IJF, the same minority mark:
    // not halved, and only judge 2's tablet (its sheet halves alone) differs from the results' 160.
    const cases = [
      { rules: { scoring: 'grand-prix', flow: true } as Rules, sheets: [9, 8, 7, 6, 10].map((f, j) => sheet(j === 1 ? { 5: 'f' } : {}, f)), halved: 'any', sheetTotals: [179, 80, 177, 176, 180] },
      { rules: { scoring: 'ijf' } as Rules, sheets: [0, 1, 2, 3, 4].map((j) => sheet(j === 1 ? { 5: 'f' } : {})), halved: undefined, sheetTotals: [170, 80, 170, 170, 170] },
      { rules: { scoring: 'grand-prix' } as Rules, sheets: [0, 1, 2, 3, 4].map(() => sheet()), halved: undefined, sheetTotals: undefined },
    ];
    for (const c of cases) {
      const { poule: p, draws } = await poule(c.rules, 5);
      await score(draws[0]!.id, c.sheets);
      const row = await su.collection('leaderboards').getFirstListItem(`poule = "${p.id}"`);
      const entry = (row.data as { entries: { id: string; halved?: boolean; sheetTotals?: number[] }[] }).entries.find((e) => e.id === draws[0]!.id);
      expect({ halved: entry?.halved, sheetTotals: entry?.sheetTotals }).toEqual({ halved: c.halved, sheetTotals: c.sheetTotals });
    }
  });

  it('ranking: equal points; Grand Prix ranks by mistakes over all sheets, IJF sees a tie', async () => {
    // A: judge 5's big mistake on technique 1 is cancelled (lowest) → 510. B: judge 1's small mistake
    // on technique 1 is cancelled (lowest) → 510. All sheets: A big 1, B small 1 → B first under Grand
    // Prix; counted marks: none for either → a shared first place under IJF.
    const a = [0, 1, 2, 3, 4].map((j) => sheet(j === 4 ? { 1: 'b' } : {}));
    const b = [0, 1, 2, 3, 4].map((j) => sheet(j === 0 ? { 1: 's' } : {}));
    for (const [rules, ranks] of [
      [{ scoring: 'grand-prix' }, [2, 1]],
      [{ scoring: 'ijf' }, [1, 1]],
    ] as [Rules, number[]][]) {
      const { draws } = await poule(rules, 5, 2);
      const ra = await score(draws[0]!.id, a);
      const rb = await score(draws[1]!.id, b);
      expect([ra.points, rb.points]).toEqual([510, 510]);
      const after = await Promise.all([ra.id, rb.id].map((id) => commissioner.collection('draws').getOne(id)));
      expect(after.map((r) => r.rank)).toEqual(ranks);
    }
  });
});
