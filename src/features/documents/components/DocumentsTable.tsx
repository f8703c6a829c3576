// The documents table of the public lists and of the reserved management page: the search box (and
// any further filters), then name and file, competition, access, size, date and the download, with
// the management actions beside the download when the page gives them.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SearchField } from '@/components/SearchField';
import { formatBytes, formatDate } from '@/lib/core/format';
import { pagedTableProps } from '@/lib/core/table';
import { paths } from '@/lib/core/paths';
import { displayFileName, type Document } from '../api';
import { AccessBadge } from './AccessBadge';
import { DownloadLink } from './DownloadLink';
import { FileIcon } from './FileIcon';
import '@/components/stack-table.css';

export function DocumentsTable({
  searchId,
  search,
  onSearch,
  filters,
  items,
  page,
  total,
  onPage,
  loading,
  label,
  empty,
  showCompetition,
  access,
  rowActions,
}: {
  searchId: string;
  search: string;
  onSearch: (value: string) => void;
  /** Further filters beside the search box. */
  filters?: ReactNode;
  items: Document[];
  page: number;
  total: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** The table's accessible name. */
  label: string;
  /** Shown when there is no row. */
  empty: ReactNode;
  showCompetition: boolean;
  /** Where the access column stands: beside the competition (management), after the date, or none. */
  access: 'afterCompetition' | 'afterDate' | 'none';
  /** Actions beside each row's download (the column is then named "Actions"). */
  rowActions?: (doc: Document, name: string) => ReactNode;
}) {
  const { t } = useTranslation('documents');
  const accessColumn = <Column header={t('columns.access')} body={(d: Document) => <AccessBadge doc={d} />} />;
  return (
    <>
      <div className="list-toolbar documents-toolbar">
        <SearchField id={searchId} value={search} onChange={onSearch} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} />
        {filters}
      </div>
      <DataTable
        value={items}
        {...pagedTableProps(page, total, onPage)}
        loading={loading}
        className="stack-table stack-table-last-labelled"
        aria-label={label}
        emptyMessage={loading ? ' ' : empty}
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
        {access === 'afterCompetition' ? accessColumn : null}
        <Column header={t('columns.size')} bodyClassName="nowrap" body={(d: Document) => formatBytes(d.size)} />
        <Column header={t('columns.date')} bodyClassName="nowrap" body={(d: Document) => <time dateTime={d.created}>{formatDate(d.created)}</time>} />
        {access === 'afterDate' ? accessColumn : null}
        {rowActions ? (
          <Column
            header={t('columns.actions')}
            body={(d: Document) => {
              const name = d.name || displayFileName(d.file);
              return (
                <div className="row-actions">
                  <DownloadLink doc={d} label={name} />
                  {rowActions(d, name)}
                </div>
              );
            }}
          />
        ) : (
          <Column header={<span className="sr-only">{t('columns.download')}</span>} body={(d: Document) => <DownloadLink doc={d} label={d.name || displayFileName(d.file)} />} />
        )}
      </DataTable>
    </>
  );
}
