// Kata sheets (admins): what is marked in each kata, the mark scale, the default panel and the
// typical duration. The server checks the shape and keeps the items of a kata already scored.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KataSheetsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { orNullOn404 } from '@/lib/core/records';
import { kataKeys } from '@/lib/domain/katas';

/** A kata's slug: katas are data (this collection is the catalogue). */
export type Kata = string;
export const KINDS = ['opening', 'technique', 'closing', 'flow'] as const;
export type ItemKind = (typeof KINDS)[number];
export interface SheetItem {
  key: string;
  kind: ItemKind;
  name: string;
  group?: string;
}
export interface Deduction {
  points: number;
  max: number;
}
export interface Scale {
  item: number;
  deductions: { small: Deduction; medium: Deduction; big: Deduction };
}
export type KataSheet = Omit<KataSheetsRecord, 'items' | 'scale' | 'kata'> & { kata: Kata; items: SheetItem[]; scale: Scale };
export type SheetInput = Pick<KataSheet, 'items' | 'scale' | 'judges' | 'nameEn' | 'nameIt' | 'active'> & { kata?: Kata; duration?: number | null };

const KEY = ['kata_sheets'] as const;

export function useKataSheets() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => pb.collection('kata_sheets').getFullList<KataSheet>({ sort: 'order,kata' }),
  });
}

export function useSaveKataSheet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: SheetInput }) =>
      id ? pb.collection('kata_sheets').update<KataSheet>(id, data) : pb.collection('kata_sheets').create<KataSheet>(data),
    onSuccess: () => Promise.all([refreshQueries(qc, KEY), refreshQueries(qc, kataKeys.catalogue)]),
    meta: { silent: true },
  });
}

/** Removes a kata (the server refuses one that anything names: kata_in_use). */
export function useDeleteKataSheet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('kata_sheets').delete(id),
    onSuccess: () => Promise.all([refreshQueries(qc, KEY), refreshQueries(qc, kataKeys.catalogue)]),
    meta: { silent: true },
  });
}

/** The sheet of one kata, or null when that kata has none. */
export function useKataSheet(kata: string) {
  return useQuery({
    queryKey: [...KEY, 'kata', kata] as const,
    enabled: !!kata,
    queryFn: ({ signal }) => orNullOn404(pb.collection('kata_sheets').getFirstListItem<KataSheet>(pb.filter('kata = {:k}', { k: kata }), { signal })),
  });
}
