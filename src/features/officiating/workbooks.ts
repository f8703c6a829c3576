// The officials' workbooks of a competition: one sheet per poule (rank, couple, club, total and, once
// the couple is validated, each judge's total), and the marks per technique (one row per couple,
// judge and item). Read through the records API as the caller: the rules give the officials every
// draw, judges' total and sheet; anybody else gets only what is public (judges' figures after validation).
import type PocketBase from 'pocketbase';
import type { TFunction } from 'i18next';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import type { Cell, Table } from '@/lib/core/exports';
import type { Draw, Evaluation, KataSheet, Poule } from '@/features/results/api';
import { competitionRules, isFlow, itemMark, sheetItems, type Rules } from '@/features/results/scoring';
import { pouleLabel } from '@/features/results/components/labels';

export interface WorkbookData {
  competition: { id: string; name: string; scoring: string; flow: boolean; supervised: boolean };
  poules: Poule[];
  draws: Draw[];
  evaluations: Evaluation[];
  sheets: KataSheet[];
}

export async function loadWorkbookData(client: PocketBase, competitionId: string, signal?: AbortSignal): Promise<WorkbookData> {
  const byCompetition = client.filter('competition = {:c}', { c: competitionId });
  const [competition, poules, draws, evaluations, sheets] = await Promise.all([
    client.collection('competitions').getOne<WorkbookData['competition']>(competitionId, { fields: 'id,name,scoring,flow,supervised', signal }),
    client.collection('poules').getFullList<Poule>({ filter: byCompetition, sort: 'kata,phase,name', expand: 'circuit', fields: '*,expand.circuit.id,expand.circuit.name', batch: FULL_LIST_BATCH, signal }),
    client.collection('draws').getFullList<Draw>({ filter: client.filter('poule.competition = {:c}', { c: competitionId }), sort: 'order', batch: FULL_LIST_BATCH, signal }),
    client.collection('evaluations').getFullList<Evaluation>({ filter: client.filter('draw.poule.competition = {:c}', { c: competitionId }), sort: 'judge', batch: FULL_LIST_BATCH, signal }),
    client.collection('kata_sheets').getFullList<KataSheet>({ signal }),
  ]);
  return { competition, poules, draws, evaluations, sheets };
}

const labelOf = (t: TFunction, p: Poule) => pouleLabel(t, { circuitName: p.expand?.circuit?.name, kata: p.kata, name: p.name, phase: p.phase ?? 'group' });

/** A poule's sheet name in the short form ("Katame-no-kata A · Open"), for when a label overflows a sheet's 31 characters. */
function shortLabel(t: TFunction, p: Poule): string {
  const group = p.phase === 'final' ? t('results:poule.final') : p.name;
  return [`${t(`common:katas.${p.kata}`)} ${group}`, p.expand?.circuit?.name].filter(Boolean).join(' · ');
}

/** Whether a couple's judges' totals are final: validated by the supervisor, or the competition is not supervised. */
const counted = (d: Draw, supervised: boolean) => d.scored && (!supervised || d.validated);

/** Ranked couples first (by rank), then the others in running order. */
function byRank(a: Draw, b: Draw): number {
  const ra = a.scored && a.rank ? a.rank : Infinity;
  const rb = b.scored && b.rank ? b.rank : Infinity;
  return ra !== rb ? ra - rb : a.order - b.order;
}

/** One sheet per poule: rank, tori, uke, club, total, then judge 1…n once the couple is validated. */
export function competitionTables(t: TFunction, data: WorkbookData, clubsLabel: (codes: string) => string = (c) => c): Table[] {
  // Every sheet named alike: the full labels when they all fit, else the short form.
  const short = data.poules.some((p) => labelOf(t, p).length > 31);
  return data.poules.map((p) => {
    const judges = p.judges || 5;
    const rows = data.draws
      .filter((d) => d.poule === p.id)
      .sort(byRank)
      .map((d): Cell[] => {
        const final = counted(d, data.competition.supervised);
        const totals = final && Array.isArray(d.judgeTotals) ? d.judgeTotals : [];
        const rank = d.absence ? t(`results:absence.states.${d.absence}`) : d.scored && d.rank ? d.rank : null;
        return [rank, d.toriName, d.ukeName, clubsLabel(d.clubs), final ? d.points : null, ...Array.from({ length: judges }, (_, i) => totals[i] ?? null)];
      });
    return {
      name: short ? shortLabel(t, p) : labelOf(t, p),
      header: [
        t('results:columns.rank'),
        t('results:couple.tori'),
        t('results:couple.uke'),
        t('results:couple.club'),
        t('results:columns.points'),
        ...Array.from({ length: judges }, (_, i) => t('results:results.judge', { n: i + 1 })),
      ],
      rows,
    };
  });
}

/** The marks per technique: one row per couple, judge and item of the kata's sheet, poule by poule. */
export function marksTable(t: TFunction, data: WorkbookData): Table {
  const rules: Rules = competitionRules(data.competition);
  const sheetOf = new Map(data.sheets.map((s) => [s.kata, s]));
  const evaluationsOf = new Map<string, Evaluation[]>();
  for (const e of data.evaluations) evaluationsOf.set(e.draw, [...(evaluationsOf.get(e.draw) ?? []), e]);
  const rows: Cell[][] = [];
  for (const p of data.poules) {
    const sheet = sheetOf.get(p.kata);
    if (!sheet) continue;
    const items = sheetItems(sheet.items, rules);
    for (const d of data.draws.filter((x) => x.poule === p.id).sort((a, b) => a.order - b.order)) {
      for (const e of (evaluationsOf.get(d.id) ?? []).sort((a, b) => a.judge - b.judge)) {
        items.forEach((item, i) => {
          const mark = e.marks[i];
          if (!mark) return;
          const flow = isFlow(mark);
          rows.push([
            labelOf(t, p),
            d.order,
            d.toriName,
            d.ukeName,
            e.judge,
            i + 1,
            item.name,
            flow ? null : mark.small,
            flow ? null : mark.medium,
            flow ? null : mark.big,
            flow ? null : mark.forgotten ? 1 : 0,
            flow ? null : (mark.half ?? 0) || null,
            itemMark(mark, sheet.scale, rules),
          ]);
        });
      }
    }
  }
  return {
    name: t('results:workbooks.marksSheet'),
    header: [
      t('results:columns.poule'),
      t('results:columns.order'),
      t('results:couple.tori'),
      t('results:couple.uke'),
      t('results:scoring.judge'),
      t('results:workbooks.item'),
      t('results:workbooks.technique'),
      t('results:scoring.small'),
      t('results:scoring.medium'),
      t('results:scoring.big'),
      t('results:scoring.forgotten'),
      t('results:scoring.half'),
      t('results:workbooks.mark'),
    ],
    rows,
  };
}
