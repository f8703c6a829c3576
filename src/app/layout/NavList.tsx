import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menu';

export function NavList({ items, unread, onNavigate, className }: { items: MenuEntry[]; unread: boolean; onNavigate?: () => void; className: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={className}>
      {items.map((item) => {
        const showBadge = item.badge === 'unreadIssues' && unread;
        return (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end} onClick={onNavigate} className="nav-link" data-menu-key={item.key}>
              <span className={`nav-icon ${item.icon}`} aria-hidden="true" />
              <span className="nav-label">{t(item.label)}</span>
              {showBadge ? (
                <>
                  <span className="nav-badge" aria-hidden="true" data-testid="unread-badge" />
                  <span className="sr-only">{t('menu.unreadMessages')}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
