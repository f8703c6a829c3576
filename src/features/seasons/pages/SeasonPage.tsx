// A season's public page (phone first): its events, past and coming, with whether their results are
// confirmed, and the ranking of each class × kata — each pair's events (place and points, counted or
// dropped), total, movement since the previous event, provisional lines; each pair links to its own
// season page. The chosen ranking is in the address (`?category=`), exported as XLSX or printed alone
// (`&print=1`). Each event names its categories that give no places, why and how to fix it. Follows
// the server live.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import { unplacedFix, unplacedReason } from '@/lib/domain/competition/unplacedText';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatDate, formatDateRange, formatNumber } from '@/lib/core/format';
import type { UnfinishedReason } from '@/lib/rules/unfinished';
import { paths } from '@/lib/core/paths';
import { usePrintOnce } from '@/lib/core/usePrintOnce';
import { useSeason, useSeasonEvents, type SeasonEvent } from '../api';
import { useClubNames } from '@/lib/domain/clubs';
import { RankingExport } from '../components/RankingExport';
import { RankingTable } from '../components/RankingTable';
import { StateTag } from '../components/StateTag';
import { useSeasonCategories, useSeasonEventsLive, useSeasonRanking } from '../publicApi';
import { categoryKey, categoryLabel, rankingSheet } from '../views';
import { shownCategory } from '@/lib/domain/seasonRequests';
import '../seasons.css';
import '../season-public.css';

/** A category of an event that gives no places, as the season's recompute stored it (season_events.unplaced). */
interface Unplaced {
  class: string;
  kata: string;
  reason: UnfinishedReason;
  groups: string[];
}

/** Each category of the event that gives no season places: why, and how to make it give them. */
function UnplacedCategories({ event }: { event: SeasonEvent }) {
  const { t, i18n } = useTranslation('seasons');
  const list = Array.isArray(event.unplaced) ? (event.unplaced as Unplaced[]) : [];
  if (!list.length) return null;
  return (
    <div className="season-unplaced">
      <p className="season-unplaced-title">
        <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('events.unplacedTitle')}
      </p>
      <ul>
        {list.map((u) => (
          <li key={`${u.class}|${u.kata}|${u.reason}|${u.groups.join(',')}`}>
            <strong>{categoryLabel(t, `${u.class}|${u.kata}`)}</strong>: {unplacedReason(t, u.reason, u.groups, i18n.language)} — {t('events.unplacedFix', { fix: unplacedFix(t, u.reason) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An event is coming until its day has passed. */
function isComing(e: SeasonEvent, today: string): boolean {
  return !e.confirmed && (e.expand?.competition?.date ?? '').slice(0, 10) > today;
}

export default function SeasonPage() {
  const { t } = useTranslation('seasons');
  const { seasonID = '' } = useParams();
  const season = useSeason(seasonID);
  // Clubs by name on the ranking and its sheet (the rows keep the codes the server ranks by).
  const clubs = useClubNames();
  const events = useSeasonEvents(seasonID);
  useSeasonEventsLive(seasonID);
  const categoryList = useSeasonCategories(seasonID);
  const categories = useMemo(() => categoryList.data ?? [], [categoryList.data]);
  const [params, setParams] = useSearchParams();
  const category = shownCategory(categories, params.get('category'));
  // Only the ranking on screen is read: a season of 8 events × 700 couples has about 1,000 rows.
  const ranking = useSeasonRanking(seasonID, category);
  const choose = (c: string) =>
    setParams(
      (p) => {
        p.set('category', c);
        return p;
      },
      { replace: true },
    );
  const shown = useMemo(() => (category ? (ranking.data ?? []).filter((r) => categoryKey(r) === category) : []), [ranking.data, category]);
  const names = useMemo(() => Object.fromEntries((events.data ?? []).map((e) => [e.id, e.expand?.competition?.name ?? ''])), [events.data]);
  const selectId = useId();
  const label = (c: string) => categoryLabel(t, c);
  usePrintOnce(!!season.data && !categoryList.isLoading && !ranking.isLoading && !events.isLoading);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  // The heading and the events together: nothing above the ranking moves when the events arrive.
  if (season.isLoading || events.isLoading) return <Loading />;
  if (!season.data) return <EmptyState icon="pi pi-trophy" title={t('notFound')} />;
  const s = season.data;

  return (
    <>
      <PageHeader title={s.name} subtitle={formatDateRange(s.startDate, s.endDate)} />
      <p className="season-page-links">
        <AppLink to={paths.seasonTables(seasonID)}>
          <span className="pi pi-table" aria-hidden="true" /> {t('common:titles.seasonTables')}
        </AppLink>{' '}
        <AppLink to={paths.seasonGuide}>
          <span className="pi pi-question-circle" aria-hidden="true" /> {t('list.guideLink')}
        </AppLink>
      </p>
      <section className="season-section season-events-section" aria-labelledby="season-events">
        <h2 id="season-events">{t('events.title')}</h2>
        {events.data?.length ? (
          <ul className="season-events">
            {events.data.map((e: SeasonEvent) => (
              <li key={e.id}>
                <span className="season-event-date">{formatDate(e.expand?.competition?.date)}</span>
                <AppLink to={paths.competition(e.competition)}>{e.expand?.competition?.name}</AppLink>
                <span className="season-event-level">{t('events.level', { level: e.level })}</span>
                {isComing(e, today) ? (
                  <StateTag severity="info" value={t('events.coming')} />
                ) : (
                  <StateTag severity={e.confirmed ? 'success' : 'warning'} value={t(e.confirmed ? 'events.confirmed' : 'events.notConfirmed')} />
                )}
                <UnplacedCategories event={e} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="pi pi-calendar" title={t('events.empty')} level={3} />
        )}
      </section>
      <section className="season-section" aria-labelledby="season-ranking">
        <h2 id="season-ranking">{t('ranking.title')}</h2>
        <p className="season-rules">{s.bestN ? t('ranking.rules', { best: formatNumber(s.bestN) }) : t('ranking.rulesAll')}</p>
        {categoryList.isLoading || ranking.isLoading ? (
          <Loading />
        ) : !categories.length ? (
          <EmptyState icon="pi pi-list" title={t('ranking.empty')} level={3} />
        ) : (
          <>
            <div className="season-ranking-tools">
              {/* The browser's own select (a phone's own picker), not PrimeReact's: the page paints without PrimeReact. */}
              <div className="season-category">
                <label htmlFor={selectId}>{t('ranking.category')}</label>
                <select id={selectId} className="p-inputtext p-component" value={category} onChange={(e) => choose(e.target.value)}>
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {label(c)}
                    </option>
                  ))}
                </select>
              </div>
              <RankingExport
                label={label(category)}
                printTo={paths.seasonRanking(seasonID, category, true)}
                table={() => rankingSheet(t, `${s.name} ${label(category)}`, shown, (events.data ?? []).map((e) => ({ id: e.id, name: e.expand?.competition?.name ?? '' })), clubs.name)}
              />
            </div>
            <h3 className="season-print-title">{`${s.name} · ${label(category)}`}</h3>
            <RankingTable whole={params.get('print') === '1'} rows={shown} seasonId={seasonID} names={names} clubName={clubs.name} label={label(category)} />
          </>
        )}
      </section>
    </>
  );
}
