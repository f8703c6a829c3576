// Unread issue messages: the first unread message_notifications row of the user decides
// the badge; a realtime subscription on the collection refreshes it without polling. 404 = no badge.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import { asHttpError } from '@/lib/errors';
import { refreshQueries } from '@/lib/queryClient';

export const unreadQueryKey = (userId: string | undefined) => ['message_notifications', 'unread', userId] as const;

export async function hasUnreadNotifications(userId: string): Promise<boolean> {
  try {
    await pb
      .collection('message_notifications')
      .getFirstListItem(pb.filter('user = {:user} && read = false', { user: userId }), { fields: 'id', requestKey: null });
    return true;
  } catch (error) {
    if (asHttpError(error)?.status === 404) return false;
    throw error;
  }
}

export function useUnreadBadge(userId: string | undefined, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const active = enabled && !!userId;
  const query = useQuery({
    queryKey: unreadQueryKey(userId),
    queryFn: () => hasUnreadNotifications(userId as string),
    enabled: active,
    staleTime: 60_000,
    meta: { silent: true },
  });

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    let cancelled = false;
    let unsubscribe: (() => Promise<void>) | undefined;
    pb.collection('message_notifications')
      .subscribe('*', () => void refreshQueries(queryClient, ['message_notifications']))
      .then((unsub) => {
        if (cancelled) void unsub().catch(() => {});
        else unsubscribe = unsub;
      })
      .catch(() => {
        /* realtime unavailable: the badge still refreshes on navigation */
      });
    return () => {
      cancelled = true;
      void unsubscribe?.().catch(() => {});
    };
  }, [active, queryClient]);

  return active && query.data === true;
}
