// The judges' consistency by person, most deviating first: marks given, how often a mark was cancelled
// AND lay outside the marks that counted (count and share), and by how much on average, and how often
// it lay off the panel's average (plus and minus apart: a judge's bias; any panel size). Stacks into
// cards on narrow screens.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatNumber } from '@/lib/core/format';
import { PANEL_DISTANCE, REFERENCE_TOLERANCE } from '@/lib/rules/deviation';
import { averageDistance, byDeviation, offPanelShare, outsideShare, referenceBias, type JudgeConsistencyRow } from '../consistency';
import '@/components/stack-table.css';
import './judgeBias.css';

interface Props {
  rows: readonly JudgeConsistencyRow[];
  loading: boolean;
  caption: string;
  empty: string;
  /** The distance from the panel's average the server counted plus and minus with. */
  panelDistance?: number;
  /** The tolerance around the reference marks the server used. */
  referenceTolerance?: number;
}

export function JudgeRanking({ rows, loading, caption, empty, panelDistance = PANEL_DISTANCE, referenceTolerance = REFERENCE_TOLERANCE }: Props) {
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
      <Column
        header={t('ranking.offPanel', { distance: formatNumber(panelDistance, { maximumFractionDigits: 2 }) })}
        body={(r: JudgeConsistencyRow) => {
          const share = offPanelShare(r);
          return share === null ? (
            dash
          ) : (
            <span className="judge-ranking-bias">
              {t('ranking.offPanelValue', { plus: formatNumber(r.plus), minus: formatNumber(r.minus), share: formatNumber(share, { style: 'percent', maximumFractionDigits: 1 }) })}
            </span>
          );
        }}
      />
      <Column
        header={t('ranking.reference', { tolerance: formatNumber(referenceTolerance, { maximumFractionDigits: 2 }) })}
        body={(r: JudgeConsistencyRow) => {
          const bias = referenceBias(r);
          return bias === null ? (
            dash
          ) : (
            <span className="judge-ranking-bias">
              {t('ranking.referenceValue', {
                count: r.refCouples,
                plus: formatNumber(r.refPlus),
                minus: formatNumber(r.refMinus),
                couples: formatNumber(r.refCouples),
                bias: formatNumber(bias, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
              })}
            </span>
          );
        }}
      />
    </DataTable>
  );
}
