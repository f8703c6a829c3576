import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { RouteTabs, type RouteTab } from '@/components/RouteTabs';

/** Public page of a competition: tabs addressed by /competitions/{competitionID}/{tab?}/{tabelem?}. */
export default function CompetitionPage() {
  const { t } = useTranslation('competitions');
  const tabs: RouteTab[] = [
    { key: 'info', label: t('detail.tabs.info'), to: '.', end: true, icon: 'pi pi-info-circle' },
    { key: 'documents', label: t('detail.tabs.documents'), to: 'documents', icon: 'pi pi-file' },
    { key: 'draws', label: t('detail.tabs.draws'), to: 'draws', icon: 'pi pi-sort-numeric-down' },
    { key: 'results', label: t('detail.tabs.results'), to: 'results', icon: 'pi pi-list' },
    { key: 'leaderboard', label: t('detail.tabs.leaderboard'), to: 'leaderboard', icon: 'pi pi-trophy' },
  ];
  return (
    <>
      <PageHeader title={t('common:titles.competition')} />
      <RouteTabs tabs={tabs} label={t('detail.tabsLabel')} />
      <Outlet />
    </>
  );
}
