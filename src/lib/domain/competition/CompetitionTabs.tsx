import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { useTabStrip } from '@/components/useTabStrip';
import { paths, type CompetitionTab } from '@/lib/core/paths';

/** The tabs of a competition's page, addressed by /competitions/{id}/{tab?}; "info" is the page's index. */
export const COMPETITION_TABS = [
  { key: 'info', label: 'detail.tabs.info', icon: 'pi pi-info-circle' },
  { key: 'documents', label: 'detail.tabs.documents', icon: 'pi pi-file' },
  { key: 'draws', label: 'detail.tabs.draws', icon: 'pi pi-sort-numeric-down' },
  { key: 'results', label: 'detail.tabs.results', icon: 'pi pi-list' },
  { key: 'leaderboard', label: 'detail.tabs.leaderboard', icon: 'pi pi-trophy' },
] as const satisfies ReadonlyArray<{ key: CompetitionTab; label: string; icon: string }>;

/** The tab of a path below `base` ("info" for the page itself). */
export function currentTab(base: string, pathname: string): string {
  return pathname.slice(base.length).replace(/^\/+/, '').split('/')[0] || 'info';
}

/**
 * Tabs of a competition page: plain links (AppLink works with and without the router), so deep links,
 * reload and the back button just work.
 */
export function CompetitionTabs({ competitionId, current }: { competitionId: string; current: string }) {
  const { t } = useTranslation('competitions');
  const strip = useTabStrip<HTMLUListElement>(current);
  return (
    <nav aria-label={t('detail.tabsLabel')} className="competition-tabs">
      <ul className="route-tabs" ref={strip.ref} onScroll={strip.onScroll}>
        {COMPETITION_TABS.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <AppLink to={paths.competitionTab(competitionId, tab.key)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined} data-tab={tab.key}>
                <span className={tab.icon} aria-hidden="true" />
                {t(tab.label)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
