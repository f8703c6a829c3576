// Reading a record where "not there" is an answer, not an error: PocketBase answers 404 both for a
// record that does not exist and for one this user may not see (a draft competition, someone else's
// issue), and the pages show their own "not found" for it instead of an error toast.
import type { RecordOptions } from 'pocketbase';
import type { CollectionRecords } from '../pb-types';
import { isHttpError } from './errors';
import { pb } from './pocketbase';

/** The request's answer, or null when the server answers 404; any other failure is thrown. */
export async function orNullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isHttpError(error, 404)) return null;
    throw error;
  }
}

/** One record by id, or null when it does not exist or is not visible to this user. */
export function getOneOrNull<T>(collection: keyof CollectionRecords, id: string, options?: RecordOptions): Promise<T | null> {
  return orNullOn404(pb.collection(collection).getOne<T>(id, options));
}
