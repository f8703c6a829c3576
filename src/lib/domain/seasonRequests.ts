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
  /** One pair's rows. */
  pair: (id: string, pair: string) => ['seasons', id, 'pair', pair] as const,
};

/** The fields of a ranking row the ranking and a pair's page show (the ranking route answers these); the tables add the nations. */
export const RANKING_FIELDS = 'id,class,kata,pair,toriName,ukeName,clubs,lines,total,rank,previousRank,movement,provisional,qualified';

/** A ranking's category: its class and kata, "class|kata" (the key of the page's choice and of its deep link). */
export function categoryKey(row: { class: string; kata: string }): string {
  return `${row.class}|${row.kata}`;
}

export function splitCategory(category: string): { cls: string; kata: string } {
  const i = category.lastIndexOf('|');
  return i < 0 ? { cls: category, kata: '' } : { cls: category.slice(0, i), kata: category.slice(i + 1) };
}

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

/**
 * One class × kata of the ranking by rank through the ranking route (pb_hooks/season_ranking.pb.js):
 * RANKING_FIELDS only, one JSON array SQLite builds in one query.
 */
export function seasonRankingRequest(id: string, category: string): ApiRequest {
  const { cls, kata } = splitCategory(category);
  return { key: seasonKeys.ranking(id, category), path: `/api/custom/seasons/${encodeURIComponent(id)}/ranking`, params: { class: cls, kata } };
}

/**
 * The category a season's page shows: the one its address names (`?category=`) when the season ranks
 * it, else the first. `categories` in the order of seasonCategoriesRequest.
 */
export function shownCategory(categories: readonly string[], chosen: string | null): string {
  return chosen && categories.includes(chosen) ? chosen : (categories[0] ?? '');
}

/** A batch of one pair's rows of a season (one per class × kata it is ranked in; a pair has a few). */
export function seasonPairRequest(id: string, pair: string, page = 1): ApiRequest {
  return {
    key: seasonKeys.pair(id, pair),
    path: '/api/collections/season_rankings/records',
    params: { ...batch(page), filter: `season = ${filterLiteral(id)} && pair = ${filterLiteral(pair)}`, sort: 'class,kata', fields: RANKING_FIELDS },
  };
}
