// Support issues: lists, threads, messages with attachments, status changes and "mark read".
// Who sees what is the server's decision (API rules); the hooks in pb_hooks/issues.pb.js set the
// owner, the subscribers, the notifications and the reopening of solved issues.
import { useCallback, useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssuesRecord, MessagesRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH, PAGE_SIZE } from '@/lib/core/constants';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { getOneOrNull } from '@/lib/core/records';

export type IssueStatus = Exclude<IssuesRecord['status'], ''>;
export type Issue = IssuesRecord & { expand?: { owner?: { id: string; name: string; username: string } } };
export type Message = MessagesRecord;

/** Limits of the schema (pb_migrations: messages.attachments). */
export const MAX_ATTACHMENTS = 10;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.gif', '.txt', '.csv', '.doc', '.docx', '.xls', '.xlsx', '.zip'];
const IMAGE = /\.(jpe?g|png|webp|gif)$/i;

export const issueKeys = {
  all: ['issues'] as const,
  list: (userId: string, status: string, page: number) => ['issues', 'list', userId, status, page] as const,
  one: (id: string) => ['issues', 'one', id] as const,
  messages: (id: string) => ['issues', 'messages', id] as const,
  /** Everything read from the user's unread notifications (the menu badge, the list's markers). */
  notifications: ['message_notifications'] as const,
  unread: (userId: string | undefined) => ['message_notifications', 'unread', userId] as const,
  unreadIssues: (userId: string) => ['message_notifications', 'issues', userId] as const,
  fileToken: (epoch: number) => ['issues', 'fileToken', epoch] as const,
};

/** Status changes that make sense from each status (the server enforces the same table). */
export const TRANSITIONS: Record<IssueStatus, IssueStatus[]> = {
  open: ['solved', 'closed'],
  solved: ['open', 'closed'],
  closed: ['open'],
};

