// /reserved/documents: admins manage every document; organizers those of the competitions they
// organize. Non-public files are protected: downloads go through a file token.
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { CompetitionDropdown } from '../components/CompetitionDropdown';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { confirmDelete } from '@/lib/core/confirm';
import { useSession } from '@/lib/core/session';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { hasOrganizerRole, isAdmin } from '@/lib/domain/permissions';
import { displayFileName, useDeleteDocument, useDocumentCompetitions, useManagedDocuments, type Document } from '../api';
import { DocumentsTable } from '../components/DocumentsTable';
import { EditDocumentDialog } from '../components/EditDocumentDialog';
import { UploadDialog } from '../components/UploadDialog';
import { paths } from '@/lib/core/paths';
import '../documents.css';
import { RowDeleteButton, RowEditButton } from '@/components/RowActions';

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
      <DocumentsTable
        searchId="reserved-documents-search"
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        filters={
          <div className="search-field">
            <label htmlFor="reserved-documents-competition" className="search-field-label">
              {t('form.competition')}
            </label>
            <CompetitionDropdown
              inputId="reserved-documents-competition"
              value={competition}
              options={filterOptions}
              onChange={(value) => {
                setCompetition(value);
                setPage(1);
              }}
            />
          </div>
        }
        items={query.data?.items ?? []}
        page={page}
        total={query.data?.totalItems ?? 0}
        onPage={setPage}
        loading={query.isLoading}
        label={t('common:titles.reservedDocuments')}
        empty={
          <EmptyState icon="pi pi-file" title={t('reserved.empty')} description={deferred.trim() ? t('list.emptySearch') : t('reserved.emptyHint')}>
            <Button icon="pi pi-upload" label={t('upload.open')} outlined onClick={() => setUploading(true)} />
          </EmptyState>
        }
        showCompetition
        access="afterCompetition"
        rowActions={(d, name) => (
          <>
            <RowEditButton name={name} onClick={() => setEditing(d)} />
            <RowDeleteButton name={name} onClick={() => askDelete(d)} />
          </>
        )}
      />
      {uploading ? <UploadDialog user={user} defaultCompetition={competition} onClose={() => setUploading(false)} /> : null}
      {editing ? <EditDocumentDialog doc={editing} user={user} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog />
    </>
  );
}
