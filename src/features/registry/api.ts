// Athletes and couples: SDK calls and TanStack Query hooks. The API rules show each user their own
// records and admins everything; the filters here only pick what the page shows.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AthletesRecord, CouplesRecord, UsersRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH, PAGE_SIZE, verificationExpiryThreshold } from '@/lib/core/constants';
import { refreshQueries } from '@/lib/core/queryClient';

export type Owner = Pick<UsersRecord, 'id' | 'name' | 'username'>;
export type Athlete = AthletesRecord & { expand?: { owner?: Owner } };
export type Couple = CouplesRecord & { expand?: { owner?: Owner; tori?: Athlete; uke?: Athlete } };
export type AthleteInput = Partial<Omit<AthletesRecord, 'id' | 'created' | 'updated'>>;
export type CoupleInput = Partial<Omit<CouplesRecord, 'id' | 'created' | 'updated'>>;

export interface ListParams {
  search: string;
  page: number;
  /** Only what waits for the staff: not verified, or (athletes) verified more than a year ago. */
  awaiting: boolean;
  /** PocketBase sort expression, e.g. "surname,name" or "-created". */
  sort: string;
}

export const registryKeys = {
  all: ['registry'] as const,
  athletes: (p: ListParams) => ['registry', 'athletes', p] as const,
  athletesOf: (owner: string) => ['registry', 'athletes-of', owner] as const,
  couples: (p: ListParams) => ['registry', 'couples', p] as const,
};

const OWNER_FIELDS = ['expand.owner.id', 'expand.owner.name', 'expand.owner.username'];

function and(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(' && ');
}

/** PocketBase date-time of one verification period ago (athletes verified before it have expired). */
export const expiryThreshold = verificationExpiryThreshold;

export function athleteFilter({ search, awaiting }: Pick<ListParams, 'search' | 'awaiting'>): string {
  const q = search.trim();
  return and(
    q ? pb.filter('(name ~ {:q} || surname ~ {:q} || club ~ {:q} || region ~ {:q})', { q }) : '',
    awaiting ? pb.filter('verified = false || verifiedAt < {:limit}', { limit: expiryThreshold() }) : '',
  );
}

export function coupleFilter({ search, awaiting }: Pick<ListParams, 'search' | 'awaiting'>): string {
  const q = search.trim();
  return and(
    q ? pb.filter('(tori.name ~ {:q} || tori.surname ~ {:q} || uke.name ~ {:q} || uke.surname ~ {:q} || kata ~ {:q})', { q }) : '',
    awaiting ? 'verified = false' : '',
  );
}

export function useAthletes(params: ListParams, withOwner: boolean) {
  return useQuery({
    queryKey: registryKeys.athletes(params),
    queryFn: ({ signal }) =>
      pb.collection('athletes').getList<Athlete>(params.page, PAGE_SIZE, {
        filter: athleteFilter(params),
        sort: params.sort,
        ...(withOwner ? { expand: 'owner', fields: ['*', ...OWNER_FIELDS].join(',') } : {}),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every athlete of one owner (the couple form's tori/uke choices). */
export function useAthletesOf(owner: string | undefined) {
  return useQuery({
    queryKey: registryKeys.athletesOf(owner ?? ''),
    enabled: !!owner,
    queryFn: ({ signal }) =>
      pb.collection('athletes').getFullList<Athlete>({
        filter: pb.filter('owner = {:owner}', { owner }),
        sort: 'surname,name',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function useCouples(params: ListParams, withOwner: boolean) {
  const athleteFields = ['id', 'name', 'surname', 'belt', 'club', 'verified', 'verifiedAt'];
  const fields = ['*', ...['tori', 'uke'].flatMap((r) => athleteFields.map((f) => `expand.${r}.${f}`)), ...(withOwner ? OWNER_FIELDS : [])];
  return useQuery({
    queryKey: registryKeys.couples(params),
    queryFn: ({ signal }) =>
      pb.collection('couples').getList<Couple>(params.page, PAGE_SIZE, {
        filter: coupleFilter(params),
        sort: params.sort,
        expand: withOwner ? 'tori,uke,owner' : 'tori,uke',
        fields: fields.join(','),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRegistryMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Callers report errors: forms next to the fields, buttons with the error toast (see errors.ts).
    meta: { silent: true },
    onSettled: () => refreshQueries(qc, registryKeys.all),
  });
}

export function useSaveAthlete() {
  return useRegistryMutation(({ id, input }: { id?: string; input: AthleteInput }) => (id ? pb.collection('athletes').update<Athlete>(id, input) : pb.collection('athletes').create<Athlete>(input)));
}

export function useSaveCouple() {
  return useRegistryMutation(({ id, input }: { id?: string; input: CoupleInput }) => (id ? pb.collection('couples').update<Couple>(id, input) : pb.collection('couples').create<Couple>(input)));
}

export function useDeleteRecord(collection: 'athletes' | 'couples') {
  return useRegistryMutation((id: string) => pb.collection(collection).delete(id));
}

/**
 * Admins: verify several records in one batch, one transaction (all or none; the server checks each
 * as a single verification: a couple only once its athletes are).
 */
export function useVerifyMany(collection: 'athletes' | 'couples') {
  return useRegistryMutation(async (ids: string[]) => {
    const batch = pb.createBatch();
    ids.forEach((id) => batch.collection(collection).update(id, { verified: true }));
    return batch.send();
  });
}

/** Staff only (the server refuses anyone else): verify or un-verify in one click. */
export function useSetVerified(collection: 'athletes' | 'couples') {
  return useRegistryMutation(({ id, verified }: { id: string; verified: boolean }) => pb.collection(collection).update(id, { verified }));
}
