// The katas (admins): katas are data, each a sheet with its names in both languages, items, panel
// and duration; add a kata, edit any (the items and scale of a kata already scored are kept by the
// server), switch one off (no longer offered for new couples and circuits), remove one nothing names,
// print its blank form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatNumber } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { confirmDelete } from '@/lib/core/confirm';
import { registerKataNames } from '@/lib/domain/katas';
import { reportActionError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import { useDeleteKataSheet, useKataSheets, type KataSheet } from '../api';
import { SheetDialog } from '../components/SheetDialog';
import '@/components/stack-table.css';
import '../katasheets.css';

export default function KataSheetsPage() {
  const { t, i18n } = useTranslation('katasheets');
  const remove = useDeleteKataSheet();
  const sheets = useKataSheets();
  const [editing, setEditing] = useState<KataSheet | 'new' | null>(null);
  const rows = sheets.data ?? [];
  // The katas' names join the i18n resources: every screen names a kata added here.
  useEffect(() => {
    if (sheets.data) registerKataNames(sheets.data);
  }, [sheets.data]);
  const nameOf = (s: KataSheet) => (i18n.resolvedLanguage === 'it' ? s.nameIt : s.nameEn) || t(`common:katas.${s.kata}`);
  const askRemove = (s: KataSheet) =>
    confirmDelete({
      header: t('remove.title'),
      message: t('remove.confirm', { kata: nameOf(s) }),
      accept: () =>
        remove.mutate(s.id, {
          onSuccess: () => toast.success(t('common:toasts.saved'), t('remove.done', { kata: nameOf(s) })),
          onError: (error) => reportActionError(error, 'deleteFailed'),
        }),
    });
  const techniques = (s: KataSheet) => s.items.filter((i) => i.kind === 'technique').length;
  const minutes = (s: KataSheet) => (s.duration ? t('list.minutes', { value: formatNumber(s.duration / 60, { maximumFractionDigits: 1 }) }) : '');

  return (
    <>
      <PageHeader
        title={t('common:titles.kataSheets')}
        subtitle={t('intro')}
        actions={<Button type="button" icon="pi pi-plus" label={t('create')} onClick={() => setEditing('new')} />}
      />
      {sheets.isLoading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState icon="pi pi-list-check" title={t('empty')} />
      ) : (
        <DataTable value={rows} dataKey="id" className="stack-table sheets-table" aria-label={t('common:titles.kataSheets')}>
          <Column
            header={t('list.kata')}
            body={(s: KataSheet) => (
              <>
                <strong>{nameOf(s)}</strong> <span className="muted">{s.kata}</span>
                {s.active ? null : <span className="sheet-inactive"> · {t('list.inactive')}</span>}
              </>
            )}
          />
          <Column header={t('list.items')} body={(s: KataSheet) => t('list.itemsCount', { count: s.items.length, techniques: techniques(s) })} />
          <Column header={t('list.judges')} body={(s: KataSheet) => formatNumber(s.judges)} />
          <Column header={t('list.duration')} body={minutes} />
          <Column
            header={t('list.actions')}
            body={(s: KataSheet) => (
              <span className="sheet-actions">
                <Button type="button" size="small" text icon="pi pi-pencil" label={t('common:actions.edit')} aria-label={`${t('common:actions.edit')} – ${nameOf(s)}`} onClick={() => setEditing(s)} />
                <Button type="button" size="small" text severity="danger" icon="pi pi-trash" label={t('common:actions.delete')} aria-label={`${t('common:actions.delete')} – ${nameOf(s)}`} onClick={() => askRemove(s)} />
                <Link to={paths.blankForm(s.kata)} className="p-button p-component p-button-text p-button-sm" aria-label={t('list.printFormOf', { kata: nameOf(s) })}>
                  <span className="p-button-icon p-button-icon-left pi pi-print" aria-hidden="true" />
                  <span className="p-button-label">{t('list.printForm')}</span>
                </Link>
              </span>
            )}
          />
        </DataTable>
      )}
      <ConfirmDialog />
      {editing ? <SheetDialog sheet={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
