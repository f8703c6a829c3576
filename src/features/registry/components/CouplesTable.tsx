// The couples list: tori and uke with their belts, the kata, verification (the couple's and its
// athletes'), and the same actions as the athletes list.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { PAGE_SIZE, TABLE_STACK_BREAKPOINT } from '@/lib/constants';
import { TOOLTIP_OPTIONS } from '@/lib/primereact';
import { toast } from '@/lib/toast';
import { useCouples, useDeleteRecord, useSetVerified, type Athlete, type Couple, type ListParams } from '../api';
import { reportRegistryError } from '../errors';
import { athleteVerification, coupleVerification } from '../model';
import type { SortState } from '../sort';
import { VerifyButton } from './AthletesTable';
import { BeltSwatch } from './Belt';
import { athleteName } from './CoupleDialog';
import { ExternalTag, VerificationTag } from './VerificationTag';

export interface CouplesTableProps {
  params: ListParams;
  sortState: SortState;
  isAdmin: boolean;
  onPage: (page: number) => void;
  onSort: (s: SortState) => void;
  onEdit: (c: Couple) => void;
  onCreate: () => void;
}

function Member({ athlete, role }: { athlete?: Athlete; role: string }) {
  const { t } = useTranslation('registry');
  if (!athlete) return null;
  const state = athleteVerification(athlete);
  return (
    <div className="couple-member">
      <span className="couple-role">{role}</span>
      <BeltSwatch belt={athlete.belt} />
      <span>{athleteName(athlete)}</span>
      {state !== 'verified' ? <span className={`pi ${state === 'expired' ? 'pi-history' : 'pi-clock'} couple-member-warn`} title={t(`verification.athlete_${state}`)} aria-label={t(`verification.athlete_${state}`)} role="img" /> : null}
    </div>
  );
}

export function CouplesTable({ params, sortState, isAdmin, onPage, onSort, onEdit, onCreate }: CouplesTableProps) {
  const { t } = useTranslation('registry');
  const query = useCouples(params, isAdmin);
  const remove = useDeleteRecord('couples');
  const verify = useSetVerified('couples');
  const items = query.data?.items ?? [];
  const full = (c: Couple) => `${athleteName(c.expand?.tori)} – ${athleteName(c.expand?.uke)}`;

  function askDelete(c: Couple) {
    confirmDialog({
      header: t('couples.deleteTitle'),
      message: t('couples.deleteConfirm', { name: full(c) }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('common:actions.delete'),
      rejectLabel: t('common:actions.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        remove.mutate(c.id, {
          onSuccess: () => toast.success(t('common:toasts.saved'), t('couples.deleted', { name: full(c) })),
          onError: (e) => reportRegistryError(e, 'deleteFailed'),
        }),
    });
  }

  function toggleVerified(c: Couple) {
    const next = !c.verified;
    verify.mutate(
      { id: c.id, verified: next },
      {
        onSuccess: () => toast.success(t('common:toasts.saved'), t(next ? 'staff.verifiedDone' : 'staff.unverifiedDone', { name: full(c) })),
        onError: (e) => reportRegistryError(e, 'editFailed'),
      },
    );
  }

  return (
    <DataTable
      value={items}
      dataKey="id"
      lazy
      paginator={(query.data?.totalItems ?? 0) > PAGE_SIZE}
      rows={PAGE_SIZE}
      first={(params.page - 1) * PAGE_SIZE}
      totalRecords={query.data?.totalItems ?? 0}
      onPage={(e: DataTableStateEvent) => onPage((e.page ?? 0) + 1)}
      sortField={sortState.field}
      sortOrder={sortState.order}
      onSort={(e: DataTableStateEvent) => onSort({ field: e.sortField, order: (e.sortOrder ?? 1) as 1 | -1 })}
      loading={query.isFetching && !query.data}
      responsiveLayout="stack"
      breakpoint={TABLE_STACK_BREAKPOINT}
      className="stack-table registry-table"
      aria-label={t('couples.title')}
      emptyMessage={
        query.isLoading ? (
          ' '
        ) : (
          <EmptyState icon="pi pi-users" level={3} title={t('couples.empty')} description={params.search || params.awaiting ? t('list.emptyFiltered') : t('couples.emptyHint')}>
            {params.search || params.awaiting ? null : <Button type="button" icon="pi pi-plus" label={t('couples.create')} onClick={onCreate} />}
          </EmptyState>
        )
      }
    >
      <Column
        field="tori.surname"
        sortable
        header={t('couples.colCouple')}
        body={(c: Couple) => (
          <div className="couple-members">
            <Member athlete={c.expand?.tori} role={t('form.tori')} />
            <Member athlete={c.expand?.uke} role={t('form.uke')} />
          </div>
        )}
      />
      <Column field="kata" sortable header={t('form.kata')} body={(c: Couple) => (c.kata ? t(`common:katas.${c.kata}`) : '')} />
      {isAdmin ? <Column header={t('staff.owner')} body={(c: Couple) => c.expand?.owner?.name || c.expand?.owner?.username || ''} /> : null}
      <Column
        field="verified"
        sortable
        header={t('verification.title')}
        body={(c: Couple) => (
          <div className="registry-tags">
            <VerificationTag state={coupleVerification(c)} />
            {c.external ? <ExternalTag /> : null}
          </div>
        )}
      />
      <Column
        header={t('list.actions')}
        body={(c: Couple) => (
          <div className="row-actions registry-actions">
            {isAdmin ? <VerifyButton verified={c.verified} name={full(c)} onClick={() => toggleVerified(c)} /> : null}
            <Button type="button" size="small" text rounded icon="pi pi-pencil" tooltip={t('common:actions.edit')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.edit')} – ${full(c)}`} onClick={() => onEdit(c)} />
            <Button type="button" size="small" text rounded severity="danger" icon="pi pi-trash" tooltip={t('common:actions.delete')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.delete')} – ${full(c)}`} onClick={() => askDelete(c)} />
          </div>
        )}
      />
    </DataTable>
  );
}