/** Issues the server lets me see (mine; admins all), newest activity first. */
export function useIssues(userId: string, status: string, page: number) {
  return useQuery({
    queryKey: issueKeys.list(userId, status, page),
    enabled: !!userId,
    queryFn: ({ signal }) =>
      pb.collection('issues').getList<Issue>(page, PAGE_SIZE, {
        filter: status ? pb.filter('status = {:s}', { s: status }) : '',
        sort: '-lastActivityAt,-created',
        expand: 'owner',
        fields: '*,expand.owner.id,expand.owner.name,expand.owner.username',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Ids of the issues with an unread notification of mine (the list's marker). */
export function useUnreadIssueIds(userId: string) {
  return useQuery({
    queryKey: issueKeys.unreadIssues(userId),
    enabled: !!userId,
    queryFn: async ({ signal }) => {
      const rows = await pb.collection('message_notifications').getFullList({
        filter: pb.filter('user = {:u} && read = false', { u: userId }),
        fields: 'issue',
        batch: FULL_LIST_BATCH,
        signal,
      });
      return new Set(rows.map((r) => r.issue));
    },
    meta: { silent: true },
  });
}

/** One issue; null when it does not exist or is not visible to me. */
export function useIssue(id: string) {
  return useQuery({
    queryKey: issueKeys.one(id),
    // A thread seen earlier may have changed meanwhile: always fetched again when opened.
    staleTime: 0,
    queryFn: ({ signal }) => getOneOrNull<Issue>('issues', id, { expand: 'owner', fields: '*,expand.owner.id,expand.owner.name,expand.owner.username', signal }),
  });
}

export function useMessages(issueId: string, enabled: boolean) {
  return useQuery({
    queryKey: issueKeys.messages(issueId),
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      pb.collection('messages').getFullList<Message>({
        filter: pb.filter('issue = {:i}', { i: issueId }),
        sort: 'created,id',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

/**
 * While a thread is open: new messages and status changes arrive through realtime, and every
 * notification of mine for this issue is marked read (so the badge goes off by itself).
 */
export function useLiveThread(issueId: string, active: boolean) {
  const qc = useQueryClient();
  const markRead = useCallback(
    () =>
      markIssueRead(issueId)
        .then(() => refreshQueries(qc, issueKeys.notifications))
        .catch(() => {
          /* the badge stays on: the next visit marks it */
        }),
    [issueId, qc],
  );
  useEffect(() => {
    if (active) void markRead();
  }, [active, markRead]);
  const refreshThread = () => {
    void refreshQueries(qc, issueKeys.messages(issueId));
    void refreshQueries(qc, issueKeys.one(issueId));
  };
  useRealtime(
    [
      recordTopic('messages', '*', () => {
        void refreshQueries(qc, issueKeys.messages(issueId));
        void markRead();
      }, { filter: pb.filter('issue = {:i}', { i: issueId }) }),
      recordTopic('issues', issueId, () => void refreshQueries(qc, issueKeys.one(issueId))),
    ],
    // A message sent between the first read and the subscription, or while the stream was down, is read then.
    { enabled: active, onSubscribed: refreshThread, onReconnect: refreshThread },
  );
}

/** The list follows new issues, status changes and new activity live (no polling). */
export function useLiveIssueList(active: boolean) {
  const qc = useQueryClient();
  const refresh = () => void refreshQueries(qc, issueKeys.all);
  useRealtime([recordTopic('issues', '*', refresh)], { enabled: active, onSubscribed: refresh, onReconnect: refresh });
}

export function markIssueRead(issueId: string): Promise<{ marked: number }> {
  return pb.send(`/api/custom/issues/${encodeURIComponent(issueId)}/read`, { method: 'POST' });
}

function messageBody(issueId: string, authorId: string, text: string, files: File[]): FormData {
  const body = new FormData();
  body.append('issue', issueId);
  body.append('author', authorId);
  body.append('text', text.trim());
  files.forEach((f) => body.append('attachments', f));
  return body;
}

export function sendMessage(issueId: string, authorId: string, text: string, files: File[]): Promise<Message> {
  return pb.collection('messages').create<Message>(messageBody(issueId, authorId, text, files));
}

export function createIssue(ownerId: string, title: string): Promise<Issue> {
  return pb.collection('issues').create<Issue>({ title: title.trim(), owner: ownerId });
}

export function useSendMessage(issueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { authorId: string; text: string; files: File[] }) => sendMessage(issueId, v.authorId, v.text, v.files),
    onSuccess: () => refreshQueries(qc, issueKeys.all),
    meta: { silent: true },
  });
}

export function useChangeStatus(issueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: IssueStatus) => pb.collection('issues').update<Issue>(issueId, { status }),
    onSuccess: () => refreshQueries(qc, issueKeys.all),
    meta: { silent: true },
  });
}

export function useInvalidateIssues() {
  const qc = useQueryClient();
  return () => refreshQueries(qc, issueKeys.all);
}

/**
 * A file token for the protected attachments (PocketBase's tokens last about 2 minutes). `since` is
 * when the messages were last fetched: images rendered after a refetch get a token at most 90 s old.
 */
export function useFileToken(enabled: boolean, since: number) {
  return useQuery({
    queryKey: issueKeys.fileToken(Math.floor(since / 90_000)),
    enabled,
    queryFn: () => pb.files.getToken(),
    staleTime: 90_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function attachmentUrl(message: Message, file: string, token: string, download = false): string {
  return pb.files.getURL(message as never, file, { token, ...(download ? { download: true } : {}) });
}

export function isImage(file: string): boolean {
  return IMAGE.test(file);
}

/** Stored file name without PocketBase's random suffix ("receipt_a1b2c3d4e5.pdf" → "receipt.pdf"). */
export function displayFileName(file: string): string {
  return file.replace(/_[a-z0-9]{10}(\.[^.]+)?$/i, '$1');
}

/** A short client-side check (the server checks again): too many, too big, unknown type. */
export function attachmentProblem(files: File[]): { key: 'tooMany' | 'tooBig' | 'type'; name?: string } | null {
  if (files.length > MAX_ATTACHMENTS) return { key: 'tooMany' };
  for (const f of files) {
    if (f.size > ATTACHMENT_MAX_BYTES) return { key: 'tooBig', name: f.name };
    const ext = /\.[^.]+$/.exec(f.name.toLowerCase())?.[0] ?? '';
    if (!ATTACHMENT_EXTENSIONS.includes(ext)) return { key: 'type', name: f.name };
  }
  return null;
}
