// What each role's dashboard reads. The server's rules decide what each user may see; these queries
// only pick and count.
import { useQuery } from '@tanstack/react-query';
import type { AthletesRecord, CompetitionsRecord, CouplesRecord, EnrolmentsRecord, IssuesRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH, verificationExpiryThreshold } from '@/lib/core/constants';
import { ENROLMENT_STATUSES, type EnrolmentStatusValue } from '@/lib/domain/enrolment/EnrolmentStatus';
import { orderEnrolments } from './order';

type Athlete = Pick<AthletesRecord, 'id' | 'name' | 'surname' | 'club' | 'verified'>;
export type Couple = CouplesRecord & { expand?: { tori?: Athlete; uke?: Athlete } };
export type Competition = Pick<CompetitionsRecord, 'id' | 'name' | 'date' | 'location' | 'status'> & Partial<Pick<CompetitionsRecord, 'organizers' | 'endDate'>>;
export type Enrolment = EnrolmentsRecord & { expand?: { competition?: Competition } };

const COMPETITION_FIELDS = 'id,name,date,location,status';

/** Athlete: my couples with their enrolments (what is ahead first, the soonest first; then the past, the latest first). */
export function useMyCouplesWithEnrolments(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'athlete', userId],
    queryFn: async ({ signal }) => {
      const [couples, enrolments] = await Promise.all([
        pb.collection('couples').getFullList<Couple>({
          filter: pb.filter('owner = {:me}', { me: userId }),
          expand: 'tori,uke',
          sort: 'created',
          batch: FULL_LIST_BATCH,
          signal,
        }),
        pb.collection('enrolments').getFullList<Enrolment>({
          filter: pb.filter('owner = {:me}', { me: userId }),
          expand: 'competition',
          fields: ['*', ...`${COMPETITION_FIELDS},endDate`.split(',').map((f) => `expand.competition.${f}`)].join(','),
          sort: 'competition.date',
          batch: FULL_LIST_BATCH,
          signal,
        }),
      ]);
      const ordered = orderEnrolments(enrolments);
      return couples.map((couple) => ({ couple, enrolments: ordered.filter((e) => e.couple === couple.id) }));
    },
  });
}

export type StatusCounts = Record<EnrolmentStatusValue, number> & { total: number };

function emptyCounts(): StatusCounts {
  return Object.fromEntries([...ENROLMENT_STATUSES.map((s) => [s, 0]), ['total', 0]]) as StatusCounts;
}

/** Organizer: the competitions I organize that are not archived, with their enrolments counted per status. */
export function useMyCompetitionsWithCounts(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'organizer', userId],
    queryFn: async ({ signal }) => {
      const competitions = await pb.collection('competitions').getFullList<Competition>({
        filter: pb.filter('organizers.id ?= {:me} && status != "archived"', { me: userId }),
        // The organizers decide which status moves the card offers.
        fields: `${COMPETITION_FIELDS},organizers`,
        sort: 'date,name',
        batch: FULL_LIST_BATCH,
        signal,
      });
      if (!competitions.length) return [];
      // Only two short fields per enrolment: one read however many competitions (2,000 rows ≈ 4 pages).
      const rows = await pb.collection('enrolments').getFullList<Pick<EnrolmentsRecord, 'competition' | 'status'>>({
        filter: competitions.map((c) => pb.filter('competition = {:id}', { id: c.id })).join(' || '),
        fields: 'competition,status',
        batch: FULL_LIST_BATCH,
        skipTotal: true,
        signal,
      });
      return competitions.map((competition) => {
        const counts = emptyCounts();
        for (const r of rows) {
          if (r.competition !== competition.id || !r.status) continue;
          counts[r.status as EnrolmentStatusValue]++;
          counts.total++;
        }
        return { competition, counts };
      });
    },
  });
}

/** Commissioner: the competitions I officiate that are not archived, the soonest first. */
export function useMyOfficiatedCompetitions(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'commissioner', userId],
    queryFn: ({ signal }) =>
      pb.collection('competitions').getFullList<Competition>({
        filter: pb.filter('commissioners.id ?= {:me} && status != "archived"', { me: userId }),
        fields: COMPETITION_FIELDS,
        sort: 'date,name',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export interface AdminQueue {
  athletes: { total: number; items: Athlete[] };
  couples: { total: number; items: Couple[] };
  issues: { total: number; items: Pick<IssuesRecord, 'id' | 'title' | 'lastActivityAt'>[] };
  /** Competitions whose desk is in use (enrolment to ongoing), the soonest first. */
  desks: { total: number; items: Competition[] };
}

const SHOWN = 5;

/** Admin: what awaits verification (athletes, couples), the open issues (oldest first) and the desks in use. */
export function useAdminQueue() {
  return useQuery({
    queryKey: ['dashboard', 'admin'],
    queryFn: async ({ signal }): Promise<AdminQueue> => {
      const [athletes, couples, issues, desks] = await Promise.all([
        // Awaiting the staff: never verified, or verified more than a year ago (expired: to renew).
        pb.collection('athletes').getList<Athlete>(1, SHOWN, { filter: pb.filter('verified = false || verifiedAt < {:limit}', { limit: verificationExpiryThreshold() }), sort: 'created', fields: 'id,name,surname,club,verified', signal }),
        pb.collection('couples').getList<Couple>(1, SHOWN, { filter: 'verified = false', sort: 'created', expand: 'tori,uke', signal }),
        pb.collection('issues').getList<IssuesRecord>(1, SHOWN, { filter: 'status = "open"', sort: 'lastActivityAt', fields: 'id,title,lastActivityAt', signal }),
        pb.collection('competitions').getList<Competition>(1, SHOWN, {
          filter: 'status = "enrolment" || status = "accreditation" || status = "ongoing"',
          sort: 'date,name',
          fields: COMPETITION_FIELDS,
          signal,
        }),
      ]);
      return {
        athletes: { total: athletes.totalItems, items: athletes.items },
        couples: { total: couples.totalItems, items: couples.items },
        issues: { total: issues.totalItems, items: issues.items },
        desks: { total: desks.totalItems, items: desks.items },
      };
    },
  });
}

/** Any account: the judge of the judges' list linked to it, if any (the judges' rules let an account read only its own). */
export function useMyJudge(userId: string) {
  return useQuery({
    queryKey: ['dashboard', 'judge', userId],
    queryFn: async ({ signal }) => {
      const res = await pb.collection('judges').getList<{ id: string; name: string }>(1, 1, { filter: pb.filter('user = {:me}', { me: userId }), fields: 'id,name', skipTotal: true, signal });
      return res.items[0] ?? null;
    },
    meta: { silent: true },
  });
}
