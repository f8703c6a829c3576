// Unread issue messages: the first unread message_notifications row of the user decides the menu's
// badge; a realtime subscription on the collection refreshes it without polling. No row = no badge.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { orNullOn404 } from '@/lib/core/records';
import { issueKeys } from './api';

export async function hasUnreadNotifications(userId: string): Promise<boolean> {
  const first = await orNullOn404(
    pb.collection('message_notifications').getFirstListItem(pb.filter('user = {:user} && read = false', { user: userId }), { fields: 'id' }),
  );
  return first !== null;
}

export function useUnreadBadge(userId: string | undefined, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const active = enabled && !!userId;
  const query = useQuery({
    queryKey: issueKeys.unread(userId),
    queryFn: () => hasUnreadNotifications(userId as string),
    enabled: active,
    staleTime: 60_000,
    meta: { silent: true },
  });
  useRealtime([recordTopic('message_notifications', '*', () => void refreshQueries(queryClient, issueKeys.notifications))], { enabled: active });
  return active && query.data === true;
}
