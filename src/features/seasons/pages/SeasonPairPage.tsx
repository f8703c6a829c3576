// One pair's season (public, phone first): for each class × kata the pair is ranked in, its rank and
// total, and every event it took part in — date, level, place, points (counted, dropped or provisional)
// and a link to the event's results, where the marks are public. Follows the server live.
// A pair's id is keyed by a secret of the server (pb_hooks/lib/seasons.js storedPair, 32 hex
// characters). A link of the earlier ids (40 hex characters, a digest of the pair's names and
// birthdays) has no rows: it shows "this link has moved" and the way to the season's ranking, since a
// lookup from an old id to the new one would confirm guessed birthdays to anyone who asks.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { pairTitle } from '../pairTitle';
import { useClubNames } from '@/lib/domain/clubs';
import { formatDate, formatNumber } from '@/lib/core/format';
import { usePageTitle } from '@/lib/core/pageTitle';
import { paths } from '@/lib/core/paths';
import { useSeason, useSeasonEvents, type RankingRow, type SeasonEvent } from '../api';
import { useSeasonEventsLive, useSeasonPair } from '../publicApi';
import { categoryKey, categoryLabel, isMovedPairId, lineText } from '../views';
import { SeasonBreadcrumb } from '../components/SeasonBreadcrumb';
import { StateTag } from '../components/StateTag';
import '../seasons.css';
import '../season-public.css';

function Category({ row, events, seasonId }: { row: RankingRow; events: Record<string, SeasonEvent>; seasonId: string }) {
  const { t } = useTranslation('seasons');
  const category = categoryKey(row);
  const id = `pair-${row.id}`;
  return (
    <section className="season-section season-pair-category" aria-labelledby={id}>
      <h2 id={id}>{categoryLabel(t, category)}</h2>
      <dl className="season-pair-summary">
        <div>
          <dt>{t('ranking.rank')}</dt>
          <dd>{formatNumber(row.rank)}</dd>
        </div>
        <div>
          <dt>{t('ranking.total')}</dt>
          <dd>{t('ranking.points', { points: formatNumber(row.total) })}</dd>
        </div>
        {row.provisional || row.qualified ? (
          <div>
            <dt>{t('ranking.state')}</dt>
            <dd className="season-tags">
              {row.provisional ? <StateTag severity="warning" value={t('ranking.provisional')} /> : null}
              {row.qualified ? <StateTag severity="success" value={t('ranking.qualified')} /> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="season-events season-pair-events">
        {(row.lines ?? []).map((l) => {
          const e = events[l.event];
          const competition = e?.expand?.competition;
          return (
            <li key={l.event} className={l.provisional ? 'season-line-provisional' : l.counted ? '' : 'season-line-dropped-card'}>
              <span className="season-event-date">{formatDate(competition?.date)}</span>
              <span className="season-line-event">{competition?.name ?? t('pair.unknownEvent')}</span>
              {e ? <span className="season-event-level">{t('events.level', { level: e.level })}</span> : null}
              <span className="season-pair-result">{lineText(t, l)}</span>
              {e ? (
                <AppLink to={paths.competitionTab(e.competition, 'results')} aria-label={t('pair.resultsOf', { event: competition?.name ?? '' })}>
                  {t('pair.results')}
                </AppLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p>
        <AppLink to={paths.seasonRanking(seasonId, category)}>{t('pair.fullRanking', { category: categoryLabel(t, category) })}</AppLink>
      </p>
    </section>
  );
}

export default function SeasonPairPage() {
  const { t } = useTranslation('seasons');
  const { seasonID = '', pair = '' } = useParams();
  const season = useSeason(seasonID);
  const clubs = useClubNames();
  const events = useSeasonEvents(seasonID);
  useSeasonEventsLive(seasonID);
  const rows = useSeasonPair(seasonID, pair);
  const newest = rows.data?.[0];
  const title = newest ? pairTitle(t, newest) : t('common:titles.seasonPair');
  usePageTitle(newest ? title : undefined);

  // With the events: each line names its event, and a line must not grow when they arrive.
  if (season.isLoading || rows.isLoading || events.isLoading) return <Loading />;
  if (!season.data) return <EmptyState icon="pi pi-trophy" title={t('notFound')} />;
  const byId = Object.fromEntries((events.data ?? []).map((e) => [e.id, e]));

  return (
    <>
      <SeasonBreadcrumb seasonId={seasonID} name={season.data.name} />
      <PageHeader title={title} subtitle={newest ? (newest.clubs ?? []).map(clubs.name).join(' · ') : undefined} />
      {rows.data?.length ? (
        rows.data.map((r) => <Category key={r.id} row={r} events={byId} seasonId={seasonID} />)
      ) : isMovedPairId(pair) ? (
        <EmptyState icon="pi pi-directions" title={t('pair.movedTitle')} description={t('pair.movedText')}>
          <AppLink to={paths.season(seasonID)}>{t('pair.movedLink')}</AppLink>
        </EmptyState>
      ) : (
        <EmptyState icon="pi pi-users" title={t('pair.notFound')} />
      )}
    </>
  );
}
