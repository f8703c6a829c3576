// The public registries every page names things from, each as one request written once (TanStack Query
// key, API path, parameters): the clubs (lib/domain/clubs) and the kata catalogue (lib/domain/katas).
// A first load of a page that shows them (a season's ranking, a pair, a judge's tablet) has the entry
// start them before the code has arrived (app/publicPages.ts). Tiny: part of the entry chunk.
import { FULL_LIST_BATCH } from '../core/constants';
import type { ApiRequest } from './competitionRequests';

export const clubKeys = { all: ['clubs'] as const, list: ['clubs', 'list'] as const };
export const kataKeys = { catalogue: ['kata_catalogue'] as const };

const batch = (page: number) => ({ page: String(page), perPage: String(FULL_LIST_BATCH), skipTotal: '1' });

/** A batch of every registered club, by code: the public fields only. */
export function clubsRequest(page = 1): ApiRequest {
  return { key: clubKeys.list, path: '/api/collections/clubs/records', params: { ...batch(page), sort: 'code', fields: 'id,code,name,city,region' } };
}

/** A batch of the kata catalogue, in its order: slugs, names in both languages, whether offered. */
export function kataCatalogueRequest(page = 1): ApiRequest {
  return { key: kataKeys.catalogue, path: '/api/collections/kata_sheets/records', params: { ...batch(page), sort: 'order,kata', fields: 'id,kata,nameEn,nameIt,active,order' } };
}
