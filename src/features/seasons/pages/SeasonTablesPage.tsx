// A season's club, nation and medal tables (public, phone first, one tab per table, deep-linked):
// clubs and nations by the counted points of the ranking (a pair of two clubs per the season's
// `clubShare`), medals over the season's confirmed results and per confirmed event. Follows the
// ranking live.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { RouteTabs } from '@/components/RouteTabs';
import { useClubNames } from '@/lib/domain/clubs';
import type { SeasonTableRow } from '@/lib/rules/season';
import { formatDate } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { useSeason, useSeasonEvents } from '../api';
import { StandingsTable } from '../components/StandingsTable';
import { useSeasonEventsLive, useSeasonRanking } from '../publicApi';
import { medalTable, seasonClubTable } from '../views';
import { SeasonBreadcrumb } from '../components/SeasonBreadcrumb';
import '../seasons.css';
import '../season-public.css';

const TABLES = ['clubs', 'nations', 'medals'] as const;
type TableName = (typeof TABLES)[number];

export default function SeasonTablesPage() {
  const { t } = useTranslation('seasons');
  const { seasonID = '', table: asked = 'clubs' } = useParams();
  const table: TableName = (TABLES as readonly string[]).includes(asked) ? (asked as TableName) : 'clubs';
  const season = useSeason(seasonID);
  const events = useSeasonEvents(seasonID);
  useSeasonEventsLive(seasonID);
  const ranking = useSeasonRanking(seasonID);
  const rows = useMemo(() => ranking.data ?? [], [ranking.data]);
  const share = season.data?.clubShare;
  const clubs = useClubNames();
  // Clubs by name (the rows rank them by code); nations as they are.
  const byName = (list: SeasonTableRow[]) => (table === 'nations' ? list : list.map((r) => ({ ...r, name: clubs.name(r.name) })));
  const standings = useMemo(() => (table === 'medals' ? medalTable(rows) : seasonClubTable(rows, table, share)), [rows, table, share]);

  if (season.isLoading) return <Loading />;
  if (!season.data) return <EmptyState icon="pi pi-trophy" title={t('notFound')} />;
  const confirmed = (events.data ?? []).filter((e) => e.confirmed);
  const label = t(`tables.${table}Title`);

  return (
    <>
      <SeasonBreadcrumb seasonId={seasonID} name={season.data.name} />
      <PageHeader title={t('common:titles.seasonTables')} subtitle={season.data.name} />
      <RouteTabs label={t('tables.tabs')} tabs={TABLES.map((k) => ({ key: k, label: t(`tables.${k}Title`), to: k === 'clubs' ? paths.seasonTables(seasonID) : paths.seasonTables(seasonID, k), end: true }))} />
      <section className="season-section" aria-labelledby="season-table">
        <h2 id="season-table">{label}</h2>
        {table !== 'medals' ? <p className="season-rules">{t(share === 'full' ? 'tables.shareFull' : 'tables.shareHalf')}</p> : null}
        {ranking.isLoading ? <Loading /> : standings.length ? <StandingsTable rows={byName(standings)} label={label} by={table === 'nations' ? 'nation' : 'club'} points={table !== 'medals'} /> : <EmptyState icon="pi pi-list" title={t('tables.empty')} level={3} />}
      </section>
      {table === 'medals'
        ? confirmed.map((e) => {
            const medals = medalTable(rows, e.id);
            const name = e.expand?.competition?.name ?? '';
            return (
              <section key={e.id} className="season-section" aria-labelledby={`medals-${e.id}`}>
                <h2 id={`medals-${e.id}`}>{t('tables.eventMedals', { event: name })}</h2>
                <p className="season-rules">{formatDate(e.expand?.competition?.date)}</p>
                {medals.length ? <StandingsTable rows={byName(medals)} label={t('tables.eventMedals', { event: name })} by="club" points={false} /> : <EmptyState icon="pi pi-list" title={t('tables.empty')} level={3} />}
              </section>
            );
          })
        : null}
    </>
  );
}
