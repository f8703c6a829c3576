// Draws tab (/competitions/{id}/draws/{poule?}): each published poule with its order of execution and the
// seed of the draw, from the live public snapshot, in the order the poules start (byStart: the planned
// start of their first couple, then tatami, then name), as officials and couples read the day.
import { Fragment, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { useSnapshot } from '@/lib/board/useBoard';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { ExportMenu } from '../components/ExportMenu';
import { drawTable } from '../components/tables';
import { usePrintOnce } from '@/lib/core/usePrintOnce';
import { OfficialsBar } from '../components/OfficialsBar';
import { PoulePicker } from '@/features/results/components/PoulePicker';
import { pouleLabel } from '@/features/results/components/labels';
import { BreakRow, RunningCell, TatamiMeta } from '../components/RunningCell';
import { AbsenceRank } from '@/features/results/components/AbsenceRank';
import { runningOf, useNow } from '@/lib/runningTimes';
import { byStart } from '@/lib/domain/runningOrder';
import { paths } from '@/lib/core/paths';
import { useClubNames } from '@/lib/domain/clubs';
import { formatNumber } from '@/lib/core/format';
import '@/features/results/results.css';
import '../board.css';
import { useKataNames } from '@/lib/domain/katas';

export default function DrawsPage() {
  const { t } = useTranslation('results');
  useKataNames();
  const clubs = useClubNames();
  const { competitionID = '', tabelem } = useParams();
  const query = useSnapshot(competitionID);
  const all = useMemo(() => query.data?.data.poules ?? [], [query.data]);
  // Every poule counts for the running order (a tatami runs poules of other categories too), even
  // when one poule is shown; recomputed on each row event and clock tick.
  const now = useNow();
  const order = useMemo(() => runningOf(all, now), [all, now]);
  const poules = useMemo(() => byStart(all, order), [all, order]);
  const shown = tabelem ? poules.filter((p) => p.id === tabelem) : poules;
  usePrintOnce(shown.length > 0);

  return (
    <div className="results-tab">
      <OfficialsBar competitionId={competitionID} />
      {query.isLoading ? <Loading /> : null}
      {!query.isLoading && !poules.length ? <EmptyState icon="pi pi-sort-numeric-down" title={t('draws.empty')} description={t('draws.emptyHint')} /> : null}
      <PoulePicker competitionId={competitionID} tab="draws" poules={poules} current={tabelem} />
      {poules.length && !shown.length ? <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('poules.emptyHint')} /> : null}
      {shown.map((p) => (
        <section key={p.id} className="poule-section" aria-labelledby={`draw-${p.id}`}>
          <div className="poule-head">
            <h2 id={`draw-${p.id}`} className="section-title">
              {pouleLabel(t, p)}
            </h2>
            <ExportMenu label={pouleLabel(t, p)} table={() => drawTable(t, p, pouleLabel(t, p), clubs.label)} printTo={paths.poulePrint(competitionID, 'draws', p.id)} />
          </div>
          <p className="poule-meta muted">
            {t('draws.meta', { count: p.entries.length, judges: p.judges })} · {t('draws.seed')}: <code>{p.seed}</code>
          </p>
          <TatamiMeta poule={p} order={order} />
          {p.entries.length ? (
            <ol className="draw-order">
              {p.entries.map((e) => (
                <Fragment key={e.id}>
                  {e.absence ? null : <BreakRow slot={order.byDraw.get(e.id)} />}
                  <li>
                    <span className="draw-order-number" aria-hidden="true">
                      {e.order}
                    </span>
                    <CoupleCell tori={e.tori} uke={e.uke} clubs={e.clubs} />
                    {e.seededRank ? <span className="points-chip draw-seeded">{t('draws.seeded', { rank: formatNumber(e.seededRank) })}</span> : null}
                    {e.absence ? <AbsenceRank absence={e.absence} rank={0} /> : <RunningCell slot={order.byDraw.get(e.id)} />}
                  </li>
                </Fragment>
              ))}
            </ol>
          ) : (
            <EmptyState level={3} icon="pi pi-users" title={t('poules.emptyCouples')} />
          )}
        </section>
      ))}
    </div>
  );
}
