// The phone menu of the header (PrimeReact's Sidebar): loaded with its first opening, so that a
// page's first load does not carry it.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { standOut } from '@/lib/core/impersonation';
import { logout } from '@/lib/core/session';
import type { MenuEntry } from '@/components/layout/menu';
import { NavList } from '@/components/layout/NavList';
import type { User } from '@/lib/core/types';
import { paths } from '@/lib/core/paths';
import { displayName } from './UserMenuButton';

export interface MobileMenuProps {
  open: boolean;
  close: () => void;
  items: MenuEntry[];
  anonymous: MenuEntry[];
  pathname: string;
  hasIssuesEntry: boolean;
  unread: boolean;
  user: User | null;
  impersonating: boolean;
}

export default function MobileMenu({ open, close, items, anonymous, pathname, hasIssuesEntry, unread, user, impersonating }: MobileMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Sidebar
      id="mobile-menu"
      visible={open}
      onHide={close}
      position="right"
      className="mobile-menu"
      ariaCloseLabel={t('layout.closeMenu')}
      header={<span className="mobile-menu-title">{t('layout.menu')}</span>}
    >
      {items.length > 0 ? (
        <nav aria-label={t('layout.mainMenu')}>
          <NavList items={items} pathname={pathname} unread={hasIssuesEntry && unread} onNavigate={close} className="mobile-nav-list" />
        </nav>
      ) : null}
      <div className="mobile-account" role="group" aria-label={t('layout.account')}>
        {user ? (
          <>
            <p className="mobile-account-name">
              <span className="pi pi-user" aria-hidden="true" /> {displayName(user)}
            </p>
            <ul className="mobile-nav-list">
              <li>
                <Link to={paths.profile} className="nav-link" onClick={close}>
                  <span className="nav-icon pi pi-user" aria-hidden="true" />
                  {t('menu.profile')}
                </Link>
              </li>
              {impersonating ? (
                <li>
                  <button
                    type="button"
                    className="nav-link nav-button standout"
                    onClick={() => {
                      close();
                      void standOut();
                    }}
                  >
                    <span className="nav-icon pi pi-replay" aria-hidden="true" />
                    {t('menu.standOut')}
                  </button>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className="nav-link nav-button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  <span className="nav-icon pi pi-sign-out" aria-hidden="true" />
                  {t('menu.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <NavList items={anonymous} pathname={pathname} unread={false} onNavigate={close} className="mobile-nav-list" />
        )}
      </div>
    </Sidebar>
  );
}
