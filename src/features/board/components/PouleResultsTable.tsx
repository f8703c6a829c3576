// Results of one poule: rank, couple, club, points; on demand, each judge's total (the marks behind the
// points) and the link to their judges' sheets. Couples not scored yet keep their place in the order of execution, without rank (those
// whose sheets are all in, in a supervised competition, await the supervisor's validation). A rank
// decided by a tie-break says which one; the mistake counts say what they count under the preset; a
// couple whose judges' totals are not what the tablets showed (a halved total) says why (sheetNote.ts).
// Printed, the toggles go and every couple's judges' totals show in their column (board.css).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/lib/core/paths';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatNumber } from '@/lib/core/format';
import type { SnapshotEntry, SnapshotPoule } from '@/lib/board/snapshot';
import { tieDeciders } from '@/features/results/tieBreaks';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { TieBreakNote } from './TieBreakNote';
import { AbsenceRank } from '@/features/results/components/AbsenceRank';
import { coupleLabel } from '@/features/results/components/labels';
import { sheetNote } from './sheetNote';
import type { Preset } from '@/features/results/scoring';
import { ProvisionalTag } from '@/lib/domain/inquiry/ProvisionalTag';
import { isProvisional, useProvisionalClock } from '@/lib/domain/inquiry/provisional';

/** Scored couples by rank, then those still to perform, then those marked absent, each in order of execution. */
export function sortByRank(entries: SnapshotEntry[]): SnapshotEntry[] {
  const group = (e: SnapshotEntry) => (e.absence ? 2 : e.scored ? 0 : 1);
  return entries.slice().sort((a, b) => group(a) - group(b) || (a.scored && b.scored ? a.rank - b.rank : 0) || a.order - b.order);
}

export function PouleResultsTable({ poule, label, mistakes = 'counted' }: { poule: SnapshotPoule; label: string; mistakes?: Preset['mistakes'] }) {
  const { t } = useTranslation('results');
  const { competitionID } = useParams();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const rows = sortByRank(poule.entries);
  const deciders = tieDeciders(rows.map((e) => ({ ...e, rank: e.scored ? e.rank : null })));
  const decider = new Map(rows.map((e, i) => [e.id, deciders[i] ?? null]));
  const expandedRows = Object.fromEntries(Object.entries(open).filter(([, v]) => v));
  const now = useProvisionalClock(poule.entries);

  return (
    <DataTable
      value={rows}
      dataKey="id"
      responsiveLayout="stack"
      breakpoint={TABLE_STACK_BREAKPOINT}
      className="results-table"
      aria-label={label}
      expandedRows={expandedRows}
      rowExpansionTemplate={(e: SnapshotEntry) => (
        <div className="judge-breakdown" id={`breakdown-${e.id}`}>
          <h3 className="sr-only">{t('results.breakdownOf', { couple: coupleLabel(e) })}</h3>
          <dl>
            {e.judgeTotals.map((total, i) => (
              <div key={i}>
                <dt>{t('results.judge', { n: i + 1 })}</dt>
                <dd>{total === null ? '–' : formatNumber(total)}</dd>
              </div>
            ))}
          </dl>
          <p className="muted judge-breakdown-note">
            {t(mistakes === 'all' ? 'results.mistakesAll' : 'results.mistakes', { forgotten: e.forgotten, big: e.big, medium: e.medium, small: e.small })}
          </p>
          <SheetNote entry={e} as="p" className="judge-breakdown-note judge-halving-note" />
          {competitionID && e.scored ? (
            <Link to={paths.judgesSheets(competitionID, e.id)} className="p-button p-component p-button-text p-button-sm" aria-label={t('sheets.openOf', { couple: coupleLabel(e) })}>
              <span className="p-button-icon p-button-icon-left pi pi-file" aria-hidden="true" />
              <span className="p-button-label">{t('sheets.open')}</span>
            </Link>
          ) : null}
        </div>
      )}
      emptyMessage={<EmptyState level={3} icon="pi pi-list" title={t('results.empty')} description={t('results.emptyHint')} />}
    >
      <Column
        header={t('columns.rank')}
        bodyClassName="rank-cell"
        body={(e: SnapshotEntry) =>
          e.scored ? (
            <span className="rank-with-note">
              <strong>{e.rank}</strong>
              <TieBreakNote decider={decider.get(e.id) ?? null} />
              <ProvisionalTag show={isProvisional(e, now)} />
            </span>
          ) : e.absence ? (
            <AbsenceRank absence={e.absence} rank={e.rank} />
          ) : (
            <span className="muted">{t(e.awaiting ? 'results.awaitingValidation' : 'results.waiting')}</span>
          )
        }
      />
      <Column header={t('columns.couple')} body={(e: SnapshotEntry) => <CoupleCell tori={e.tori} uke={e.uke} clubs={e.clubs} />} />
      <Column header={t('columns.points')} bodyClassName="points-cell" body={(e: SnapshotEntry) => (e.scored ? formatNumber(e.points) : '–')} />
      <Column
        header={
          <>
            <span className="sr-only results-screen-only">{t('results.breakdown')}</span>
            <span className="results-print-only">{t('results.breakdown')}</span>
          </>
        }
        bodyClassName="judges-cell"
        body={(e: SnapshotEntry) =>
          e.judgeTotals.some((v) => v !== null) ? (
            <>
              <Button
                type="button"
                text
                size="small"
                className="judges-toggle"
                icon={open[e.id] ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
                label={t('results.judges')}
                aria-expanded={!!open[e.id]}
                aria-label={t('results.breakdownOf', { couple: coupleLabel(e) })}
                onClick={() => setOpen((o) => ({ ...o, [e.id]: !o[e.id] }))}
              />
              <div className="results-print-only print-marks">
                <span className="print-marks-totals">
                  {e.judgeTotals.map((total, i) => (
                    <span key={i}>
                      {t('results.judge', { n: i + 1 })} <strong>{total === null ? '–' : formatNumber(total)}</strong>
                    </span>
                  ))}
                </span>
                <SheetNote entry={e} as="span" className="print-marks-note" />
              </div>
            </>
          ) : null
        }
      />
    </DataTable>
  );
}

/** Why the couple's judges' totals are not what the tablets showed, where they are not (sheetNote.ts). */
function SheetNote({ entry, as: Tag, className }: { entry: SnapshotEntry; as: 'p' | 'span'; className: string }) {
  const { t } = useTranslation('results');
  const note = sheetNote(t, entry);
  return note ? <Tag className={className}>{note}</Tag> : null;
}
