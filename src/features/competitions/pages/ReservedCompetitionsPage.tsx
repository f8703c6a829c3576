// /reserved/competitions: admins manage every competition; organizers edit the ones they organize and
// move them forward; commissioners see the ones they are assigned to. The API rules decide; the
// buttons only mirror them. `?edit={id}` opens that competition's dialog (the edit links of the
// competition's page and of the organizer's dashboard).
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { confirmDelete } from '@/lib/core/confirm';
import { PAGE_SIZE, TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { useSession } from '@/lib/core/session';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { competitionKeys, useDeleteCompetition, useManagedCompetitions, type Competition } from '../api';
import { pb } from '@/lib/core/pocketbase';
import { EXPAND_FIELDS, EXPAND_PEOPLE } from '@/lib/domain/competitionRequests';
import { canManageCompetitions, canEditCompetition, hasOrganizerRole } from '@/lib/domain/permissions';
import { CompetitionDialog } from '../components/CompetitionDialog';
import { CompetitionLogo } from '@/lib/domain/competition/CompetitionLogo';
import { DateRange } from '@/lib/domain/competition/DateRange';
import { DeskLink } from '../components/DeskLink';
import { StatusActions } from '@/lib/domain/competition/StatusActions';
import { StatusBadge } from '@/lib/domain/competition/StatusBadge';
import { paths } from '@/lib/core/paths';
import '@/components/stack-table.css';
import '../competitions.css';
import { organizerNames } from '@/lib/domain/organizers';
import { RowDeleteButton, RowEditButton } from '@/components/RowActions';

export default function ReservedCompetitionsPage() {
  const { t } = useTranslation('competitions');
  const user = useSession() as User;
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const query = useManagedCompetitions(user, deferredSearch, page);
  const remove = useDeleteCompetition();
  const [dialog, setDialog] = useState<{ competition: Competition | null } | null>(null);
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit') ?? '';
  // The competition named by ?edit=, read as the list reads it (a 404 or a refusal toasts and opens nothing).
  const toEdit = useQuery({
    queryKey: [...competitionKeys.all, 'edit', editId],
    enabled: !!editId,
    queryFn: ({ signal }) => pb.collection('competitions').getOne<Competition>(editId, { expand: EXPAND_PEOPLE, fields: EXPAND_FIELDS, signal }),
  });
  const shown = dialog ?? (editId && toEdit.data ? { competition: toEdit.data } : null);
  const closeDialog = () => {
    setDialog(null);
    if (editId) setParams((p) => (p.delete('edit'), p), { replace: true });
  };
  const manages = canManageCompetitions(user);
  const items = query.data?.items ?? [];

  function askDelete(c: Competition) {
    confirmDelete({
      header: t('reserved.deleteTitle'),
      message: t('reserved.deleteConfirm', { name: c.name }),
      accept: () => remove.mutate(c.id, { onSuccess: () => toast.success(t('common:toasts.saved'), t('reserved.deleted', { name: c.name })) }),
    });
  }

  const intro = manages ? t('reserved.introAdmin') : hasOrganizerRole(user) ? t('reserved.introOrganizer') : t('reserved.introCommissioner');

  return (
    <>
      <PageHeader
        title={t('common:titles.reservedCompetitions')}
        subtitle={intro}
        actions={manages ? <Button icon="pi pi-plus" label={t('reserved.create')} onClick={() => setDialog({ competition: null })} /> : null}
      />
      <div className="list-toolbar">
        <SearchField
          id="reserved-competitions-search"
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
        dataKey="id"
        lazy
        paginator={(query.data?.totalItems ?? 0) > PAGE_SIZE}
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={query.data?.totalItems ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        loading={query.isFetching && !query.data}
        responsiveLayout="stack"
        breakpoint={TABLE_STACK_BREAKPOINT}
        className="stack-table"
        emptyMessage={
          query.isLoading ? ' ' : <EmptyState icon="pi pi-calendar" title={t('reserved.empty')} description={search ? t('list.emptySearch') : t('reserved.emptyHint')} />
        }
        aria-label={t('common:titles.reservedCompetitions')}
      >
        <Column
          header={t('reserved.colCompetition')}
          body={(c: Competition) => (
            <div className="competition-cell">
              <CompetitionLogo competition={c} size="small" />
              <div>
                <Link to={paths.competition(c.id)} className="competition-cell-name">
                  {c.name}
                </Link>
                {c.location ? <div className="muted">{c.location}</div> : null}
              </div>
            </div>
          )}
        />
        <Column header={t('reserved.colDate')} body={(c: Competition) => <DateRange start={c.date} end={c.endDate} />} />
        <Column header={t('reserved.colStatus')} body={(c: Competition) => <StatusBadge status={c.status} />} />
        <Column
          header={t('reserved.colOrganizers')}
          body={(c: Competition) => organizerNames(c) || <span className="muted">{t('info.noOrganizers')}</span>}
        />
        <Column
          header={t('reserved.colActions')}
          body={(c: Competition) => (
            <div className="row-actions">
              <DeskLink user={user} competition={c} small />
              <StatusActions competition={c} user={user} />
              {canEditCompetition(user, c) ? (
                <RowEditButton name={c.name} onClick={() => setDialog({ competition: c })} />
              ) : (
                <RowEditButton name={c.name} label={t('reserved.view')} icon="pi pi-eye" onClick={() => setDialog({ competition: c })} />
              )}
              {manages ? <RowDeleteButton name={c.name} onClick={() => askDelete(c)} /> : null}
            </div>
          )}
        />
      </DataTable>
      {shown ? <CompetitionDialog key={shown.competition?.id ?? 'new'} competition={shown.competition} user={user} onClose={closeDialog} /> : null}
      <ConfirmDialog />
    </>
  );
}
