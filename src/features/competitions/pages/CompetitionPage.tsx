// Public page of a competition: a header with its identity and tabs addressed by
// /competitions/{competitionID}/{tab?}/{tabelem?}. Each tab is a child route (see app/routes.tsx).
import { Link, Outlet, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/lib/pageTitle';
import { useSession } from '@/lib/session';
import { useCompetition } from '../api';
import { CompetitionLogo } from '../components/CompetitionLogo';
import { CompetitionTabs, type CompetitionTab } from '../components/CompetitionTabs';
import { DateRange } from '../components/DateRange';
import { DeskLink } from '../components/DeskLink';
import { StatusBadge } from '../components/StatusBadge';
import '../competitions.css';

export default function CompetitionPage() {
  const { t } = useTranslation('competitions');
  const { competitionID = '' } = useParams();
  const query = useCompetition(competitionID);
  const competition = query.data;
  const user = useSession();
  usePageTitle(competition?.name);

  if (query.isLoading) return <Loading />;
  if (!competition) {
    return (
      <>
        <PageHeader title={t('common:titles.competition')} />
        <EmptyState icon="pi pi-calendar-times" title={query.isError ? t('detail.loadError') : t('detail.notFound')} description={query.isError ? undefined : t('detail.notFoundHint')}>
          <Link to="/competitions" className="p-button p-component p-button-outlined">
            {t('detail.backToList')}
          </Link>
        </EmptyState>
      </>
    );
  }

  const tabs: CompetitionTab[] = [
    { key: 'info', label: t('detail.tabs.info'), icon: 'pi pi-info-circle' },
    { key: 'documents', label: t('detail.tabs.documents'), icon: 'pi pi-file' },
    { key: 'draws', label: t('detail.tabs.draws'), icon: 'pi pi-sort-numeric-down' },
    { key: 'results', label: t('detail.tabs.results'), icon: 'pi pi-list' },
    { key: 'leaderboard', label: t('detail.tabs.leaderboard'), icon: 'pi pi-trophy' },
  ];

  return (
    <>
      <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
        <Link to="/competitions">
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t('common:titles.competitions')}
        </Link>
      </nav>
      <header className="competition-hero">
        <CompetitionLogo competition={competition} size="large" />
        <div className="competition-hero-body">
          <StatusBadge status={competition.status} />
          <h1 className="page-title">{competition.name}</h1>
          <p className="competition-hero-meta">
            <span>
              <span className="pi pi-calendar" aria-hidden="true" />
              <span className="sr-only">{t('info.when')}: </span>
              <DateRange start={competition.date} end={competition.endDate} />
            </span>
            {competition.location ? (
              <span>
                <span className="pi pi-map-marker" aria-hidden="true" />
                <span className="sr-only">{t('info.where')}: </span>
                {competition.location}
              </span>
            ) : null}
          </p>
          <DeskLink user={user} competition={competition} />
        </div>
      </header>
      <CompetitionTabs base={`/competitions/${competition.id}`} tabs={tabs} label={t('detail.tabsLabel')} />
      <div className="competition-tab-panel">
        <Outlet />
      </div>
    </>
  );
}
