// /competitions on first load: the routed CompetitionsPage's view (components/competition/CompetitionLists)
// with its data (the same two requests), without TanStack Query and PrimeReact. Touching the search
// field starts the takeover (takeover.ts: what is typed meanwhile carries over); the past list's
// paginator comes with it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitionLists } from '@/components/competition/CompetitionLists';
import type { ListResult } from '@/lib/competitionRequests';
import { PAGE_SIZE } from '@/lib/constants';
import { composeTitle } from '@/lib/pageTitle';
import { fetchPublicCompetitions, type LightCompetition } from '../api';
import { LightLayout } from '../components/LightLayout';
import { armTakeover, takeOver } from '../takeover';

type Lists = { current: ListResult<LightCompetition>; past: ListResult<LightCompetition> };

export default function CompetitionsFirstLoad() {
  const { t } = useTranslation('competitions');
  const [lists, setLists] = useState<Lists | null>(null);
  useEffect(() => {
    document.title = composeTitle(t('common:titles.competitions'));
  }, [t]);
  useEffect(() => {
    Promise.all([fetchPublicCompetitions('current'), fetchPublicCompetitions('past')])
      .then(([current, past]) => setLists({ current, past }))
      // The routed page shows the error (toast, retry) the usual way.
      .catch(() => void takeOver());
  }, []);
  useEffect(() => {
    // More past competitions than a page: the paginator comes with the routed app.
    if (lists) void (lists.past.totalItems > PAGE_SIZE ? takeOver() : armTakeover());
  }, [lists]);

  return (
    <LightLayout ready={!!lists}>
      <CompetitionLists current={{ items: lists?.current.items, busy: !lists }} past={lists ? { items: lists.past.items, busy: false } : null} />
    </LightLayout>
  );
}
