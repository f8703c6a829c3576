// The public list of documents (all of them, or one competition's): name and file, competition, size,
// date, download. Signed-in users also see documents reserved to registered users (marked as such).
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { SearchField } from '@/components/SearchField';
import { formatBytes, formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { pagedTableProps } from '@/lib/table';
import { displayFileName, usePublicDocuments, type Document } from '../api';
import { AccessBadge } from './AccessBadge';
import { DownloadLink } from './DownloadLink';
import { FileIcon } from './FileIcon';
import { paths } from '@/lib/paths';
import '@/components/stack-table.css';

export function PublicDocumentsTable({ competitionId = '', showCompetition = true }: { competitionId?: string; showCompetition?: boolean }) {
  const { t } = useTranslation('documents');
  const user = useSession();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const query = usePublicDocuments(competitionId, deferred, page);
  const items = query.data?.items ?? [];
  const total = query.data?.totalItems ?? 0;

  return (
    <>
      <div className="list-toolbar documents-toolbar">
        <SearchField
          id={competitionId ? 'competition-documents-search' : 'documents-search'}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </div>
      <DataTable
        value={items}
        {...pagedTableProps(page, total, setPage)}
        loading={query.isLoading}
        className="stack-table stack-table-last-labelled"
        aria-label={t('list.tableLabel')}
        emptyMessage={
          query.isLoading ? ' ' : (
            <EmptyState level={competitionId ? 3 : 2} icon="pi pi-file" title={t('list.empty')} description={deferred.trim() ? t('list.emptySearch') : t('list.emptyHint')} />
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
        {showCompetition ? (
          <Column
            header={t('columns.competition')}
            body={(d: Document) =>
              d.expand?.competition ? <Link to={paths.competition(d.expand.competition.id)}>{d.expand.competition.name}</Link> : <span className="muted">{t('list.general')}</span>
            }
          />
        ) : null}
        <Column header={t('columns.size')} bodyClassName="nowrap" body={(d: Document) => formatBytes(d.size)} />
        <Column header={t('columns.date')} bodyClassName="nowrap" body={(d: Document) => <time dateTime={d.created}>{formatDate(d.created)}</time>} />
        {user ? <Column header={t('columns.access')} body={(d: Document) => <AccessBadge doc={d} />} /> : null}
        <Column header={<span className="sr-only">{t('columns.download')}</span>} body={(d: Document) => <DownloadLink doc={d} label={d.name || displayFileName(d.file)} />} />
      </DataTable>
    </>
  );
}

