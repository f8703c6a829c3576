// The public reads of a season's first screen, each request written once: its TanStack Query key, API
// path and parameters. The season pages' queries send them (features/seasons/api, publicApi); on a first
// load the entry starts them with plain fetch before the code has arrived (app/publicPages.ts,
// lib/core/earlyRequests). Tiny and without dependencies: part of the entry chunk.
import { FULL_LIST_BATCH } from '../core/constants';
import { filterLiteral, type ApiRequest } from './competitionRequests';

/** The season queries' keys (the season pages and the admin's share them). */
export const seasonKeys = {
  all: ['seasons'] as const,
  one: (id: string) => ['seasons', id] as const,
  events: (id: string) => ['seasons', id, 'events'] as const,
  rankings: (id: string) => ['seasons', id, 'ranking'] as const,
  /** One class × kata (`class|kata`), or '' for every row. */
  ranking: (id: string, category: string) => ['seasons', id, 'ranking', category] as const,
  categories: (id: string) => ['seasons', id, 'categories'] as const,
};

/** A batch of a list: page, a batch per page, no total. */
function batch(page: number) {
  return { page: String(page), perPage: String(FULL_LIST_BATCH), skipTotal: '1' };
}

export function seasonRequest(id: string): ApiRequest {
  return { key: seasonKeys.one(id), path: `/api/collections/seasons/records/${encodeURIComponent(id)}`, params: {} };
}

/** A batch of a season's events with their competition's name, date and state. */
export function seasonEventsRequest(id: string, page = 1): ApiRequest {
  return {
    key: seasonKeys.events(id),
    path: '/api/collections/season_events/records',
    params: { ...batch(page), filter: `season = ${filterLiteral(id)}`, expand: 'competition', fields: '*,expand.competition.id,expand.competition.name,expand.competition.date,expand.competition.status' },
  };
}

/**
 * A batch of the first rows (rank 1, several when tied) of each class × kata a season ranks: they name
 * its categories without reading the season's other rows.
 */
export function seasonCategoriesRequest(id: string, page = 1): ApiRequest {
  return {
    key: seasonKeys.categories(id),
    path: '/api/collections/season_rankings/records',
    params: { ...batch(page), filter: `season = ${filterLiteral(id)} && rank = 1`, fields: 'class,kata', sort: 'class,kata' },
  };
}
