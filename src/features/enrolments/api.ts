// The athlete's enrolments: SDK calls and TanStack Query hooks. The server filters what each user
// may see and decides every field; the owner filter here only picks "mine" for admins and organizers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AthletesRecord, CircuitsRecord, CompetitionsRecord, CouplesRecord, EnrolmentsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import { refreshQueries } from '@/lib/core/queryClient';
import { enrolmentFormData, enrolmentKeys } from '@/lib/domain/enrolments';
import { hasOrganizerRole, isAdmin } from '@/lib/domain/permissions';
import type { User } from '@/lib/core/types';

export type Competition = Pick<CompetitionsRecord, 'id' | 'name' | 'date' | 'endDate' | 'location' | 'status' | 'accreditationOpensAt'> & { inquiryFee?: boolean };
export type Enrolment = EnrolmentsRecord & { expand?: { competition?: Competition; circuit?: Pick<CircuitsRecord, 'id' | 'name'> } };
export type Athlete = Pick<AthletesRecord, 'id' | 'name' | 'surname' | 'belt' | 'club'>;
export type Couple = CouplesRecord & { expand?: { tori?: Athlete; uke?: Athlete } };

const COMPETITION_FIELDS = 'id,name,date,endDate,location,status,accreditationOpensAt,inquiryFee';
const ENROLMENT_FIELDS = ['*', ...COMPETITION_FIELDS.split(',').map((f) => `expand.competition.${f}`), 'expand.circuit.id', 'expand.circuit.name'].join(',');

export type DeskCompetition = Pick<CompetitionsRecord, 'id' | 'name' | 'date' | 'endDate' | 'status' | 'organizers'>;

/**
 * The competitions whose desks (every couple enrolled) the user runs, the current and coming ones
 * by date: admins every competition, organizers theirs; nobody else (the server's list rule agrees).
 */
export function useStaffDesks(user: User | null) {
  const scope = isAdmin(user) ? '' : pb.filter('organizers.id ?= {:me} && ', { me: user?.id ?? '' });
  return useQuery({
    queryKey: [...enrolmentKeys.all, 'staff-desks', user?.id ?? ''] as const,
    enabled: hasOrganizerRole(user),
    queryFn: ({ signal }) =>
      pb.collection('competitions').getList<DeskCompetition>(1, 50, {
        filter: `${scope}status != "draft" && status != "archived"`,
        sort: 'date,name',
        fields: 'id,name,date,endDate,status,organizers',
        signal,
      }),
  });
}

export function useMyEnrolments(userId: string) {
  return useQuery({
    queryKey: enrolmentKeys.mine(userId),
    queryFn: ({ signal }) =>
      pb.collection('enrolments').getFullList<Enrolment>({
        filter: pb.filter('owner = {:me}', { me: userId }),
        expand: 'competition,circuit',
        fields: ENROLMENT_FIELDS,
        sort: 'competition.date,toriName',
        batch: FULL_LIST_BATCH,
        signal,
      }),
    select: upcomingFirst,
  });
}

/** The next competition first (what the athlete acts on at a venue); archived ones last, latest first. */
export function upcomingFirst(items: Enrolment[]): Enrolment[] {
  const archived = (e: Enrolment) => e.expand?.competition?.status === 'archived';
  return [...items.filter((e) => !archived(e)), ...items.filter(archived).reverse()];
}

export function useMyCouples(userId: string) {
  return useQuery({
    queryKey: enrolmentKeys.couples(userId),
    queryFn: ({ signal }) =>
      pb.collection('couples').getFullList<Couple>({
        filter: pb.filter('owner = {:me}', { me: userId }),
        expand: 'tori,uke',
        sort: 'created',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function useOpenCompetitions(enabled = true) {
  return useQuery({
    queryKey: enrolmentKeys.open,
    enabled,
    queryFn: ({ signal }) =>
      pb.collection('competitions').getFullList<Competition>({
        filter: 'status = "enrolment"',
        fields: COMPETITION_FIELDS,
        sort: 'date,name',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function coupleLabel(c: Couple): string {
  const name = (a?: Athlete) => (a ? `${a.name} ${a.surname}`.trim() : '?');
  return `${name(c.expand?.tori)} – ${name(c.expand?.uke)}`;
}

export interface EnrolInput {
  competition: string;
  couple: string;
  owner: string;
  notes: string;
  files: File[];
}


function useInvalidate() {
  const qc = useQueryClient();
  return () => refreshQueries(qc, enrolmentKeys.all);
}

export function useEnrol() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ files, ...fields }: EnrolInput) => pb.collection('enrolments').create<Enrolment>(enrolmentFormData(fields, files)),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}


export function useSetPresent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, present }: { id: string; present: boolean }) => pb.collection('enrolments').update<Enrolment>(id, { present }),
    onSuccess: invalidate,
    meta: { errorSummary: 'saveFailed' },
  });
}

export function useDeleteEnrolment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => pb.collection('enrolments').delete(id),
    onSuccess: invalidate,
    meta: { errorSummary: 'deleteFailed' },
  });
}

