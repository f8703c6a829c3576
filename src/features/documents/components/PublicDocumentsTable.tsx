// The public list of documents (all of them, or one competition's): name and file, competition, size,
// date, download. Signed-in users also see documents reserved to registered users (marked as such).
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useSession } from '@/lib/core/session';
import { usePublicDocuments } from '../api';
import { DocumentsTable } from './DocumentsTable';

export function PublicDocumentsTable({ competitionId = '', showCompetition = true }: { competitionId?: string; showCompetition?: boolean }) {
  const { t } = useTranslation('documents');
  const user = useSession();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const query = usePublicDocuments(competitionId, deferred, page);

  return (
    <DocumentsTable
      searchId={competitionId ? 'competition-documents-search' : 'documents-search'}
      search={search}
      onSearch={(v) => {
        setSearch(v);
        setPage(1);
      }}
      items={query.data?.items ?? []}
      page={page}
      total={query.data?.totalItems ?? 0}
      onPage={setPage}
      loading={query.isLoading}
      label={t('list.tableLabel')}
      empty={<EmptyState level={competitionId ? 3 : 2} icon="pi pi-file" title={t('list.empty')} description={deferred.trim() ? t('list.emptySearch') : t('list.emptyHint')} />}
      showCompetition={showCompetition}
      access={user ? 'afterDate' : 'none'}
    />
  );
}
