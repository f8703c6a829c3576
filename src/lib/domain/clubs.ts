// The clubs' registry as every page reads it: the public list, loaded once and kept long (it changes a
// few times a season), as code → name (./clubNames.ts). The admins' page refreshes it after a change.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clubKeys, clubsRequest } from './registryRequests';
import { earlyData, sendFullList, wholeFirstPage } from './earlyQueries';
import { clubsLabel, clubName, type ClubNames } from './clubNames';

export interface Club {
  id: string;
  code: string;
  name: string;
  city: string;
  region: string;
}

export { clubKeys };

const NO_CLUBS: ClubNames = new Map();

/** Every registered club, by code. */
export function useClubs() {
  return useQuery({
    queryKey: clubKeys.list,
    queryFn: ({ signal }) => sendFullList<Club>(clubsRequest, signal),
    ...earlyData(clubsRequest(), wholeFirstPage<Club>),
    staleTime: 60 * 60_000,
    gcTime: 24 * 60 * 60_000,
    // Without the registry a page still shows the codes: no error toast on a public page.
    meta: { silent: true },
  });
}

/** code → name of the registry (empty while loading or when it cannot be read: pages show the codes). */
export function useClubNames() {
  const clubs = useClubs();
  const names = useMemo<ClubNames>(() => (clubs.data ? new Map(clubs.data.map((c) => [c.code, c.name])) : NO_CLUBS), [clubs.data]);
  return useMemo(() => ({ names, name: (code: string) => clubName(names, code), label: (text: string | null | undefined) => clubsLabel(names, text) }), [names]);
}
