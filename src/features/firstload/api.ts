// Data of the first-load pages, with plain fetch (no SDK). Each request is the one the routed app's
// query makes (lib/competitionRequests), usually already started by the entry (requests.ts); its
// answer is handed to TanStack Query at the takeover (takeover.ts) so the routed page shows it at once.
import { ensureOk } from '@/lib/errors';
import type { CircuitsRecord, CompetitionsRecord } from '@/lib/pb-types';
import { FULL_LIST_BATCH } from '@/lib/constants';
import { circuitsRequest, competitionRequest, publicCompetitionsRequest, type ApiRequest, type ListResult } from '@/lib/competitionRequests';
import { requestUrl, takeStartedRequest } from './requests';
import { prefetched } from './takeover';

export type LightCompetition = Pick<
  CompetitionsRecord,
  'id' | 'collectionId' | 'collectionName' | 'name' | 'date' | 'endDate' | 'location' | 'logo' | 'status' | 'accreditationOpensAt' | 'details' | 'rules' | 'organizerNames'
> & { expand?: { organizers?: { id: string; name: string; username: string }[] } };

export type LightCircuit = CircuitsRecord;

async function getJson<T>(request: ApiRequest): Promise<T> {
  const url = requestUrl(request);
  const response = (await takeStartedRequest(url)) ?? (await fetch(url, { headers: { Accept: 'application/json' } }));
  return (await (await ensureOk(response)).json()) as T;
}

export async function fetchPublicCompetitions(scope: 'current' | 'past'): Promise<ListResult<LightCompetition>> {
  const request = publicCompetitionsRequest(scope);
  const data = await getJson<ListResult<LightCompetition>>(request);
  prefetched.push({ key: request.key, data });
  return data;
}

/** null when the competition does not exist or is not public. */
export async function fetchCompetition(id: string): Promise<LightCompetition | null> {
  const request = competitionRequest(id);
  try {
    const data = await getJson<LightCompetition>(request);
    prefetched.push({ key: request.key, data });
    return data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function fetchCircuits(competitionId: string): Promise<LightCircuit[]> {
  const request = circuitsRequest(competitionId);
  const data = await getJson<ListResult<LightCircuit>>(request);
  // A competition has a handful of circuits; a full batch would need the next pages.
  if (data.items.length < FULL_LIST_BATCH) prefetched.push({ key: request.key, data: data.items });
  return data.items;
}
