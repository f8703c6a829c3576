// /reserved/documents: admins manage every document; organizers those of the competitions they
// organize. Non-public files are protected: downloads go through a file token.
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { NamedDropdown } from '@/components/NamedDropdown';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { confirmDelete } from '@/lib/confirm';
import { formatBytes, formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { pagedTableProps } from '@/lib/table';
import { toast } from '@/lib/toast';
import type { User } from '@/lib/types';
import { hasOrganizerRole, isAdmin } from '@/lib/permissions';
import { displayFileName, useDeleteDocument, useDocumentCompetitions, useManagedDocuments, type Document } from '../api';
import { AccessBadge } from '../components/AccessBadge';
import { DownloadLink } from '../components/DownloadLink';
import { EditDocumentDialog } from '../components/EditDocumentDialog';
import { FileIcon } from '../components/FileIcon';
import { UploadDialog } from '../components/UploadDialog';
import { paths } from '@/lib/paths';
import '@/components/stack-table.css';
import '../documents.css';

export default function ReservedDocumentsPage() {
  const { t } = useTranslation('documents');
  const user = useSession() as User;
  // Documents are managed per competition by whoever organizes it: the page serves admins and organizers.
  const canManage = hasOrganizerRole(user);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [competition, setCompetition] = useState('');
  const [page, setPage] = useState(1);
  const query = useManagedDocuments(canManage ? user : null, competition, deferred, page);
  const competitions = useDocumentCompetitions(user);
  const remove = useDeleteDocument();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Document | null>(null);
  const items = query.data?.items ?? [];
  const total = query.data?.totalItems ?? 0;

  function askDelete(d: Document) {
    const name = d.name || displayFileName(d.file);
    confirmDelete({
      header: t('reserved.deleteTitle'),
      message: t('reserved.deleteConfirm', { name }),
      accept: () => remove.mutate(d.id, { onSuccess: () => toast.success(t('common:toasts.saved'), t('reserved.deleted', { name })) }),
    });
  }

  if (!canManage) {
    return (
      <>
        <PageHeader title={t('common:titles.reservedDocuments')} />
        <EmptyState icon="pi pi-lock" title={t('reserved.notAllowed')} description={t('reserved.notAllowedHint')}>
          <Link to={paths.documents()} className="p-button p-component p-button-outlined">
            {t('reserved.toPublic')}
          </Link>
        </EmptyState>
      </>
    );
  }

  const filterOptions = [{ value: '', label: t('reserved.allCompetitions') }, ...(competitions.data ?? []).map((c) => ({ value: c.id, label: c.name }))];

  return (
    <>
      <PageHeader
        title={t('common:titles.reservedDocuments')}
        subtitle={isAdmin(user) ? t('reserved.intro') : t('reserved.introOrganizer')}
        actions={<Button icon="pi pi-upload" label={t('upload.open')} onClick={() => setUploading(true)} />}
      />
      <div className="list-toolbar documents-toolbar">
        <SearchField
          id="reserved-documents-search"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <div className="search-field">
          <label htmlFor="reserved-documents-competition" className="search-field-label">
            {t('form.competition')}
          </label>
          <NamedDropdown
            inputId="reserved-documents-competition"
            label={t('form.competition')}
            value={competition}
            options={filterOptions}
            optionLabel="label"
            optionValue="value"
            onChange={(e) => {
              setCompetition(e.value as string);
              setPage(1);
            }}
            filter={filterOptions.length > 8}
          />
        </div>
      </div>
      <DataTable
        value={items}
        {...pagedTableProps(page, total, setPage)}
        loading={query.isLoading}
        className="stack-table stack-table-last-labelled"
        aria-label={t('common:titles.reservedDocuments')}
        emptyMessage={
          query.isLoading ? ' ' : (
            <EmptyState icon="pi pi-file" title={t('reserved.empty')} description={deferred.trim() ? t('list.emptySearch') : t('reserved.emptyHint')}>
              <Button icon="pi pi-upload" label={t('upload.open')} outlined onClick={() => setUploading(true)} />
            </EmptyState>
          )
        }
      >
        <Column
          header={t('columns.document')}
          body={(d: Document) => (
            <div className="document-cell">
              <FileIcon file={d.file} />
              <div>
                <div className="document-name">{d.name || displayFileName(d.file)}</div>
                <div className="muted document-file">{displayFileName(d.file)}</div>
              </div>
            </div>
          )}
        />
        <Column
          header={t('columns.competition')}
          body={(d: Document) => (d.expand?.competition ? <Link to={paths.competition(d.expand.competition.id)}>{d.expand.competition.name}</Link> : <span className="muted">{t('list.general')}</span>)}
        />
        <Column header={t('columns.access')} body={(d: Document) => <AccessBadge doc={d} />} />
        <Column header={t('columns.size')} bodyClassName="nowrap" body={(d: Document) => formatBytes(d.size)} />
        <Column header={t('columns.date')} bodyClassName="nowrap" body={(d: Document) => <time dateTime={d.created}>{formatDate(d.created)}</time>} />
        <Column
          header={t('columns.actions')}
          body={(d: Document) => {
            const name = d.name || displayFileName(d.file);
            return (
              <div className="row-actions">
                <DownloadLink doc={d} label={name} />
                <Button type="button" size="small" text icon="pi pi-pencil" label={t('common:actions.edit')} aria-label={`${t('common:actions.edit')} – ${name}`} onClick={() => setEditing(d)} />
                <Button
                  type="button"
                  size="small"
                  text
                  severity="danger"
                  icon="pi pi-trash"
                  label={t('common:actions.delete')}
                  aria-label={`${t('common:actions.delete')} – ${name}`}
                  onClick={() => askDelete(d)}
                />
              </div>
            );
          }}
        />
      </DataTable>
      {uploading ? <UploadDialog user={user} defaultCompetition={competition} onClose={() => setUploading(false)} /> : null}
      {editing ? <EditDocumentDialog doc={editing} user={user} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog />
    </>
  );
}
