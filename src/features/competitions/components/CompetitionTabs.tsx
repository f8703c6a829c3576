import { NavLink, useLocation } from 'react-router-dom';
import { useTabStrip } from '@/components/useTabStrip';

export interface CompetitionTab {
  key: string;
  label: string;
  icon: string;
}

/**
 * Tabs of a competition page, addressed by the URL (/competitions/{id}/{tab?}/{tabelem?}): plain links,
 * so deep links, reload and the back button just work. "info" is also the page's index.
 */
export function CompetitionTabs({ base, tabs, label }: { base: string; tabs: CompetitionTab[]; label: string }) {
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length).replace(/^\/+/, '');
  const current = rest.split('/')[0] || 'info';
  const strip = useTabStrip<HTMLUListElement>(current);
  return (
    <nav aria-label={label} className="competition-tabs">
      <ul className="route-tabs" ref={strip.ref} onScroll={strip.onScroll}>
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <NavLink to={tab.key === 'info' ? base : `${base}/${tab.key}`} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined} data-tab={tab.key} end>
                <span className={tab.icon} aria-hidden="true" />
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
