// The clubs' registry, written by admins (the API rules refuse everybody else). Reads are the shared
// list of @/lib/domain/clubs, refreshed after each change so every page shows the new names.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { clubKeys, type Club } from '@/lib/domain/clubs';
import { refreshQueries } from '@/lib/core/queryClient';
import type { ClubValues } from './schema';

export function useSaveClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ClubValues }) => (id ? pb.collection('clubs').update<Club>(id, input) : pb.collection('clubs').create<Club>(input)),
    onSuccess: () => refreshQueries(qc, clubKeys.all),
    meta: { silent: true },
  });
}

export function useDeleteClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('clubs').delete(id),
    onSettled: () => refreshQueries(qc, clubKeys.all),
    meta: { errorSummary: 'deleteFailed' },
  });
}
