import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { useSession } from '@/lib/session';
import { useImpersonation } from '@/lib/impersonationStore';
import { standOut } from '@/lib/impersonation';
import { logout } from '@/lib/session';
import { anonymousEntries, mainMenu } from '@/components/layout/menu';
import { NavList } from '@/components/layout/NavList';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { UserMenu, displayName } from './UserMenu';
import { useUnreadBadge } from '@/features/issues/useUnreadBadge';
import { paths } from '@/lib/paths';

export function Header() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const user = useSession();
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  const [open, setOpen] = useState(false);
  const items = mainMenu(user?.role || null, location.pathname);
  const hasIssuesEntry = items.some((i) => i.badge === 'unreadIssues');
  const unread = useUnreadBadge(user?.id, hasIssuesEntry);
  const anonymous = anonymousEntries(location);
  const close = () => setOpen(false);

  return (
    <SiteHeader location={location} items={items} account={user ? <UserMenu user={user} /> : undefined} unread={unread} menuOpen={open} onMenu={() => setOpen(true)}>
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
            <NavList items={items} pathname={location.pathname} unread={hasIssuesEntry && unread} onNavigate={close} className="mobile-nav-list" />
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
            <NavList items={anonymous} pathname={location.pathname} unread={false} onNavigate={close} className="mobile-nav-list" />
          )}
        </div>
      </Sidebar>
    </SiteHeader>
  );
}
