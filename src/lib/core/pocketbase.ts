// The one PocketBase client of the SPA. Same origin by default (PocketBase serves dist/ and the API),
// or VITE_PB_URL for a hosted PocketBase. The auth store is the SDK default (localStorage
// "pocketbase_auth"). Every request carries Accept-Language = current UI language.
//
// The SDK's auto-cancellation is off for the whole SPA: it cancels a pending request when another one
// with the same method and path starts, which drops legitimate parallel reads (two lists of one
// collection on a page, a refetch racing a mutation's refresh). Stale reads are cancelled where it
// matters by TanStack Query, through the `signal` every queryFn passes on.
//
// Collections are typed from the generated schema types:
//   const page = await pb.collection('athletes').getList(1, PAGE_SIZE, { filter: pb.filter('owner = {:id}', { id }) })
import PocketBase, { type RecordService } from 'pocketbase';
import type { CollectionRecords } from '../pb-types';
import { i18n } from './i18n';

export type TypedPocketBase = {
  collection<K extends keyof CollectionRecords>(idOrName: K): RecordService<CollectionRecords[K]>;
} & PocketBase;

export const PB_URL: string = import.meta.env.VITE_PB_URL || '/';

export const pb = new PocketBase(PB_URL) as TypedPocketBase;
pb.autoCancellation(false);

pb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers ?? {}), 'Accept-Language': i18n.language || 'en' };
  return { url, options };
};

export { ClientResponseError } from 'pocketbase';
