// The public competition data, each request written once: its TanStack Query key, API path and query
// parameters. The routed queries send them with the SDK (lib/domain/competitionQueries); on a first load the
// entry starts the page's own with plain fetch before the code has arrived (lib/core/earlyRequests), and
// the query takes that answer. Tiny and without dependencies: part of the entry chunk.
import { FULL_LIST_BATCH, PAGE_SIZE } from '../core/constants';

export interface ApiRequest {
  /** The TanStack Query key of this data. */
  key: readonly unknown[];
  path: string;
  params: Record<string, string>;
}

/** A page of a PocketBase list. */
export interface ListResult<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

export type PublicScope = 'current' | 'past';

/**
 * PocketBase filters of the public lists. Current: not over yet, or at the venue (accreditation,
 * ongoing); past: archived, or over before today. Drafts are hidden from the public by the server; the
 * filter keeps the public view the same for staff. `@todayStart` is the server's UTC day.
 */
export const PUBLIC_FILTERS = {
  current:
    'status != "draft" && (status = "accreditation" || status = "ongoing" || (status != "archived" && (date >= @todayStart || endDate >= @todayStart)))',
  past: 'status != "draft" && status != "accreditation" && status != "ongoing" && (status = "archived" || (date < @todayStart && (endDate = "" || endDate < @todayStart)))',
} as const satisfies Record<PublicScope, string>;

export const competitionKeys = {
  all: ['competitions'] as const,
  public: (scope: PublicScope, search: string, page: number) => ['competitions', 'public', scope, search, page] as const,
  managed: (userId: string, search: string, page: number) => ['competitions', 'managed', userId, search, page] as const,
  one: (id: string) => ['competitions', 'one', id] as const,
  /** A competition's name and date only (the documents page's heading). */
  ref: (id: string) => ['competitions', 'ref', id] as const,
  circuits: (competitionId: string) => ['circuits', competitionId] as const,
  /** The season a competition counts for (its season event), if any: the public page's link. */
  season: (competitionId: string) => ['competitions', 'season', competitionId] as const,
  /** The same for its organizers, with whether its results count yet: under the competition's own key, so that a sign-off refreshes it. */
  seasonEvent: (competitionId: string) => ['competitions', competitionId, 'season'] as const,
  people: (role: 'organizer' | 'commissioner') => ['users', 'role', role] as const,
};

/** A string as a PocketBase filter literal, quoted and escaped as the SDK's pb.filter() does. */
export function filterLiteral(value: string): string {
  return JSON.stringify(value);
}

/** The parts joined with &&, each in parentheses; empty parts are left out. */
export function allOf(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(' && ');
}

/** Competitions whose name or location contains the search ("" for none). */
export function competitionSearchFilter(search: string): string {
  const q = search.trim();
  return q ? `(name ~ ${filterLiteral(q)} || location ~ ${filterLiteral(q)})` : '';
}

/** Public fields of the organizers and commissioners: names only (the server exposes nothing else of them to the public). */
export const PERSON_FIELDS = 'id,name,username';
export const EXPAND_PEOPLE = 'organizers,commissioners';
export const EXPAND_FIELDS = ['*', ...['organizers', 'commissioners'].flatMap((rel) => PERSON_FIELDS.split(',').map((f) => `expand.${rel}.${f}`))].join(',');

const COMPETITIONS = '/api/collections/competitions/records';

/** Upcoming and current competitions (all of them, soonest first) or past ones (a page of 30, latest first). */
export function publicCompetitionsRequest(scope: PublicScope, search = '', page = 1): ApiRequest {
  return {
    key: competitionKeys.public(scope, search, page),
    path: COMPETITIONS,
    params: {
      page: String(scope === 'current' ? 1 : page),
      perPage: String(scope === 'current' ? FULL_LIST_BATCH : PAGE_SIZE),
      filter: allOf(PUBLIC_FILTERS[scope], competitionSearchFilter(search)),
      sort: scope === 'current' ? 'date,name' : '-date,name',
    },
  };
}

/** One competition with its organizers' and commissioners' names. */
export function competitionRequest(id: string): ApiRequest {
  return {
    key: competitionKeys.one(id),
    path: `${COMPETITIONS}/${encodeURIComponent(id)}`,
    params: { expand: EXPAND_PEOPLE, fields: EXPAND_FIELDS },
  };
}

/** A batch of a competition's circuits in their order (a competition has a handful: one batch holds them). */
export function circuitsRequest(competitionId: string, page = 1): ApiRequest {
  return {
    key: competitionKeys.circuits(competitionId),
    path: '/api/collections/circuits/records',
    params: {
      page: String(page),
      perPage: String(FULL_LIST_BATCH),
      skipTotal: '1',
      filter: `competition = ${filterLiteral(competitionId)}`,
      sort: 'order,name',
    },
  };
}

/** The competition's season event (at most one) with the season's name, with `fields` of it. */
function seasonEventOf(competitionId: string, key: readonly unknown[], fields: string): ApiRequest {
  return {
    key,
    path: '/api/collections/season_events/records',
    params: { page: '1', perPage: '1', skipTotal: '1', filter: `competition = ${filterLiteral(competitionId)}`, expand: 'season', fields },
  };
}

/** The season a competition counts for, with its level there (its public page's link). */
export function competitionSeasonRequest(competitionId: string): ApiRequest {
  return seasonEventOf(competitionId, competitionKeys.season(competitionId), 'level,season,expand.season.id,expand.season.name');
}

/** The same for the competition's organizers: the event's id and whether its results count yet too. */
export function seasonEventRequest(competitionId: string): ApiRequest {
  return seasonEventOf(competitionId, competitionKeys.seasonEvent(competitionId), 'id,level,confirmed,expand.season.id,expand.season.name');
}
