// The athletes list: lazy DataTable (server-side search, sort and pages of 30), stacked below 960 px.
// Admins also see the owner and verify or un-verify in one click.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { PAGE_SIZE, TABLE_STACK_BREAKPOINT } from '@/lib/constants';
import { TOOLTIP_OPTIONS } from '@/lib/primereact';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAthletes, useDeleteRecord, useSetVerified, type Athlete, type ListParams } from '../api';
import { reportRegistryError } from '../errors';
import { athleteVerification, countryName, verificationExpiry } from '../model';
import { BeltLabel } from './Belt';
import { ExternalTag, VerificationTag } from './VerificationTag';
import type { SortState } from '../sort';

export interface AthletesTableProps {
  params: ListParams;
  sortState: SortState;
  isAdmin: boolean;
  onPage: (page: number) => void;
  onSort: (s: SortState) => void;
  onEdit: (a: Athlete) => void;
  onCreate: () => void;
}

export function AthletesTable({ params, sortState, isAdmin, onPage, onSort, onEdit, onCreate }: AthletesTableProps) {
  const { t, i18n } = useTranslation('registry');
  const query = useAthletes(params, isAdmin);
  const remove = useDeleteRecord('athletes');
  const verify = useSetVerified('athletes');
  const items = query.data?.items ?? [];
  const full = (a: Athlete) => `${a.name} ${a.surname}`;

  function askDelete(a: Athlete) {
    confirmDialog({
      header: t('athletes.deleteTitle'),
      message: t('athletes.deleteConfirm', { name: full(a) }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('common:actions.delete'),
      rejectLabel: t('common:actions.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        remove.mutate(a.id, {
          onSuccess: () => toast.success(t('common:toasts.saved'), t('athletes.deleted', { name: full(a) })),
          onError: (e) => reportRegistryError(e, 'deleteFailed'),
        }),
    });
  }

  function toggleVerified(a: Athlete) {
    const next = athleteVerification(a) !== 'verified';
    verify.mutate(
      { id: a.id, verified: next },
      {
        onSuccess: () => toast.success(t('common:toasts.saved'), t(next ? 'staff.verifiedDone' : 'staff.unverifiedDone', { name: full(a) })),
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
      aria-label={t('athletes.title')}
      emptyMessage={
        query.isLoading ? (
          ' '
        ) : (
          <EmptyState icon="pi pi-user" level={3} title={t('athletes.empty')} description={params.search || params.awaiting ? t('list.emptyFiltered') : t('athletes.emptyHint')}>
            {params.search || params.awaiting ? null : <Button type="button" icon="pi pi-plus" label={t('athletes.create')} onClick={onCreate} />}
          </EmptyState>
        )
      }
    >
      <Column
        field="surname"
        sortable
        header={t('athletes.colName')}
        body={(a: Athlete) => (
          <div className="registry-name">
            <strong>
              {a.surname} {a.name}
            </strong>
            <span className="muted">{formatDate(a.birthday)}</span>
          </div>
        )}
      />
      <Column field="belt" sortable header={t('form.belt')} body={(a: Athlete) => <BeltLabel belt={a.belt} />} />
      <Column field="club" sortable header={t('form.club')} body={(a: Athlete) => <span className="registry-club">{a.club}</span>} />
      <Column field="country" sortable header={t('form.country')} body={(a: Athlete) => [countryName(a.country, i18n.language), a.region].filter(Boolean).join(' · ')} />
      {isAdmin ? <Column header={t('staff.owner')} body={(a: Athlete) => a.expand?.owner?.name || a.expand?.owner?.username || ''} /> : null}
      <Column
        field="verified"
        sortable
        header={t('verification.title')}
        body={(a: Athlete) => (
          <div className="registry-tags">
            <VerificationTag state={athleteVerification(a)} expires={verificationExpiry(a)} />
            {a.external ? <ExternalTag /> : null}
          </div>
        )}
      />
      <Column
        header={t('list.actions')}
        body={(a: Athlete) => (
          <div className="row-actions registry-actions">
            {isAdmin ? <VerifyButton verified={athleteVerification(a) === 'verified'} name={full(a)} onClick={() => toggleVerified(a)} /> : null}
            <Button type="button" size="small" text rounded icon="pi pi-pencil" tooltip={t('common:actions.edit')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.edit')} – ${full(a)}`} onClick={() => onEdit(a)} />
            <Button type="button" size="small" text rounded severity="danger" icon="pi pi-trash" tooltip={t('common:actions.delete')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.delete')} – ${full(a)}`} onClick={() => askDelete(a)} />
          </div>
        )}
      />
    </DataTable>
  );
}

export function VerifyButton({ verified, name, onClick }: { verified: boolean; name: string; onClick: () => void }) {
  const { t } = useTranslation('registry');
  const label = verified ? t('staff.unverify') : t('staff.verify');
  return (
    <Button
      type="button"
      size="small"
      outlined={verified}
      severity={verified ? 'secondary' : 'success'}
      icon={verified ? 'pi pi-times' : 'pi pi-check'}
      label={label}
      aria-label={`${label} – ${name}`}
      onClick={onClick}
    />
  );
}


