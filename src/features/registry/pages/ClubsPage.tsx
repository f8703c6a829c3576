// The clubs' registry (admins): code, name, city and region of each club, so public pages name the
// clubs athletes carry as codes. Add, edit and delete; the server lets only admins write.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { useClubs, type Club } from '@/lib/domain/clubs';
import { confirmDelete } from '@/lib/core/confirm';
import { toast } from '@/lib/core/toast';
import { useDeleteClub } from '../clubsApi';
import { ClubDialog } from '../components/ClubDialog';
import '@/components/stack-table.css';
import { RowDeleteButton, RowEditButton } from '@/components/RowActions';

export default function ClubsPage() {
  const { t } = useTranslation('registry');
  const clubs = useClubs();
  const remove = useDeleteClub();
  const [editing, setEditing] = useState<Club | 'new' | null>(null);
  const rows = clubs.data ?? [];

  const askDelete = (c: Club) =>
    confirmDelete({
      header: t('clubs.deleteTitle'),
      message: t('clubs.deleteMessage', { name: c.name, code: c.code }),
      accept: () => remove.mutate(c.id, { onSuccess: () => toast.success(t('clubs.deleted', { name: c.name })) }),
    });

  return (
    <>
      <PageHeader title={t('common:titles.clubs')} subtitle={t('clubs.intro')} actions={<Button type="button" icon="pi pi-plus" label={t('clubs.add')} onClick={() => setEditing('new')} />} />
      {clubs.isLoading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState icon="pi pi-building" title={t('clubs.empty')} description={t('clubs.emptyHint')} />
      ) : (
        <DataTable value={rows} dataKey="id" className="stack-table" aria-label={t('common:titles.clubs')} sortField="code" sortOrder={1}>
          <Column field="code" sortable header={t('clubs.code')} body={(c: Club) => <span className="registry-club">{c.code}</span>} />
          <Column field="name" sortable header={t('clubs.name')} body={(c: Club) => <strong>{c.name}</strong>} />
          <Column field="city" sortable header={t('clubs.city')} />
          <Column field="region" sortable header={t('clubs.region')} />
          <Column
            header={t('clubs.actions')}
            body={(c: Club) => (
              <span className="row-actions">
                <RowEditButton name={c.name} onClick={() => setEditing(c)} />
                <RowDeleteButton name={c.name} onClick={() => askDelete(c)} />
              </span>
            )}
          />
        </DataTable>
      )}
      {editing ? <ClubDialog club={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog />
    </>
  );
}
