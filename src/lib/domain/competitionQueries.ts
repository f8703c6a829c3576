// The public reads of competitions, shared by the competition pages and the desk: each sends the
// request of lib/domain/competitionRequests (key, path and parameters written once) with the SDK, or takes the
// answer of the same request started by the entry on a first load (lib/domain/earlyQueries).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CircuitsRecord, CompetitionsRecord, SeasonEventsRecord, SeasonsRecord, UsersRecord } from '../pb-types';
import { FULL_LIST_BATCH } from '../core/constants';
import { orNullOn404 } from '../core/records';
import { earlyData, send } from './earlyQueries';
import { circuitsRequest, competitionRequest, competitionSeasonRequest, publicCompetitionsRequest, seasonEventRequest, type ListResult, type PublicScope } from './competitionRequests';

export type Person = Pick<UsersRecord, 'id' | 'name' | 'username'>;
export type Competition = CompetitionsRecord & { expand?: { organizers?: Person[]; commissioners?: Person[] } };
export type Circuit = CircuitsRecord;

/** Upcoming/current competitions (all of them, soonest first) or past ones (a page of 30, latest first). */
export function usePublicCompetitions(scope: PublicScope, search: string, page = 1) {
  const request = publicCompetitionsRequest(scope, search, page);
  return useQuery({
    queryKey: request.key,
    queryFn: ({ signal }) => send<ListResult<Competition>>(request, signal),
    placeholderData: keepPreviousData,
    ...earlyData<ListResult<Competition>>(request),
  });
}

/** One competition with its organizers' names; null when it does not exist or is not visible (drafts). */
export function useCompetition(id: string | undefined) {
  const request = competitionRequest(id ?? '');
  return useQuery({
    queryKey: request.key,
    enabled: !!id,
    queryFn: ({ signal }) => orNullOn404(send<Competition>(request, signal)),
    ...earlyData<Competition>(request),
  });
}

/** Every circuit of a competition, in their order (batch after batch until a short one). */
export function useCircuits(competitionId: string | undefined) {
  const firstPage = circuitsRequest(competitionId ?? '');
  return useQuery({
    queryKey: firstPage.key,
    enabled: !!competitionId,
    // A first page shorter than a batch is the whole list.
    ...earlyData<ListResult<Circuit>, Circuit[]>(firstPage, ({ items }) => (items.length < FULL_LIST_BATCH ? items : undefined)),
    queryFn: async ({ signal }) => {
      const all: Circuit[] = [];
      for (let page = 1; ; page++) {
        const { items } = await send<ListResult<Circuit>>(circuitsRequest(competitionId as string, page), signal);
        all.push(...items);
        if (items.length < FULL_LIST_BATCH) return all;
      }
    },
  });
}

/** A competition's season event: its level and the season's name. */
export interface CompetitionSeason {
  level: string;
  season: string;
  expand?: { season?: { id: string; name: string } };
}

/** The season a competition counts for, with its level there; null when none (or the season is not public). */
export function useCompetitionSeason(competitionId: string) {
  const request = competitionSeasonRequest(competitionId);
  const first = ({ items }: ListResult<CompetitionSeason>) => items[0] ?? null;
  return useQuery({
    queryKey: request.key,
    queryFn: async ({ signal }) => first(await send<ListResult<CompetitionSeason>>(request, signal)),
    ...earlyData(request, first),
    meta: { silent: true },
    staleTime: 60_000,
  });
}

/** A competition's season event as its organizers see it. */
export type SeasonEvent = Pick<SeasonEventsRecord, 'id' | 'level' | 'confirmed'> & { expand?: { season?: Pick<SeasonsRecord, 'id' | 'name'> } };

/** The competition's season event, if it is in a season (its organizers and admins read it); null when none. */
export function useSeasonEvent(competitionId: string, enabled = true) {
  const request = seasonEventRequest(competitionId);
  return useQuery({
    queryKey: request.key,
    enabled,
    queryFn: async ({ signal }) => (await send<ListResult<SeasonEvent>>(request, signal)).items[0] ?? null,
  });
}
