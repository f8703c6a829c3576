// Competitions and circuits: SDK calls and TanStack Query hooks. Visibility is the server's (drafts are
// invisible to the public); the filters here only pick what a page shows.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { FULL_LIST_BATCH, PAGE_SIZE } from '@/lib/core/constants';
import type { User } from '@/lib/core/types';
import { hasOrganizerRole, isAdmin } from '@/lib/domain/permissions';
import { allOf, competitionKeys, competitionSearchFilter, EXPAND_FIELDS, EXPAND_PEOPLE, PERSON_FIELDS } from '@/lib/domain/competitionRequests';
import type { Circuit, Competition, Person } from '@/lib/domain/competitionQueries';
import { refreshQueries } from '@/lib/core/queryClient';

export { competitionKeys };
export type { Circuit, Competition, Person };
/**
 * The competitions a staff user manages: admins all of them, organizers those they organize,
 * commissioners those they are assigned to (read only).
 */
export function useManagedCompetitions(user: User | null, search: string, page: number) {
  const me = { me: user?.id ?? '' };
  const scope = isAdmin(user) ? '' : hasOrganizerRole(user) ? pb.filter('organizers.id ?= {:me}', me) : pb.filter('commissioners.id ?= {:me}', me);
  return useQuery({
    queryKey: competitionKeys.managed(user?.id ?? '', search, page),
    enabled: !!user,
    queryFn: ({ signal }) =>
      pb.collection('competitions').getList<Competition>(page, PAGE_SIZE, {
        filter: allOf(scope, competitionSearchFilter(search)),
        sort: '-date,name',
        expand: EXPAND_PEOPLE,
        fields: EXPAND_FIELDS,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Users with a role, for the organizer and commissioner pickers (organizers are public; admins list everyone). */
export function usePeople(role: 'organizer' | 'commissioner', enabled = true) {
  return useQuery({
    queryKey: competitionKeys.people(role),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      pb.collection('users').getFullList<Person>({
        filter: pb.filter('role = {:role}', { role }),
        sort: 'name,username',
        fields: PERSON_FIELDS,
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

/** Body of a competition save. `logo`: a new File, null to remove it, undefined to keep it. */
export interface CompetitionInput {
  name: string;
  date: string;
  endDate: string;
  location: string;
  accreditationOpensAt: string;
  exportId: string;
  details: string;
  rules: string;
  /** The scoring preset and the Grand Prix flow mark (fixed by the server once evaluations exist). */
  scoring?: Exclude<CompetitionsRecord['scoring'], ''>;
  flow?: boolean;
  /** Start by itself (accreditation → ongoing) at the start time. */
  autoStart?: boolean;
  /** Inquiries: the window after validation in minutes (0 = none) and whether the desk's fee is required. */
  inquiryMinutes?: number;
  inquiryFee?: boolean;
  /** Only admins may send these (the API rule refuses them from organizers). */
  organizers?: string[];
  commissioners?: string[];
  logo?: File | null;
}

function toBody(input: CompetitionInput): Record<string, unknown> {
  const body: Record<string, unknown> = { ...input };
  if (input.logo === undefined) delete body.logo;
  if (input.organizers === undefined) delete body.organizers;
  if (input.commissioners === undefined) delete body.commissioners;
  return body;
}

function useInvalidateCompetitions() {
  const qc = useQueryClient();
  return () => refreshQueries(qc, competitionKeys.all);
}

export function useCreateCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: (input: CompetitionInput) => pb.collection('competitions').create<Competition>(toBody(input), { expand: EXPAND_PEOPLE }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useUpdateCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompetitionInput }) =>
      pb.collection('competitions').update<Competition>(id, toBody(input), { expand: EXPAND_PEOPLE }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useDeleteCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: (id: string) => pb.collection('competitions').delete(id),
    onSuccess: invalidate,
    meta: { errorSummary: 'deleteFailed' },
  });
}

export interface CircuitInput {
  competition: string;
  name: string;
  order: number;
  /** Slugs of the kata catalogue (empty: every kata). */
  katas: string[];
  minBelt: Circuit['minBelt'];
  minAge: number;
  maxAge: number;
  noForgotten: boolean;
  noBig: boolean;
  noHalving: boolean;
}

function useInvalidateCircuits(competitionId: string) {
  const qc = useQueryClient();
  return () => refreshQueries(qc, competitionKeys.circuits(competitionId));
}

export function useSaveCircuit(competitionId: string) {
  const invalidate = useInvalidateCircuits(competitionId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CircuitInput }) =>
      id ? pb.collection('circuits').update<Circuit>(id, input) : pb.collection('circuits').create<Circuit>(input),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useDeleteCircuit(competitionId: string) {
  const invalidate = useInvalidateCircuits(competitionId);
  return useMutation({
    mutationFn: (id: string) => pb.collection('circuits').delete(id),
    onSuccess: invalidate,
    meta: { errorSummary: 'deleteFailed' },
  });
}

/** URL of the logo (a thumbnail size from the schema: 96x96 or 320x0), or "" without a logo. */
export function logoUrl(competition: Pick<Competition, 'id' | 'collectionId' | 'collectionName' | 'logo'>, thumb: '96x96' | '320x0' = '96x96'): string {
  if (!competition.logo) return '';
  return pb.files.getURL(competition as never, competition.logo, { thumb });
}
