// The results export of a halved couple says why its judges' totals (the sheets under the couple's
// halving, adding up to its points) are not what the judges' tablets showed: a note column names the
// rule that halved it and gives each tablet's total, in the reader's language; a poule without such a
// couple keeps its columns as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/core/i18n';
import { toCsv } from '@/lib/core/exports';
import type { SnapshotEntry, SnapshotPoule } from '@/lib/board/snapshot';
import { resultsTable } from './tables';

beforeAll(async () => {
  await i18n.loadNamespaces(['results', 'common']);
});

const entry = (over: Partial<SnapshotEntry>): SnapshotEntry => ({
  id: 'd1', enrolment: 'e1', order: 1, tori: 'Anna', uke: 'Bea', clubs: 'Club', scored: true, points: 253.5, rank: 1,
  forgotten: 1, big: 0, medium: 0, small: 0, judgeTotals: [84.5, 85, 84], ...over,
});
const poule = (entries: SnapshotEntry[]): SnapshotPoule => ({ id: 'p1', circuit: 'c1', circuitName: 'Open', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3, seed: 'S', entries });

describe("a halved couple's results export", () => {
  const halved = entry({ halved: 'any', sheetTotals: [178, 179, 84] });
  const clean = entry({ id: 'd2', order: 2, rank: 2, points: 500, forgotten: 0, judgeTotals: [170, 165, 165] });

  it('adds a note naming the halving and the tablets’ totals (English)', () => {
    const table = resultsTable(i18n.getFixedT('en'), poule([halved, clean]), 'Open A', (c) => c);
    expect(table.header.at(-1)).toBe('Note');
    const [first, second] = table.rows;
    expect(first!.slice(5, 8)).toEqual([84.5, 85, 84]);
    expect(first!.at(-1)).toBe(
      "Total halved: a judge gave an item a zero, so each judge's total is their sheet's item marks halved, without the flow mark. As the tablets showed them: Judge 1 178 · Judge 2 179 · Judge 3 84.",
    );
    expect(second!.at(-1)).toBeNull();
    expect(toCsv(table)).toContain('Judge 1 178');
  });

  it('in Italian, under the majority rule, with Italian numbers', async () => {
    await i18n.changeLanguage('it');
    const table = resultsTable(i18n.getFixedT('it'), poule([entry({ halved: 'majority', sheetTotals: [169.5, 170, 84] })]), 'Open A', (c) => c);
    expect(table.header.at(-1)).toBe('Nota');
    expect(table.rows[0]!.at(-1)).toBe(
      'Totale dimezzato: la maggioranza dei giudici ha segnato una tecnica come dimenticata, quindi il totale di ogni giudice è la somma dei voti della sua scheda dimezzata. Come li mostravano i tablet: Giudice 1 169,5 · Giudice 2 170 · Giudice 3 84.',
    );
    await i18n.changeLanguage('en');
  });

  it('says why a sheet that halves alone counts in full when the couple is not halved', () => {
    const table = resultsTable(i18n.getFixedT('en'), poule([entry({ sheetTotals: [80, 170, 170], judgeTotals: [160, 170, 170] })]), 'Open A', (c) => c);
    expect(table.rows[0]!.at(-1)).toMatch(/^Not halved: .* As the tablets showed them: Judge 1 80 · Judge 2 170 · Judge 3 170\.$/);
  });

  it('keeps the columns as they were without such a couple', () => {
    const table = resultsTable(i18n.getFixedT('en'), poule([clean]), 'Open A');
    expect(table.header).not.toContain('Note');
    expect(table.rows[0]).toHaveLength(table.header.length);
  });
});
