// The wildcards to a season's final event (admins): a pair (tori, uke) admitted in a class × kata with
// a reason, private to admins unless `reasonPublic`; the server checks the class and audits every change. The pair is picked as a couple of
// any registry (its two athletes are the pair).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AthletesRecord, CouplesRecord, SeasonWildcardsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';

type Person = Pick<AthletesRecord, 'id' | 'name' | 'surname'>;
export type Wildcard = SeasonWildcardsRecord & { expand?: { tori?: Person; uke?: Person } };
export type PairCouple = Pick<CouplesRecord, 'id' | 'tori' | 'uke' | 'kata'> & { expand?: { tori?: Person; uke?: Person } };
export type WildcardInput = Pick<SeasonWildcardsRecord, 'class' | 'kata' | 'tori' | 'uke' | 'reason' | 'reasonPublic'>;

export const wildcardKeys = { of: (season: string) => ['seasons', season, 'wildcards'] as const };

const PERSON = 'expand.tori.id,expand.tori.name,expand.tori.surname,expand.uke.id,expand.uke.name,expand.uke.surname';

export const personName = (p?: Person) => (p ? `${p.name} ${p.surname}`.trim() : '');

export function useSeasonWildcards(season: string) {
  return useQuery({
    queryKey: wildcardKeys.of(season),
    queryFn: ({ signal }) => pb.collection('season_wildcards').getFullList<Wildcard>({ filter: pb.filter('season = {:s}', { s: season }), sort: 'class,kata,created', expand: 'tori,uke', fields: `*,${PERSON}`, signal }),
  });
}

/** Couples whose tori or uke is named like `q` (first ten). */
export async function searchPairs(q: string): Promise<PairCouple[]> {
  const list = await pb.collection('couples').getList<PairCouple>(1, 10, {
    filter: pb.filter('tori.surname ~ {:q} || tori.name ~ {:q} || uke.surname ~ {:q} || uke.name ~ {:q}', { q: q.trim() }),
    sort: 'tori.surname,uke.surname',
    expand: 'tori,uke',
    fields: `id,tori,uke,kata,${PERSON}`,
  });
  return list.items;
}

export function useAddWildcard(season: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: WildcardInput) => pb.collection('season_wildcards').create({ season, ...data }),
    onSuccess: () => refreshQueries(qc, wildcardKeys.of(season)),
    meta: { silent: true },
  });
}

export function useRemoveWildcard(season: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('season_wildcards').delete(id),
    onSuccess: () => refreshQueries(qc, wildcardKeys.of(season)),
    meta: { errorSummary: 'deleteFailed' },
  });
}
