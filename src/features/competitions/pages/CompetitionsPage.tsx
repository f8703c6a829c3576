// /competitions: the shared view (lib/domain/competition/CompetitionLists) with the routed queries'
// data, the search and the past list's paginator. Drafts never appear (the server hides them from the
// public, the filter keeps the public view for staff too).
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { CompetitionLists } from '@/lib/domain/competition/CompetitionLists';
import { PAGE_SIZE } from '@/lib/core/constants';
import { loadPrimeTheme } from '@/lib/core/loadPrimeTheme';
import { usePublicCompetitions } from '@/lib/domain/competitionQueries';
import '../competitions.css';

// PrimeReact's paginator (with its dropdown, number input and PrimeReact's theme) only when the past list has pages: most
// visitors never need it, and the public page's first load does not carry it.
const Paginator = lazy(() => Promise.all([import('primereact/paginator'), loadPrimeTheme()]).then(([m]) => ({ default: m.Paginator })));

export default function CompetitionsPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [pastPage, setPastPage] = useState(1);
  const current = usePublicCompetitions('current', deferred);
  const past = usePublicCompetitions('past', deferred, pastPage);
  const pastTotal = past.data?.totalItems ?? 0;
  return (
    <CompetitionLists
      search={{
        value: search,
        onChange: (v) => {
          setSearch(v);
          setPastPage(1);
        },
      }}
      searching={!!deferred.trim()}
      current={{ items: current.isLoading ? undefined : (current.data?.items ?? []), busy: current.isFetching }}
      past={current.isLoading ? null : { items: past.isLoading ? undefined : (past.data?.items ?? []), busy: past.isFetching }}
      pastFooter={
        pastTotal > PAGE_SIZE ? (
          <Suspense fallback={null}>
            <Paginator first={(pastPage - 1) * PAGE_SIZE} rows={PAGE_SIZE} totalRecords={pastTotal} onPageChange={(e) => setPastPage(e.page + 1)} />
          </Suspense>
        ) : null
      }
    />
  );
}
