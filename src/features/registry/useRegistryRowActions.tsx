// What the athletes and couples tables share: the lazy DataTable's props (server-side pages and sort,
// stacked below 960 px, the empty state with the way to add one) and the row actions (staff verify or
// un-verify in one click, or every listed record awaiting them in one batch; edit, delete after a
// confirmation), with their toasts.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { DataTableStateEvent } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { confirmDelete } from '@/lib/core/confirm';
import { TOOLTIP_OPTIONS } from '@/lib/core/primereact';
import { pagedTableProps } from '@/lib/core/table';
import { toast } from '@/lib/core/toast';
import { useDeleteRecord, useSetVerified, useVerifyMany, type Athlete, type Couple, type ListParams } from './api';
import { reportRegistryError } from './errors';
import type { SortState } from './sort';

export type RegistryKind = 'athletes' | 'couples';

export interface RegistryTableProps<R> {
  params: ListParams;
  sortState: SortState;
  isAdmin: boolean;
  onPage: (page: number) => void;
  onSort: (s: SortState) => void;
  onEdit: (r: R) => void;
  onCreate: () => void;
}

interface RowActionsOptions<R> extends RegistryTableProps<R> {
  query: UseQueryResult<ListResult<R>>;
  /** The record's name in the confirmation, the toasts and the buttons' accessible names. */
  name: (r: R) => string;
  isVerified: (r: R) => boolean;
  /** Why the staff cannot verify the record yet (a couple whose athletes are not verified), or null. */
  verifyBlocked?: (r: R) => string | null;
  /** PrimeIcons class of the empty state. */
  emptyIcon: string;
}

export function useRegistryRowActions<R extends Athlete | Couple>(kind: RegistryKind, o: RowActionsOptions<R>) {
  const { t } = useTranslation('registry');
  const remove = useDeleteRecord(kind);
  const verify = useSetVerified(kind);
  const verifyMany = useVerifyMany(kind);
  const { query, params, sortState, name } = o;
  const total = query.data?.totalItems ?? 0;
  const filtered = !!(params.search || params.awaiting);

  function askDelete(r: R) {
    confirmDelete({
      header: t(`${kind}.deleteTitle`),
      message: t(`${kind}.deleteConfirm`, { name: name(r) }),
      accept: () =>
        remove.mutate(r.id, {
          onSuccess: () => toast.success(t('common:toasts.saved'), t(`${kind}.deleted`, { name: name(r) })),
          onError: (e) => reportRegistryError(e, 'deleteFailed'),
        }),
    });
  }

  function toggleVerified(r: R) {
    const next = !o.isVerified(r);
    verify.mutate(
      { id: r.id, verified: next },
      {
        onSuccess: () => toast.success(t('common:toasts.saved'), t(next ? 'staff.verifiedDone' : 'staff.unverifiedDone', { name: name(r) })),
        onError: (e) => reportRegistryError(e, 'editFailed'),
      },
    );
  }

  // The listed records that wait for the staff and that the server would verify now: one tap for a
  // club's list (searched, "awaiting only"), after a confirmation that names how many.
  const verifiable = o.isAdmin ? (query.data?.items ?? []).filter((r) => !o.isVerified(r) && !o.verifyBlocked?.(r)) : [];
  function askVerifyListed() {
    const count = verifiable.length;
    confirmDialog({
      header: t('staff.verifyListedTitle'),
      message: t('staff.verifyListedConfirm', { count, names: verifiable.slice(0, 5).map(name).join(', ') + (count > 5 ? '…' : '') }),
      icon: 'pi pi-check-circle',
      acceptLabel: t('staff.verifyListed', { count }),
      rejectLabel: t('common:actions.cancel'),
      defaultFocus: 'reject',
      accept: () =>
        verifyMany.mutate(
          verifiable.map((r) => r.id),
          {
            onSuccess: () => toast.success(t('common:toasts.saved'), t('staff.verifiedListed', { count })),
            onError: (e) => reportRegistryError(e, 'editFailed'),
          },
        ),
    });
  }

  const tableProps = {
    header:
      verifiable.length > 1 ? (
        <div className="registry-bulk">
          <Button type="button" size="small" severity="success" icon="pi pi-check-circle" label={t('staff.verifyListed', { count: verifiable.length })} loading={verifyMany.isPending} onClick={askVerifyListed} />
        </div>
      ) : undefined,
    ...pagedTableProps(params.page, total, o.onPage),
    value: query.data?.items ?? [],
    sortField: sortState.field,
    sortOrder: sortState.order,
    onSort: (e: DataTableStateEvent) => o.onSort({ field: e.sortField, order: (e.sortOrder ?? 1) as 1 | -1 }),
    loading: query.isFetching && !query.data,
    className: 'stack-table registry-table',
    'aria-label': t(`${kind}.title`),
    emptyMessage: query.isLoading ? (
      ' '
    ) : (
      <EmptyState icon={o.emptyIcon} level={3} title={t(`${kind}.empty`)} description={filtered ? t('list.emptyFiltered') : t(`${kind}.emptyHint`)}>
        {filtered ? null : <Button type="button" icon="pi pi-plus" label={t(`${kind}.create`)} onClick={o.onCreate} />}
      </EmptyState>
    ),
  };

  /** The body of the actions column. */
  const actions = (r: R) => (
    <div className="row-actions registry-actions">
      {o.isAdmin ? <VerifyButton verified={o.isVerified(r)} name={name(r)} blocked={o.isVerified(r) ? null : (o.verifyBlocked?.(r) ?? null)} onClick={() => toggleVerified(r)} /> : null}
      <Button type="button" size="small" text rounded icon="pi pi-pencil" tooltip={t('common:actions.edit')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.edit')} – ${name(r)}`} onClick={() => o.onEdit(r)} />
      <Button type="button" size="small" text rounded severity="danger" icon="pi pi-trash" tooltip={t('common:actions.delete')} tooltipOptions={TOOLTIP_OPTIONS} aria-label={`${t('common:actions.delete')} – ${name(r)}`} onClick={() => askDelete(r)} />
    </div>
  );

  return { tableProps, actions };
}

function VerifyButton({ verified, name, blocked, onClick }: { verified: boolean; name: string; blocked: string | null; onClick: () => void }) {
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
      aria-label={blocked ? `${label} – ${name}: ${blocked}` : `${label} – ${name}`}
      disabled={!!blocked}
      tooltip={blocked ?? undefined}
      tooltipOptions={{ ...TOOLTIP_OPTIONS, showOnDisabled: true }}
      onClick={onClick}
    />
  );
}
