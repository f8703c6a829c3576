// Live leaderboard (/competitions/{id}/leaderboard): per category (circuit and kata) the standings — the
// finalists by their final rank, then everyone by group results — updated through realtime without a
// reload, with the live disclaimer, or the frozen notice once the officials freeze it. "Live" only while
// the realtime stream is held; otherwise the board is polled and the page says so, with the time. A
// competition that is not ongoing (not started, or archived) shows its board without any live wording.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatDateTime, formatNumber } from '@/lib/core/format';
import { useSnapshot } from '@/lib/board/useBoard';
import type { SnapshotPoule, StandingRow } from '@/lib/board/snapshot';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { TieBreakNote } from '../components/TieBreakNote';
import { AbsenceRank } from '@/features/results/components/AbsenceRank';
import { standingDeciders } from '@/features/results/tieBreaks';
import { LiveNotices } from '../components/LiveNotices';
import { OfficialsBar } from '../components/OfficialsBar';
import { useOfflineDataAt } from '@/lib/core/offline';
import { useCompetition } from '@/lib/domain/competitionQueries';
import { liveIndicators } from '@/lib/board/liveState';
import { categoryLabel, coupleLabel, pouleLabel } from '@/features/results/components/labels';
import '@/features/results/results.css';
import '../board.css';
import { useKataNames } from '@/lib/domain/katas';
import { ProvisionalTag } from '@/lib/domain/inquiry/ProvisionalTag';
import { isProvisional, useProvisionalClock } from '@/lib/domain/inquiry/provisional';

export default function LeaderboardPage() {
  const { t } = useTranslation('results');
  useKataNames();
  const { competitionID = '' } = useParams();
  const query = useSnapshot(competitionID);
  // Saved data shown without a network is never badged live.
  const offlineAt = useOfflineDataAt();
  const snap = query.data;
  const standings = snap?.data.standings ?? [];
  const poules = new Map<string, SnapshotPoule>((snap?.data.poules ?? []).map((p) => [p.id, p]));
  const last = snap?.data.last;
  const lastPoule = last ? poules.get(last.poule) : undefined;
  const lastEntry = lastPoule?.entries.find((e) => e.id === last?.draw);
  const competition = useCompetition(competitionID);
  const live = liveIndicators({
    status: competition.data?.status,
    frozen: !!snap?.frozen,
    mode: query.mode,
    offline: offlineAt !== null,
    hasStandings: standings.length > 0,
  });
  const now = useProvisionalClock(standings.flatMap((s) => s.rows));
  const counts = new Map([...poules.values()].flatMap((p) => p.entries.filter((e) => e.scored).map((e) => [e.id, e] as const)));

  return (
    <section aria-labelledby="leaderboard-title" className="results-tab">
      <OfficialsBar competitionId={competitionID} />
      <h2 id="leaderboard-title" className="section-title">
        {offlineAt !== null ? t('leaderboard.titleOffline') : live.ongoing ? t('leaderboard.title') : t('leaderboard.titleClosed')}
        {live.badge ? (
          <span className="live-badge">
            <span className="live-dot" aria-hidden="true" />
            {t('leaderboard.live')}
          </span>
        ) : null}
      </h2>
      <LiveNotices frozen={!!snap?.frozen} live={live.ongoing} checkedAt={query.mode === 'polling' ? (snap?.checkedAt ?? null) : undefined} />
      {query.isLoading ? <Loading /> : null}
      <div aria-live="polite" className="last-scored-region">
        {live.lastScored && lastEntry && lastPoule ? (
          <p className="last-scored">
            <span className="pi pi-bolt" aria-hidden="true" />
            {t('leaderboard.lastScored', { couple: coupleLabel(lastEntry), points: formatNumber(lastEntry.points), poule: pouleLabel(t, lastPoule) })}
          </p>
        ) : null}
      </div>
      {!query.isLoading && !standings.length ? <EmptyState level={3} icon="pi pi-trophy" title={t('results.empty')} description={t('results.emptyHint')} /> : null}
      {standings.map((s) => {
        const deciders = standingDeciders(s.rows, counts);
        return (
          <section key={`${s.circuit}|${s.kata}`} className="poule-section" aria-labelledby={`standing-${s.circuit}-${s.kata}`}>
            <h3 id={`standing-${s.circuit}-${s.kata}`} className="subsection-title">
              {categoryLabel(t, s)}
            </h3>
            <DataTable value={s.rows} dataKey="draw" responsiveLayout="stack" breakpoint={TABLE_STACK_BREAKPOINT} className="results-table" aria-label={categoryLabel(t, s)}>
              <Column
                header={t('columns.position')}
                bodyClassName="rank-cell"
                body={(r: StandingRow) =>
                  r.absence ? (
                    <AbsenceRank absence={r.absence} rank={r.position ?? 0} />
                  ) : r.position ? (
                    <span className="rank-with-note">
                      <strong>{r.position}</strong>
                      <TieBreakNote decider={deciders.get(r.draw) ?? null} />
                      <ProvisionalTag show={isProvisional(r, now)} />
                    </span>
                  ) : (
                    <span className="muted">{t(r.awaiting ? 'results.awaitingValidation' : 'results.waiting')}</span>
                  )
                }
              />
              <Column header={t('columns.couple')} body={(r: StandingRow) => <CoupleCell tori={r.tori} uke={r.uke} clubs={r.clubs} />} />
              <Column header={t('columns.points')} bodyClassName="points-cell" body={(r: StandingRow) => (r.points === null ? '–' : formatNumber(r.points))} />
              <Column
                header={t('columns.poule')}
                body={(r: StandingRow) => {
                  const p = poules.get(r.poule);
                  return p ? <span className={r.phase === 'final' ? 'phase-final' : undefined}>{pouleLabel(t, p, false)}</span> : null;
                }}
              />
            </DataTable>
          </section>
        );
      })}
      {snap?.updated ? <p className="muted updated-at">{t('leaderboard.updated', { when: formatDateTime(snap.updated) })}</p> : null}
    </section>
  );
}
