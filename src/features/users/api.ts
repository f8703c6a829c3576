// Users administration. Which users a role may list is the server's decision (users API rules:
// admins all, everybody else themselves and the organizers, without e-mail addresses); only admins
// change roles (API rule + pb_hooks/users.pb.js).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UsersRoleValues, type UsersRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { PAGE_SIZE } from '@/lib/core/constants';
import { refreshQueries } from '@/lib/core/queryClient';

export type User = Pick<UsersRecord, 'id' | 'name' | 'username' | 'email' | 'role' | 'verified'>;
export type Role = Exclude<UsersRecord['role'], ''>;
export const ROLES: readonly Role[] = UsersRoleValues;

export const userKeys = {
  all: ['users'] as const,
  list: (search: string, role: string, page: number) => ['users', 'list', search, role, page] as const,
};

/** The filter for a search text and a role; the text matches name, username and e-mail. */
export function usersFilter(search: string, role: string): string {
  const parts: string[] = [];
  const q = search.trim();
  if (q) parts.push(pb.filter('(name ~ {:q} || username ~ {:q} || email ~ {:q})', { q }));
  if (role) parts.push(pb.filter('role = {:r}', { r: role }));
  return parts.join(' && ');
}

export function useUsers(search: string, role: string, page: number) {
  return useQuery({
    queryKey: userKeys.list(search, role, page),
    queryFn: ({ signal }) =>
      pb.collection('users').getList<User>(page, PAGE_SIZE, {
        filter: usersFilter(search, role),
        sort: 'name,username',
        fields: 'id,name,username,email,role,verified',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => pb.collection('users').update<User>(id, { role }),
    onSuccess: () => refreshQueries(qc, userKeys.all),
    meta: { errorSummary: 'saveFailed' },
  });
}
