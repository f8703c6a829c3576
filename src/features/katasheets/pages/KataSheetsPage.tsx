// Kata sheets (admins): every kata's sheet with its items, panel and duration; create one for a kata
// that has none, edit any (the items of a kata already scored are kept by the server), print its blank form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatNumber } from '@/lib/core/format';
import { KataSheetsKataValues } from '@/lib/pb-types';
import { paths } from '@/lib/core/paths';
import { useKataSheets, type Kata, type KataSheet } from '../api';
import { SheetDialog } from '../components/SheetDialog';
import '@/components/stack-table.css';
import '../katasheets.css';

// Every kata the server knows (the select values of kata_sheets.kata).
const ALL_KATAS: readonly Kata[] = KataSheetsKataValues;

export default function KataSheetsPage() {
  const { t } = useTranslation('katasheets');
  const sheets = useKataSheets();
  const [editing, setEditing] = useState<KataSheet | 'new' | null>(null);
  const rows = sheets.data ?? [];
  const free = ALL_KATAS.filter((k) => !rows.some((s) => s.kata === k));
  const techniques = (s: KataSheet) => s.items.filter((i) => i.kind === 'technique').length;
  const minutes = (s: KataSheet) => (s.duration ? t('list.minutes', { value: formatNumber(s.duration / 60, { maximumFractionDigits: 1 }) }) : '');

  return (
    <>
      <PageHeader
        title={t('common:titles.kataSheets')}
        subtitle={t('intro')}
        actions={<Button type="button" icon="pi pi-plus" label={t('create')} disabled={!free.length} onClick={() => setEditing('new')} />}
      />
      {sheets.isLoading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState icon="pi pi-list-check" title={t('empty')} />
      ) : (
        <DataTable value={rows} dataKey="id" className="stack-table sheets-table" aria-label={t('common:titles.kataSheets')}>
          <Column header={t('list.kata')} body={(s: KataSheet) => <strong>{t(`common:katas.${s.kata}`)}</strong>} />
          <Column header={t('list.items')} body={(s: KataSheet) => t('list.itemsCount', { count: s.items.length, techniques: techniques(s) })} />
          <Column header={t('list.judges')} body={(s: KataSheet) => formatNumber(s.judges)} />
          <Column header={t('list.duration')} body={minutes} />
          <Column
            header={t('list.actions')}
            body={(s: KataSheet) => (
              <span className="sheet-actions">
                <Button type="button" size="small" text icon="pi pi-pencil" label={t('common:actions.edit')} aria-label={`${t('common:actions.edit')} – ${t(`common:katas.${s.kata}`)}`} onClick={() => setEditing(s)} />
                <Link to={paths.blankForm(s.kata)} className="p-button p-component p-button-text p-button-sm" aria-label={t('list.printFormOf', { kata: t(`common:katas.${s.kata}`) })}>
                  <span className="p-button-icon p-button-icon-left pi pi-print" aria-hidden="true" />
                  <span className="p-button-label">{t('list.printForm')}</span>
                </Link>
              </span>
            )}
          />
        </DataTable>
      )}
      {editing ? <SheetDialog sheet={editing === 'new' ? null : editing} freeKatas={free} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
