// The shadow judges' (trainees') sheets against the panel's, per couple: the shadow's marks summed,
// the panel's average, the deviation, and the items where the shadow lay outside the panel's marks.
// Never counted in any result (src/lib/rules/shadow.ts).
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatNumber } from '@/lib/core/format';
import type { ShadowRow } from '../consistency';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import '@/components/stack-table.css';

export function ShadowComparison({ rows, loading }: { rows: readonly ShadowRow[]; loading: boolean }) {
  const { t } = useTranslation('results');
  const signed = (n: number) => formatNumber(n, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <section className="shadow-comparison" aria-labelledby="shadow-title">
      <h3 id="shadow-title" className="subsection-title">
        {t('qualifications.shadowTitle')}
      </h3>
      <p className="muted">{t('qualifications.shadowHint')}</p>
      <DataTable
        value={[...rows]}
        dataKey="draw"
        loading={loading}
        responsiveLayout="stack"
        breakpoint={TABLE_STACK_BREAKPOINT}
        className="stack-table stack-table-last-labelled shadow-table"
        aria-label={t('qualifications.shadowTitle')}
        emptyMessage={loading ? ' ' : t('qualifications.shadowEmpty')}
      >
        <Column header={t('qualifications.shadowJudge')} body={(r: ShadowRow) => <strong>{r.name || t('qualifications.shadowSeat', { n: r.seat - 5 })}</strong>} />
        <Column header={t('qualifications.couple')} body={(r: ShadowRow) => `${pouleLabel(t, { kata: r.kata, name: r.pouleName, phase: r.phase })} · ${r.order}. ${coupleLabel({ tori: r.tori, uke: r.uke })}`} />
        <Column header={t('qualifications.shadowTotal')} body={(r: ShadowRow) => formatNumber(r.total, { maximumFractionDigits: 2 })} />
        <Column header={t('qualifications.panelAverage')} body={(r: ShadowRow) => formatNumber(r.panel, { maximumFractionDigits: 2 })} />
        <Column header={t('qualifications.deviation')} body={(r: ShadowRow) => <span className={Math.abs(r.deviation) >= r.items ? 'shadow-deviation-far' : undefined}>{signed(r.deviation)}</span>} />
        <Column header={t('qualifications.outside')} body={(r: ShadowRow) => t('qualifications.outsideValue', { n: formatNumber(r.outside), items: formatNumber(r.items), points: formatNumber(r.distance, { maximumFractionDigits: 2 }) })} />
      </DataTable>
    </section>
  );
}
