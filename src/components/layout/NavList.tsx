import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { isActiveEntry, type MenuEntry } from './menu';

/** A list of menu entries (main menu, phone menu); the current page's entry is marked active. */
export function NavList({ items, pathname, unread, onNavigate, className }: { items: MenuEntry[]; pathname: string; unread: boolean; onNavigate?: () => void; className: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={className}>
      {items.map((item) => {
        const showBadge = item.badge === 'unreadIssues' && unread;
        const active = isActiveEntry(item, pathname);
        return (
          <li key={item.key}>
            <AppLink to={item.to} onClick={onNavigate} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined} data-menu-key={item.key}>
              <span className={`nav-icon ${item.icon}`} aria-hidden="true" />
              <span className="nav-label">{t(item.label)}</span>
              {showBadge ? (
                <>
                  <span className="nav-badge" aria-hidden="true" data-testid="unread-badge" />
                  <span className="sr-only">{t('menu.unreadMessages')}</span>
                </>
              ) : null}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
