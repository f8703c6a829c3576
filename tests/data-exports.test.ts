// On a real PocketBase: the officials' workbooks of a competition (src/features/officiating/workbooks.ts)
// written as XLSX and read back with read-excel-file. A supervised day, one couple validated and one
// not: the officials' file holds both couples' marks; an athlete reading the same way gets no
// judge's figure of the couple not yet validated, and no sheet at all over the competition (the public
// reads one couple's sheets at a time): the server's rules, not the SPA, decide.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import i18next, { type TFunction } from 'i18next';
import readExcelFile from 'read-excel-file/universal';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { competitionTables, loadWorkbookData, marksTable } from '@/features/officiating/workbooks';
import { workbookBlob } from '@/lib/core/workbook';
import common from '@/locales/en/common.json';
import results from '@/locales/en/results.json';

const ITEMS = 17; // nage-no-kata: opening, 15 techniques, closing
const JUDGES = 3;

const stage = stageWith(['organizer', 'commissioner', 'admin', 'athlete']);
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, admin: PocketBase, athlete: PocketBase;
let t: TFunction;
beforeAll(async () => {
  ({ su } = stage);
  [organizer, commissioner, admin, athlete] = stage.actors;
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { common, results } }, interpolation: { escapeValue: false } });
  t = i18n.t;
});

const post = (pb: PocketBase, path: string, body: Record<string, unknown> = {}) => pb.send(path, { method: 'POST', body });

/** A supervised competition, one published group of two couples, three judges: couple 1 validated, couple 2 not yet. */
async function day() {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { supervised: true, name: 'Workbook Cup' });
  await coupleInCompetition(su, athlete, comp.id, '01IT0001');
  await coupleInCompetition(su, athlete, comp.id, '02IT0002');
  await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'BOOK' });
  const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  await organizer.collection('poules').update(poule!.id, { published: true, judges: JUDGES });
  const [d1, d2] = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"`, sort: 'order' });
  // Judge j of couple 1 makes j small mistakes (totals 169, 168, 167); couple 2 is clean (170 each).
  for (let j = 1; j <= JUDGES; j++) {
    await organizer.collection('evaluations').create({ draw: d1!.id, judge: j, marks: marksWith(ITEMS, { small: j }) });
    await organizer.collection('evaluations').create({ draw: d2!.id, judge: j, marks: cleanMarks(ITEMS) });
  }
  await post(organizer, `/api/custom/draws/${d1!.id}/validate`, { validated: true });
  return { comp, d1: await su.collection('draws').getOne(d1!.id), d2: await su.collection('draws').getOne(d2!.id) };
}

async function readBack(blob: Blob) {
  return readExcelFile(blob);
}

describe("the officials' workbooks", () => {
  it('parse with a sheet per poule and a row per couple × judge × item', async () => {
    const { comp, d1, d2 } = await day();
    for (const official of [organizer, commissioner, admin]) {
      const data = await loadWorkbookData(official, comp.id);
      const [sheet] = await readBack(await workbookBlob(competitionTables(t, data)));
      expect(sheet!.sheet).toBe('Open · Nage-no-kata · Group A');
      expect(sheet!.data).toEqual([
        ['Rank', 'Tori', 'Uke', 'Club', 'Points', 'Judge 1', 'Judge 2', 'Judge 3'],
        // IJF, three judges: every total counts; 169 + 168 + 167.
        [1, d1.toriName, d1.ukeName, d1.clubs, 504, 169, 168, 167],
        // Not validated yet: no total, no judge's figure, in the officials' file too.
        [null, d2.toriName, d2.ukeName, d2.clubs, null, null, null, null],
      ]);

      const [marks] = await readBack(await workbookBlob([marksTable(t, data)]));
      expect(marks!.sheet).toBe('Marks per technique');
      expect(marks!.data[0]).toEqual(['Poule', 'Order', 'Tori', 'Uke', 'Judge', 'Item', 'Technique', 'Small mistakes', 'Medium mistakes', 'Big mistakes', 'Forgotten', 'Half point', 'Mark']);
      expect(marks!.data).toHaveLength(1 + 2 * JUDGES * ITEMS);
      // Couple 1, judge 2: the second and third items have one small mistake each.
      const row = (draw: Record<string, unknown>, judge: number, item: number) => marks!.data.find((r) => r[1] === draw.order && r[4] === judge && r[5] === item);
      expect(row(d1, 2, 2)).toEqual(['Open · Nage-no-kata · Group A', d1.order, d1.toriName, d1.ukeName, 2, 2, expect.any(String), 1, 0, 0, 0, null, 9]);
      expect(row(d1, 2, 4)?.slice(7)).toEqual([0, 0, 0, 0, null, 10]);
      expect(row(d2, 3, 17)?.slice(7)).toEqual([0, 0, 0, 0, null, 10]);
    }
  });

  it("an athlete reading the same way gets no judge's mark before validation, nor the sheets over the competition", async () => {
    const { comp, d1, d2 } = await day();
    const data = await loadWorkbookData(athlete, comp.id);
    expect(data.evaluations).toEqual([]);
    expect(data.draws.find((d) => d.id === d2.id)?.judgeTotals ?? null).toBeNull();
    expect(data.draws.find((d) => d.id === d1.id)?.judgeTotals).toHaveLength(JUDGES);
    const [marks] = await readBack(await workbookBlob([marksTable(t, data)]));
    expect(marks!.data).toHaveLength(1);
  });
});
