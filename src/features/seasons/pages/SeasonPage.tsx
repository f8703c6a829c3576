// A season's public page (phone first): its events, past and coming, with whether their results are
// confirmed, and the ranking of each class × kata — each pair's events (place and points, counted or
// dropped), total, movement since the previous event, provisional lines. Follows the server live.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { NamedDropdown } from '@/components/NamedDropdown';
import { PageHeader } from '@/components/PageHeader';
import { formatDate, formatDateRange, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSeason, useSeasonEvents, useSeasonRanking, type RankingRow, type SeasonEvent } from '../api';
import '@/components/stack-table.css';
import '../seasons.css';

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
          <span className="season-line-event">{names[l.event] ?? ''}</span>{' '}
          {t('ranking.place', { place: l.place })}
          {' · '}
          {l.provisional ? t('ranking.provisional') : t(l.counted ? 'ranking.points' : 'ranking.dropped', { points: formatNumber(l.points) })}
        </li>
      ))}
    </ul>
  );
}

export default function SeasonPage() {
  const { t } = useTranslation('seasons');
  const { seasonID = '' } = useParams();
  const season = useSeason(seasonID);
  const events = useSeasonEvents(seasonID);
  const ranking = useSeasonRanking(seasonID);
  const rows = useMemo(() => ranking.data ?? [], [ranking.data]);
  const categories = useMemo(() => [...new Set(rows.map((r) => `${r.class}|${r.kata}`))], [rows]);
  const [chosen, setChosen] = useState('');
  const category = categories.includes(chosen) ? chosen : (categories[0] ?? '');
  const shown = rows.filter((r) => `${r.class}|${r.kata}` === category);
  const names = Object.fromEntries((events.data ?? []).map((e) => [e.id, e.expand?.competition?.name ?? '']));
  const label = (c: string) => {
    const [cls = '', kata = ''] = c.split('|');
    return `${cls} · ${t(`common:katas.${kata}`)}`;
  };

  if (season.isLoading) return <Loading />;
  if (!season.data) return <EmptyState icon="pi pi-trophy" title={t('notFound')} />;
  const s = season.data;

  return (
    <>
      <PageHeader title={s.name} subtitle={formatDateRange(s.startDate, s.endDate)} />
      <section className="season-section" aria-labelledby="season-events">
        <h2 id="season-events">{t('events.title')}</h2>
        {events.data?.length ? (
          <ul className="season-events">
            {events.data.map((e: SeasonEvent) => (
              <li key={e.id}>
                <span className="season-event-date">{formatDate(e.expand?.competition?.date)}</span>
                <AppLink to={paths.competition(e.competition)}>{e.expand?.competition?.name}</AppLink>
                <span className="season-event-level">{t('events.level', { level: e.level })}</span>
                <Tag severity={e.confirmed ? 'success' : 'warning'} value={t(e.confirmed ? 'events.confirmed' : 'events.notConfirmed')} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="pi pi-calendar" title={t('events.empty')} level={3} />
        )}
      </section>
      <section className="season-section" aria-labelledby="season-ranking">
        <h2 id="season-ranking">{t('ranking.title')}</h2>
        <p className="season-rules">{t('ranking.rules', { best: s.bestN ? formatNumber(s.bestN) : t('ranking.all') })}</p>
        {ranking.isLoading ? (
          <Loading />
        ) : !categories.length ? (
          <EmptyState icon="pi pi-list" title={t('ranking.empty')} level={3} />
        ) : (
          <>
            <NamedDropdown label={t('ranking.category')} value={category} options={categories.map((c) => ({ value: c, label: label(c) }))} optionLabel="label" onChange={(e) => setChosen(String(e.value))} className="season-category" />
            {/* Keyed by the events' load: the cells name each event, and the table does not redraw rows whose data did not change. */}
            <DataTable key={events.dataUpdatedAt} value={shown} dataKey="id" className="stack-table season-table" aria-label={label(category)}>
              <Column header={t('ranking.rank')} body={(r: RankingRow) => <strong>{formatNumber(r.rank)}</strong>} />
              <Column header={t('ranking.movement')} body={(r: RankingRow) => <Movement row={r} />} />
              <Column
                header={t('ranking.pair')}
                body={(r: RankingRow) => (
                  <span className="season-pair">
                    <span>{r.toriName}</span>
                    <span>{r.ukeName}</span>
                    <small>{(r.clubs ?? []).join(' · ')}</small>
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
          </>
        )}
      </section>
    </>
  );
}
