// The judges' consistency by person, most deviating first: marks given, how often a mark was cancelled
// AND lay outside the marks that counted (count and share), and by how much on average. Stacks into
// cards on narrow screens.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatNumber } from '@/lib/core/format';
import { averageDistance, byDeviation, outsideShare, type JudgeConsistencyRow } from '../consistency';
import '@/components/stack-table.css';

export function JudgeRanking({ rows, loading, caption, empty }: { rows: readonly JudgeConsistencyRow[]; loading: boolean; caption: string; empty: string }) {
  const { t } = useTranslation('results');
  const dash = <span className="muted">—</span>;
  return (
    <DataTable
      value={byDeviation(rows)}
      dataKey="judge"
      loading={loading}
      responsiveLayout="stack"
      breakpoint={TABLE_STACK_BREAKPOINT}
      className="stack-table stack-table-last-labelled judge-ranking"
      aria-label={caption}
      emptyMessage={loading ? ' ' : empty}
    >
      <Column
        header={t('ranking.judge')}
        body={(r: JudgeConsistencyRow) => (
          <span className="judge-ranking-name">
            <strong>{r.name}</strong>
            {r.club ? <span className="muted"> · {r.club}</span> : null}
          </span>
        )}
      />
      <Column header={t('ranking.competitions')} body={(r: JudgeConsistencyRow) => formatNumber(r.competitions)} />
      <Column header={t('ranking.couples')} body={(r: JudgeConsistencyRow) => formatNumber(r.couples)} />
      <Column header={t('ranking.items')} body={(r: JudgeConsistencyRow) => formatNumber(r.items)} />
      <Column
        header={t('ranking.outside')}
        body={(r: JudgeConsistencyRow) => {
          const share = outsideShare(r);
          return share === null ? dash : t('ranking.outsideValue', { count: r.outside, n: formatNumber(r.outside), share: formatNumber(share, { style: 'percent', maximumFractionDigits: 1 }) });
        }}
      />
      <Column
        header={t('ranking.distance')}
        body={(r: JudgeConsistencyRow) => {
          const d = averageDistance(r);
          return d === null ? dash : t('ranking.points', { count: d, n: formatNumber(d, { maximumFractionDigits: 2 }) });
        }}
      />
    </DataTable>
  );
}
