// My issues (admins: all of them): title, status, last activity and an unread marker, filtered by
// status. The unread marker and the list follow the realtime notifications (see useUnreadBadge.ts).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { formatDateTime } from '@/lib/core/format';
import { IssuesStatusValues } from '@/lib/pb-types';
import { useSession } from '@/lib/core/session';
import { isAdmin } from '@/lib/domain/permissions';
import { pagedTableProps } from '@/lib/core/table';
import { useIssues, useLiveIssueList, useUnreadIssueIds, type Issue } from '../api';
import { IssueStatusTag } from '../components/IssueStatusTag';
import { NewIssueDialog } from '../components/NewIssueDialog';
import { paths } from '@/lib/core/paths';
import '@/components/stack-table.css';
import '../issues.css';

type Row = Issue & { unread: boolean };

export default function IssuesPage() {
  const { t } = useTranslation('issues');
  const user = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const userId = user?.id ?? '';
  const query = useIssues(userId, status, page);
  const unread = useUnreadIssueIds(userId).data;
  useLiveIssueList(!!userId);
  // The unread flag is part of the rows: the table re-renders its cells only when its value changes.
  const items: Row[] = useMemo(() => (query.data?.items ?? []).map((i) => ({ ...i, unread: unread?.has(i.id) ?? false })), [query.data, unread]);
  const total = query.data?.totalItems ?? 0;
  const admin = isAdmin(user);
  const statusOptions = [{ value: '', label: t('list.allStatuses') }].concat(
    IssuesStatusValues.map((s) => ({ value: s, label: t(`common:issueStatus.${s}`) })),
  );

  return (
    <>
      <PageHeader
        title={t('common:titles.issues')}
        subtitle={admin ? t('list.introAdmin') : t('list.intro')}
        actions={<Button label={t('create.open')} icon="pi pi-plus" onClick={() => setCreating(true)} />}
      />
      <div className="issues-toolbar">
        <span id="issues-status" className="issues-filter-label">
          {t('list.status')}
        </span>
        <SelectButton
          aria-labelledby="issues-status"
          value={status}
          options={statusOptions}
          allowEmpty={false}
          onChange={(e) => {
            setStatus((e.value as string | null) ?? '');
            setPage(1);
          }}
          className="issues-filter"
        />
      </div>
      <DataTable
        value={items}
        {...pagedTableProps(page, total, setPage)}
        loading={query.isLoading}
        className="stack-table stack-table-last-labelled"
        aria-label={t('list.tableLabel')}
        rowClassName={(i: Row) => (i.unread ? 'issue-row-unread' : '')}
        emptyMessage={
          query.isLoading ? ' ' : (
            <EmptyState icon="pi pi-comments" title={t('list.empty')} description={status ? t('list.emptyFiltered') : t('list.emptyHint')}>
              {status ? null : <Button label={t('create.open')} icon="pi pi-plus" outlined onClick={() => setCreating(true)} />}
            </EmptyState>
          )
        }
      >
        <Column
          header={t('columns.title')}
          body={(i: Row) => (
            <span className="issue-title-cell">
              {i.unread ? (
                <span className="issue-unread" data-testid="issue-unread">
                  <span className="issue-unread-dot" aria-hidden="true" />
                  <span className="sr-only">{t('list.unread')}</span>
                </span>
              ) : null}
              <AppLink to={paths.issue(i.id)} className="issue-link">
                {i.title}
              </AppLink>
            </span>
          )}
        />
        {admin ? <Column header={t('columns.owner')} body={(i: Issue) => i.expand?.owner?.name || i.expand?.owner?.username || ''} /> : null}
        <Column header={t('columns.status')} body={(i: Issue) => <IssueStatusTag status={i.status} />} />
        <Column
          header={t('columns.lastActivity')}
          bodyClassName="nowrap"
          body={(i: Issue) => <time dateTime={i.lastActivityAt || i.created}>{formatDateTime(i.lastActivityAt || i.created)}</time>}
        />
      </DataTable>
      {creating && user ? (
        <NewIssueDialog userId={user.id} onClose={() => setCreating(false)} onCreated={(issue) => void navigate(paths.issue(issue.id))} />
      ) : null}
    </>
  );
}
