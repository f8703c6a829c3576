// A club, nation or medal table of the season (rows from src/lib/rules/season.ts): position, name,
// points (not in a medal table) and the medals; stacks into cards on a phone.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatNumber } from '@/lib/core/format';
import type { SeasonTableRow } from '@/lib/rules/season';
import '@/components/stack-table.css';

/** `by`: what a line is (a club or a nation), the name column's header. */
export function StandingsTable({ rows, label, by, points = true }: { rows: readonly SeasonTableRow[]; label: string; by: 'club' | 'nation'; points?: boolean }) {
  const { t } = useTranslation('seasons');
  const value = rows.map((r, i) => ({ ...r, position: i + 1 }));
  return (
    <DataTable value={value} dataKey="name" responsiveLayout="stack" breakpoint={TABLE_STACK_BREAKPOINT} className="stack-table stack-table-last-labelled season-standings" aria-label={label}>
      <Column header={t('tables.position')} body={(r: (typeof value)[number]) => <strong>{formatNumber(r.position)}</strong>} />
      <Column header={t(`tables.${by}`)} field="name" />
      {points ? <Column header={t('ranking.total')} body={(r: SeasonTableRow) => formatNumber(r.points)} /> : null}
      <Column header={t('tables.gold')} body={(r: SeasonTableRow) => formatNumber(r.gold)} />
      <Column header={t('tables.silver')} body={(r: SeasonTableRow) => formatNumber(r.silver)} />
      <Column header={t('tables.bronze')} body={(r: SeasonTableRow) => formatNumber(r.bronze)} />
    </DataTable>
  );
}
