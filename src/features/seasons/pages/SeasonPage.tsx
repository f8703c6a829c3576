// A season's public page (phone first): its events, past and coming, with whether their results are
// confirmed, and the ranking of each class × kata — each pair's events (place and points, counted or
// dropped), total, movement since the previous event, provisional lines; each pair links to its own
// season page. The chosen ranking is in the address (`?category=`), exported as XLSX or printed alone
// (`&print=1`). Each event names its categories that give no places, why and how to fix it. Follows
// the server live.
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { AppLink } from '@/components/AppLink';
import { unplacedFix, unplacedReason } from '@/lib/domain/competition/unplacedText';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { NamedDropdown } from '@/components/NamedDropdown';
import { PageHeader } from '@/components/PageHeader';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatDate, formatDateRange, formatNumber } from '@/lib/core/format';
import type { UnfinishedReason } from '@/lib/rules/unfinished';
import { paths } from '@/lib/core/paths';
import { usePrintOnce } from '@/lib/core/usePrintOnce';
import { useSeason, useSeasonEvents, type RankingRow, type SeasonEvent } from '../api';
import '@/components/stack-table.css';
import { useClubNames } from '@/lib/domain/clubs';
import { RankingExport } from '../components/RankingExport';
import { useSeasonCategories, useSeasonEventsLive, useSeasonRanking } from '../publicApi';
import { categoryKey, categoryLabel, lineText, rankingSheet } from '../views';
import '../seasons.css';
import '../season-public.css';

function Movement({ row }: { row: RankingRow }) {
  const { t } = useTranslation('seasons');
  if (!row.previousRank) return <span className="season-move season-move-new">{t('ranking.new')}</span>;
  if (!row.movement) return <span className="season-move" aria-label={t('ranking.same')}>=</span>;
  const up = row.movement > 0;
  const n = Math.abs(row.movement);
  return (
    <span className={`season-move ${up ? 'season-move-up' : 'season-move-down'}`}>
      <span className={`pi ${up ? 'pi-arrow-up' : 'pi-arrow-down'}`} aria-hidden="true" />
      <span className="sr-only">{t(up ? 'ranking.up' : 'ranking.down', { count: n })}</span>
      <span aria-hidden="true">{formatNumber(n)}</span>
    </span>
  );
}

function Lines({ row, names }: { row: RankingRow; names: Record<string, string> }) {
  const { t } = useTranslation('seasons');
  return (
    <ul className="season-lines">
      {(row.lines ?? []).map((l) => (
        <li key={l.event} className={l.provisional ? 'season-line-provisional' : l.counted ? '' : 'season-line-dropped'}>
          <span className="season-line-event">{names[l.event] ?? ''}</span> {lineText(t, l)}
        </li>
      ))}
    </ul>
  );
}

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
  const chosen = params.get('category') ?? '';
  const category = categories.includes(chosen) ? chosen : (categories[0] ?? '');
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
  // The table of a category (a hundred rows and more, each with its events) renders in the background,
  // in slices between which the page stays responsive: rendered at once, its arrival blocked a phone's
  // main thread for half a second. Until it is there, the spinner stays.
  const rows = useDeferredValue(shown);
  const names = Object.fromEntries((events.data ?? []).map((e) => [e.id, e.expand?.competition?.name ?? '']));
  const label = (c: string) => categoryLabel(t, c);
  usePrintOnce(!!season.data && !categoryList.isLoading && !ranking.isLoading && !events.isLoading);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  if (season.isLoading) return <Loading />;
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
                  <Tag severity="info" value={t('events.coming')} />
                ) : (
                  <Tag severity={e.confirmed ? 'success' : 'warning'} value={t(e.confirmed ? 'events.confirmed' : 'events.notConfirmed')} />
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
              <NamedDropdown label={t('ranking.category')} value={category} options={categories.map((c) => ({ value: c, label: label(c) }))} optionLabel="label" onChange={(e) => choose(String(e.value))} className="season-category" />
              <RankingExport
                label={label(category)}
                printTo={paths.seasonRanking(seasonID, category, true)}
                table={() => rankingSheet(t, `${s.name} ${label(category)}`, shown, (events.data ?? []).map((e) => ({ id: e.id, name: e.expand?.competition?.name ?? '' })), clubs.name)}
              />
            </div>
            <h3 className="season-print-title">{`${s.name} · ${label(category)}`}</h3>
            {/* Keyed by the events' load: the cells name each event, and the table does not redraw rows whose data did not change. */}
            {rows !== shown ? (
              <Loading />
            ) : (
              <DataTable key={events.dataUpdatedAt} value={rows} dataKey="id" responsiveLayout="stack" breakpoint={TABLE_STACK_BREAKPOINT} className="stack-table stack-table-last-labelled season-table" aria-label={label(category)}>
                <Column header={t('ranking.rank')} body={(r: RankingRow) => <strong>{formatNumber(r.rank)}</strong>} />
                <Column header={t('ranking.movement')} body={(r: RankingRow) => <Movement row={r} />} />
                <Column
                  header={t('ranking.pair')}
                  body={(r: RankingRow) => (
                    <span className="season-pair">
                      <AppLink to={paths.seasonPair(seasonID, r.pair)} className="season-pair-link">
                        <span>{r.toriName}</span> <span>{r.ukeName}</span>
                      </AppLink>
                      <small>{(r.clubs ?? []).map(clubs.name).join(' · ')}</small>
                    </span>
                  )}
                />
                <Column header={t('ranking.events')} body={(r: RankingRow) => <Lines row={r} names={names} />} />
                <Column header={t('ranking.total')} body={(r: RankingRow) => <strong>{t('ranking.points', { points: formatNumber(r.total) })}</strong>} />
                <Column
                  header={t('ranking.state')}
                  body={(r: RankingRow) => (
                    <span className="season-tags">
                      {r.provisional ? <Tag severity="warning" value={t('ranking.provisional')} /> : null}
                      {r.qualified ? <Tag severity="success" value={t('ranking.qualified')} /> : null}
                    </span>
                  )}
                />
              </DataTable>
            )}
          </>
        )}
      </section>
    </>
  );
}
