// A judge linked to a user account (judges.user): the account's own page reads GET
// /api/custom/judges/me (its judge, qualifications, panels to come and figures; `judge: null` when
// the account is not linked), and admins link and unlink accounts on the judges' page. The server
// decides both: the route answers only the caller's own judge, and only admins may write `user`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import type { JudgeQualificationsRecord } from '@/lib/pb-types';
import type { JudgeConsistencyRow } from './consistency';

export type MyQualification = Pick<JudgeQualificationsRecord, 'id' | 'kata' | 'level' | 'validUntil'>;

export interface MyPanel {
  competition: { id: string; name: string; date: string; endDate: string; location: string };
  tatami: number;
  seat: number;
  /** A shadow seat (a trainee beside the panel, never counted). */
  shadow: boolean;
  /** The published poules of the seat's tatami, in running order. */
  poules: { id: string; name: string; kata: string; phase: string; startsAt: string; circuit: string }[];
}

export interface MyJudging {
  judge: { id: string; name: string; club: string } | null;
  qualifications?: MyQualification[];
  panels?: MyPanel[];
  figures?: JudgeConsistencyRow | null;
  panelDistance?: number;
  referenceTolerance?: number;
}

export const myJudgingKeys = {
  me: ['judges', 'me'] as const,
  accounts: ['judges', 'accounts'] as const,
};

export function useMyJudging() {
  return useQuery({
    queryKey: myJudgingKeys.me,
    queryFn: ({ signal }) => pb.send<MyJudging>('/api/custom/judges/me', { method: 'GET', signal }),
  });
}

export interface LinkedJudge {
  id: string;
  name: string;
  club: string;
  user: string;
  expand?: { user?: { id: string; name: string; username: string } };
}

/** Every judge of the list with the account linked to it (admins read both). */
export function useJudgeAccounts() {
  return useQuery({
    queryKey: myJudgingKeys.accounts,
    queryFn: ({ signal }) => pb.collection('judges').getFullList<LinkedJudge>({ sort: 'name', fields: 'id,name,club,user,expand.user.id,expand.user.name,expand.user.username', expand: 'user', signal }),
  });
}

export interface AccountOption {
  id: string;
  name: string;
  username: string;
}

/** Accounts whose name, username or e-mail contains `q` (the link's suggestions; admins read users). */
export async function searchAccounts(q: string): Promise<AccountOption[]> {
  const filter = q.trim() ? pb.filter('(name ~ {:q} || username ~ {:q} || email ~ {:q})', { q: q.trim() }) : '';
  const res = await pb.collection('users').getList<AccountOption>(1, 10, { filter, sort: 'name,username', fields: 'id,name,username' });
  return res.items;
}

/** Links a judge to an account, or unlinks it (`user: ''`). */
export function useLinkJudge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ judge, user }: { judge: string; user: string }) => pb.collection('judges').update(judge, { user }),
    onSuccess: () => refreshQueries(client, myJudgingKeys.accounts),
    meta: { silent: true },
  });
}
