// Audit trail reads. Only admins list `audit` (its list/view rules); everybody else gets an
// empty list from the server. Nobody writes it through the API.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { PAGE_SIZE } from '@/lib/core/constants';
import { auditFilter, type AuditEntry, type AuditParams, type AuditUser } from './model';

const PERSON = (rel: string) => `expand.${rel}.id,expand.${rel}.name,expand.${rel}.username`;
/** `data` comes with the list: the record links and names of create/delete rows are read from it. */
const LIST_FIELDS = `id,created,user,impersonator,seat,judge,event,table,record,label,data,${PERSON('user')},${PERSON('impersonator')},expand.seat.id,expand.seat.seat,expand.judge.id,expand.judge.name`;
const EXPAND = 'user,impersonator,seat,judge';

export const auditKeys = {
  all: ['audit'] as const,
  list: (p: AuditParams) => ['audit', 'list', p] as const,
  entry: (id: string) => ['audit', 'entry', id] as const,
};

export function useAudit(p: AuditParams) {
  return useQuery({
    queryKey: auditKeys.list(p),
    queryFn: ({ signal }) =>
      pb.collection('audit').getList<AuditEntry>(p.page, PAGE_SIZE, {
        filter: auditFilter(p),
        sort: '-created,-id',
        expand: EXPAND,
        fields: LIST_FIELDS,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One row with its changed fields: the row of the list when the page has it, else read from the server
 * (a link with ?entry=). A missing row shows "Missing required log id." (handled by the caller).
 */
export function useAuditEntry(id: string, initial: AuditEntry | undefined) {
  return useQuery({
    queryKey: auditKeys.entry(id),
    enabled: !!id,
    initialData: initial,
    staleTime: Infinity,
    queryFn: ({ signal }) => pb.collection('audit').getOne<AuditEntry>(id, { fields: LIST_FIELDS, expand: EXPAND, signal }),
    meta: { silent: true },
    retry: false,
  });
}

/** Users whose name, username or e-mail contains `q` (the user filter's suggestions). */
export async function searchUsers(q: string): Promise<AuditUser[]> {
  const filter = q.trim() ? pb.filter('(name ~ {:q} || username ~ {:q} || email ~ {:q})', { q: q.trim() }) : '';
  const res = await pb.collection('users').getList<AuditUser>(1, 10, { filter, sort: 'name,username', fields: 'id,name,username' });
  return res.items;
}

/** The user of the user filter (when it comes from the URL). */
export function useAuditUser(id: string) {
  return useQuery({
    queryKey: ['audit', 'user', id],
    enabled: !!id,
    queryFn: ({ signal }) => pb.collection('users').getOne<AuditUser>(id, { fields: 'id,name,username', signal }),
    staleTime: 5 * 60_000,
  });
}
