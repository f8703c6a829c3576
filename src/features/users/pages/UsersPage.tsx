// All users (admins) with search, role filter and pages of 30; admins change roles (with a confirmation)
// and impersonate non-admins (after a confirmation naming them, with the reason for the audit trail). Organizers and commissioners may open the page too: the server lists them
// only themselves, and the page says so.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { EmptyState } from '@/components/EmptyState';
import { NamedDropdown } from '@/components/NamedDropdown';
import { PageHeader } from '@/components/PageHeader';
import { pagedTableProps } from '@/lib/core/table';
import { impersonate } from '@/lib/core/impersonation';
import { useSession } from '@/lib/core/session';
import { canChangeRole, canImpersonate, isAdmin } from '@/lib/domain/permissions';
import { toast } from '@/lib/core/toast';
import { ImpersonateDialog } from '../components/ImpersonateDialog';
import { ROLES, useChangeRole, useUsers, type Role, type User } from '../api';
import '@/components/stack-table.css';
import '../users.css';

/** The search text, applied a moment after the last keystroke. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export default function UsersPage() {
  const { t } = useTranslation('users');
  const me = useSession();
  const admin = isAdmin(me);
  // ?q= prefills the search (links from the audit trail).
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const search = useDebounced(text);
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState('');
  const query = useUsers(search, role, page);
  const changeRole = useChangeRole();
  const items = query.data?.items ?? [];
  const total = query.data?.totalItems ?? 0;
  const roleLabel = (r: string) => (r ? t(`common:roles.${r}`) : '');
  const roleOptions = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
  const filtered = !!(search.trim() || role);

  useEffect(() => setPage(1), [search]);

  function askRole(u: User, next: Role) {
    if (next === u.role) return;
    const name = u.name || u.username;
    confirmDialog({
      header: t('role.title'),
      message: t('role.confirm', { name, from: roleLabel(u.role), to: roleLabel(next) }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('role.accept'),
      rejectLabel: t('common:actions.cancel'),
      defaultFocus: 'reject',
      accept: () => changeRole.mutate({ id: u.id, role: next }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('role.done', { name, role: roleLabel(next) })) }),
    });
  }

  async function startImpersonation(u: User, reason: string) {
    setBusy(u.id);
    const ok = await impersonate(u.id, { reason });
    if (!ok) {
      setBusy('');
      setAsking(null);
    }
  }

  // Acting as someone else changes whose data every page shows: the admin confirms the name and says why.
  const [asking, setAsking] = useState<User | null>(null);
  function askImpersonation(u: User) {
    setAsking(u);
  }

  return (
    <>
      <PageHeader title={t('common:titles.users')} subtitle={t('list.intro')} />
      <ConfirmDialog />
      {asking ? (
        <ImpersonateDialog
          name={asking.name || asking.username}
          role={roleLabel(asking.role)}
          busy={busy === asking.id}
          onConfirm={(reason) => void startImpersonation(asking, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {admin ? null : (
        <p className="notice notice-info users-scope" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t('list.limited')}</span>
        </p>
      )}
      <div className="users-toolbar" role="search">
        <span className="p-input-icon-left users-search">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText value={text} onChange={(e) => setText(e.target.value)} placeholder={t('list.search')} aria-label={t('list.search')} type="search" />
        </span>
        <NamedDropdown
          value={role}
          options={[{ value: '', label: t('list.allRoles') }, ...roleOptions]}
          onChange={(e) => {
            setRole((e.value as string | null) ?? '');
            setPage(1);
          }}
          placeholder={t('list.allRoles')}
          label={t('list.role')}
          className="users-role-filter"
        />
      </div>
      <DataTable
        value={items}
        {...pagedTableProps(page, total, setPage)}
        loading={query.isLoading}
        className="stack-table users-table"
        aria-label={t('list.tableLabel')}
        emptyMessage={query.isLoading ? ' ' : <EmptyState icon="pi pi-users" title={t('list.empty')} description={filtered ? t('list.emptyFiltered') : t('list.emptyHint')} />}
      >
        <Column header={t('columns.name')} body={(u: User) => <span className="users-name">{u.name || '—'}</span>} />
        <Column header={t('columns.username')} field="username" />
        <Column header={t('columns.email')} body={(u: User) => u.email || <span className="users-muted">{t('list.hidden')}</span>} />
        <Column
          header={t('columns.role')}
          body={(u: User) =>
            canChangeRole(me, u) ? (
              <NamedDropdown value={u.role} options={roleOptions} onChange={(e) => askRole(u, e.value as Role)} label={t('role.label', { name: u.name || u.username })} className="users-role" />
            ) : (
              roleLabel(u.role)
            )
          }
        />
        <Column
          header={t('columns.verified')}
          body={(u: User) => (
            <span className={u.verified ? 'users-verified' : 'users-muted'}>
              <i className={u.verified ? 'pi pi-check-circle' : 'pi pi-minus-circle'} aria-hidden="true" /> {u.verified ? t('list.verified') : t('list.unverified')}
            </span>
          )}
        />
        {admin ? (
          <Column
            header={<span className="sr-only">{t('columns.actions')}</span>}
            body={(u: User) =>
              canImpersonate(me, u) ? (
                <Button
                  type="button"
                  size="small"
                  outlined
                  icon="pi pi-user-edit"
                  label={t('impersonate.action')}
                  aria-label={t('impersonate.label', { name: u.name || u.username })}
                  loading={busy === u.id}
                  onClick={() => askImpersonation(u)}
                />
              ) : null
            }
          />
        ) : null}
      </DataTable>
    </>
  );
}
