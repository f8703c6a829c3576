// Export one poule's draw or results: CSV, XLSX, or the printable page (A4) of that poule alone.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { showError } from '@/lib/core/errors';
import { exportTable, type Table } from '@/lib/core/exports';

export function ExportMenu({ table, label, printTo }: { table: () => Table; label: string; printTo: string }) {
  const { t } = useTranslation('results');
  const run = async (kind: 'csv' | 'xlsx') => {
    try {
      await exportTable(table(), kind);
    } catch (error) {
      showError(error, 'exportFailed');
    }
  };
  return (
    <div className="export-menu" role="group" aria-label={t('export.label', { poule: label })}>
      <Button type="button" size="small" text icon="pi pi-file" label="CSV" aria-label={t('export.csv', { poule: label })} onClick={() => void run('csv')} />
      <Button type="button" size="small" text icon="pi pi-file-excel" label="XLSX" aria-label={t('export.xlsx', { poule: label })} onClick={() => void run('xlsx')} />
      <Link to={printTo} className="p-button p-component p-button-text p-button-sm" aria-label={t('export.print', { poule: label })}>
        <span className="pi pi-print" aria-hidden="true" />
        <span>{t('export.printShort')}</span>
      </Link>
    </div>
  );
}
