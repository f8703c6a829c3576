import { NavLink, useLocation } from 'react-router-dom';
import { useTabStrip } from './useTabStrip';
import './components.css';

export interface RouteTab {
  key: string;
  label: string;
  /** Relative ("draws") or absolute path. */
  to: string;
  icon?: string;
  end?: boolean;
}

/** Tabs addressed by the URL (deep-linkable, back button works): a list of NavLinks. */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation();
  const strip = useTabStrip<HTMLUListElement>(pathname);
  return (
    <nav aria-label={label}>
      <ul className="route-tabs" ref={strip.ref} onScroll={strip.onScroll}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={tab.end} data-tab={tab.key}>
              {tab.icon ? <span className={tab.icon} aria-hidden="true" /> : null}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
