// The season: its settings and events (admins write them), and its ranking rows, computed by the
// server (pb_hooks/seasons.pb.js) whenever an event's results are confirmed or reopened. The public
// page follows the rows live.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitionsRecord, SeasonEventsRecord, SeasonRankingsRecord, SeasonsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { orNullOn404 } from '@/lib/core/records';
import { earlyData, send, sendFullList, wholeFirstPage } from '@/lib/domain/earlyQueries';
import { seasonEventsRequest, seasonKeys, seasonRequest } from '@/lib/domain/seasonRequests';
import type { SeasonLine } from '@/lib/rules/season';

export interface SeasonLevel {
  name: string;
  weight: number;
}
export type Season = Omit<SeasonsRecord, 'classes' | 'points' | 'levels'> & { classes: string[] | null; points: number[] | null; levels: SeasonLevel[] | null };
export type SeasonEvent = Omit<SeasonEventsRecord, 'classes'> & {
  classes: Record<string, string> | null;
  expand?: { competition?: Pick<CompetitionsRecord, 'id' | 'name' | 'date' | 'status'> };
};
export type RankingRow = Omit<SeasonRankingsRecord, 'lines' | 'clubs' | 'nations'> & { lines: SeasonLine[] | null; clubs: string[] | null; nations: string[] | null };
export type SeasonInput = Pick<Season, 'name' | 'startDate' | 'endDate' | 'public' | 'classes' | 'points' | 'levels' | 'bestN' | 'clubShare' | 'finalEvent' | 'qualifyTop' | 'qualifyCutoff'>;

export { seasonKeys };

export function useSeasons() {
  return useQuery({ queryKey: seasonKeys.all, queryFn: ({ signal }) => pb.collection('seasons').getFullList<Season>({ sort: '-startDate,name', signal }) });
}

/** A season, or null when it does not exist or is not visible (a private one to all but admins). */
export function useSeason(id: string) {
  const request = seasonRequest(id);
  return useQuery({ queryKey: request.key, queryFn: ({ signal }) => orNullOn404(send<Season>(request, signal)), ...earlyData<Season>(request) });
}

/** A season's events, the soonest first. */
export function useSeasonEvents(id: string) {
  const firstPage = seasonEventsRequest(id);
  return useQuery({
    queryKey: firstPage.key,
    queryFn: ({ signal }) => sendFullList<SeasonEvent>((page) => seasonEventsRequest(id, page), signal),
    ...earlyData(firstPage, wholeFirstPage<SeasonEvent>),
    select: (rows) => rows.slice().sort((a, b) => (a.expand?.competition?.date ?? '').localeCompare(b.expand?.competition?.date ?? '')),
  });
}

export function useSaveSeason() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: SeasonInput }) => (id ? pb.collection('seasons').update<Season>(id, data) : pb.collection('seasons').create<Season>(data)),
    onSuccess: () => refreshQueries(qc, seasonKeys.all),
    meta: { silent: true },
  });
}

/** Competitions an admin may attach (any status but draft), newest first. */
export function useAttachableCompetitions(enabled: boolean) {
  return useQuery({
    queryKey: ['seasons', 'competitions'] as const,
    enabled,
    queryFn: ({ signal }) => pb.collection('competitions').getFullList<Pick<CompetitionsRecord, 'id' | 'name' | 'date'>>({ sort: '-date', fields: 'id,name,date', signal }),
  });
}

/** The circuits of a competition (id, name), in their order: each maps to a class of the season. */
export function useCompetitionCircuits(competition: string) {
  return useQuery({
    queryKey: ['seasons', 'circuits', competition] as const,
    enabled: !!competition,
    queryFn: ({ signal }) => pb.collection('circuits').getFullList<{ id: string; name: string }>({ filter: pb.filter('competition = {:c}', { c: competition }), sort: 'order,created', fields: 'id,name', signal }),
  });
}

/** Attaches a competition with a level, each of its circuits mapped to a class (`classes`: { circuitId: class }). */
export function useAttachCompetition(seasonId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ competition, level, classes, seeded }: { competition: string; level: string; classes: Record<string, string>; seeded: boolean }) =>
      pb.collection('season_events').create({ season: seasonId, competition, level, classes, seeded }),
    onSuccess: () => refreshQueries(qc, seasonKeys.all),
    meta: { silent: true },
  });
}

export function useDetachCompetition(seasonId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => pb.collection('season_events').delete(eventId),
    onSuccess: () => refreshQueries(qc, seasonKeys.events(seasonId)),
    meta: { errorSummary: 'deleteFailed' },
  });
}

/** The public seasons (an admin's private ones stay on the admin screen), newest first. */
export function usePublicSeasons() {
  return useQuery({
    queryKey: [...seasonKeys.all, 'public'] as const,
    queryFn: ({ signal }) => pb.collection('seasons').getFullList<Season>({ filter: 'public = true', sort: '-startDate,name', fields: 'id,name,startDate,endDate', signal }),
  });
}
