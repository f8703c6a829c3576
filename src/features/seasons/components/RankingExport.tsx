// The exports of one ranking (class × kata): an XLSX sheet and its printable page (the season page
// with the category and `print=1`: the print layout shows that ranking alone). Written without
// PrimeReact (ThemeButton, a link with the button's classes): the public season page paints before it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ThemeButton } from '@/components/ThemeButton';
import { showError } from '@/lib/core/errors';
import { exportTable, type Table } from '@/lib/core/exports';

export function RankingExport({ table, label, printTo }: { table: () => Table; label: string; printTo: string }) {
  const { t } = useTranslation('seasons');
  const xlsx = async () => {
    try {
      await exportTable(table(), 'xlsx');
    } catch (error) {
      showError(error, 'exportFailed');
    }
  };
  return (
    <div className="season-export" role="group" aria-label={t('export.label', { category: label })}>
      <ThemeButton type="button" className="p-button-outlined p-button-sm" icon="pi pi-file-excel" label="XLSX" aria-label={t('export.xlsxOf', { category: label })} onClick={() => void xlsx()} />
      <Link to={printTo} className="p-button p-component p-button-outlined p-button-sm" aria-label={t('export.printOf', { category: label })}>
        <span className="p-button-icon p-button-icon-left pi pi-print" aria-hidden="true" />
        <span className="p-button-label">{t('export.print')}</span>
      </Link>
    </div>
  );
}
