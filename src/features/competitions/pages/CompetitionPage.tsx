// Public page of a competition: the shared header (lib/domain/competition/CompetitionHero: identity and
// tabs addressed by /competitions/{competitionID}/{tab?}/{tabelem?}); each tab is a child route (app/routes.tsx).
import { useDeferredValue } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/lib/core/pageTitle';
import { useSession } from '@/lib/core/session';
import { useCompetition } from '@/lib/domain/competitionQueries';
import { CompetitionHero } from '@/lib/domain/competition/CompetitionHero';
import { currentTab } from '@/lib/domain/competition/CompetitionTabs';
import { EditLink } from '../components/EditLink';
import { DeskLink } from '../components/DeskLink';
import { CloneButton } from '../components/CloneButton';
import { SeasonLink } from '../components/SeasonLink';
import { paths } from '@/lib/core/paths';
import '../competitions.css';

export default function CompetitionPage() {
  const { t } = useTranslation('competitions');
  const { competitionID = '' } = useParams();
  const query = useCompetition(competitionID);
  // The first render with the data (hero, tab, facts, sanitized texts) is the longest task of the
  // page's load: rendered as a deferred update, in slices that leave the main thread free for input.
  const competition = useDeferredValue(query.data);
  const user = useSession();
  const { pathname } = useLocation();
  usePageTitle(competition?.name);

  if (query.isLoading || (query.data && !competition)) return <Loading />;
  if (!competition) {
    return (
      <>
        <PageHeader title={t('common:titles.competition')} />
        <EmptyState icon="pi pi-calendar-times" title={query.isError ? t('detail.loadError') : t('detail.notFound')} description={query.isError ? undefined : t('detail.notFoundHint')}>
          <Link to={paths.competitions} className="p-button p-component p-button-outlined">
            {t('detail.backToList')}
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <CompetitionHero competition={competition} tab={currentTab(paths.competition(competition.id), pathname)} actions={
          <div className="competition-hero-actions">
            <SeasonLink competitionId={competition.id} />
            <DeskLink user={user} competition={competition} />
            <EditLink user={user} competition={competition} />
            <CloneButton user={user} competition={competition} />
          </div>
        } />
      <div className="competition-tab-panel">
        <Outlet />
      </div>
    </>
  );
}
