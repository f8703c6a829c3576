// A season's ranking of one class × kata as a plain table, written with the classes of PrimeReact's
// DataTable in its stacked layout (components/stack-table.css, styles/prime-public.css): the season page
// paints before PrimeReact and its full theme load. The first rows render with the page; the rest
// (a category has a hundred rows and more, each with its events) follow after the first paint in
// slices, each its own short render and commit: one background render of them all ended in one commit
// of every row at once, a long task on a slow phone.
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { formatNumber } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { useSlices } from '@/lib/core/useSlices';
import type { RankingRow } from '../api';
import { lineText } from '../views';
import { StateTag } from './StateTag';
import '@/components/stack-table.css';

/** Rows rendered with the page's first paint: a phone's screen and more (a row is a card of about 24rem: its events). */
export const FIRST_ROWS = 2;
/** Rows added by each later slice: a render and commit well under a long task (50 ms) at 4× slower CPU. */
export const SLICE_ROWS = 8;
/** The six columns' titles. */
type Titles = readonly [string, string, string, string, string, string];

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

function Cell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <td>
      <span className="p-column-title">{title}</span>
      {children}
    </td>
  );
}

interface RowProps {
  row: RankingRow;
  seasonId: string;
  names: Record<string, string>;
  clubName: (code: string) => string;
  titles: Titles;
}

const Row = memo(function Row({ row, seasonId, names, clubName, titles }: RowProps) {
  const { t } = useTranslation('seasons');
  return (
    <tr>
      <Cell title={titles[0]}>
        <strong>{formatNumber(row.rank)}</strong>
      </Cell>
      <Cell title={titles[1]}>
        <Movement row={row} />
      </Cell>
      <Cell title={titles[2]}>
        <span className="season-pair">
          <AppLink to={paths.seasonPair(seasonId, row.pair)} className="season-pair-link">
            <span>{row.toriName}</span> <span>{row.ukeName}</span>
          </AppLink>
          <small>{(row.clubs ?? []).map(clubName).join(' · ')}</small>
        </span>
      </Cell>
      <Cell title={titles[3]}>
        <ul className="season-lines">
          {(row.lines ?? []).map((l) => (
            <li key={l.event} className={l.provisional ? 'season-line-provisional' : l.counted ? '' : 'season-line-dropped'}>
              <span className="season-line-event">{names[l.event] ?? ''}</span> {lineText(t, l)}
            </li>
          ))}
        </ul>
      </Cell>
      <Cell title={titles[4]}>
        <strong>{t('ranking.points', { points: formatNumber(row.total) })}</strong>
      </Cell>
      <Cell title={titles[5]}>
        <span className="season-tags">
          {row.provisional ? <StateTag severity="warning" value={t('ranking.provisional')} /> : null}
          {row.qualified ? <StateTag severity="success" value={t('ranking.qualified')} /> : null}
        </span>
      </Cell>
    </tr>
  );
});

interface RankingTableProps {
  rows: readonly RankingRow[];
  seasonId: string;
  /** Each event's name by its id. */
  names: Record<string, string>;
  clubName: (code: string) => string;
  label: string;
  /** Every row in the first render (the printed ranking). */
  whole?: boolean;
}

export function RankingTable({ rows, seasonId, names, clubName, label, whole = false }: RankingTableProps) {
  const { t } = useTranslation('seasons');
  const count = useSlices(rows, rows.length, FIRST_ROWS, SLICE_ROWS, whole);
  const shown = count >= rows.length ? rows : rows.slice(0, count);
  const titles = useMemo((): Titles => [t('ranking.rank'), t('ranking.movement'), t('ranking.pair'), t('ranking.events'), t('ranking.total'), t('ranking.state')], [t]);
  return (
    <div className="p-datatable p-component stack-table stack-table-last-labelled season-table">
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table" aria-label={label} aria-busy={shown !== rows || undefined}>
          <thead className="p-datatable-thead">
            <tr>
              {titles.map((title) => (
                <th key={title} scope="col">
                  <div className="p-column-header-content">
                    <span className="p-column-title">{title}</span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {shown.map((r) => (
              <Row key={r.id} row={r} seasonId={seasonId} names={names} clubName={clubName} titles={titles} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
