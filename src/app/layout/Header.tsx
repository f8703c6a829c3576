import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { PRODUCT_NAME } from '@/lib/constants';
import { useSession } from '@/lib/session';
import { useImpersonation } from '@/lib/impersonationStore';
import { standOut } from '@/lib/impersonation';
import { logout } from '@/lib/session';
import { anonymousEntries, isReservedPath, mainMenu } from './menu';
import { NavList } from './NavList';
import { UserMenu, displayName } from './UserMenu';
import { useUnreadBadge } from './useUnreadBadge';

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
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <Link to="/" className="brand">
            <img src="/logo.svg" alt="" width="36" height="36" />
            <span className="brand-name">{PRODUCT_NAME}</span>
            <span className="sr-only"> – {t('layout.homeLink')}</span>
          </Link>
          {isReservedPath(location.pathname) ? <span className="area-tag">{t('layout.reservedArea')}</span> : null}
          <div className="topbar-tools">
            <LanguageSwitcher className="on-dark" />
            <div className="account-desktop">
              {user ? (
                <UserMenu user={user} />
              ) : (
                anonymous.map((e) => (
                  <Link key={e.key} to={e.to} className={`account-link account-${e.key}`} data-menu-key={e.key}>
                    {t(e.label)}
                  </Link>
                ))
              )}
            </div>
            <Button
              type="button"
              icon="pi pi-bars"
              className="hamburger"
              // Phones have no menu bar: the unread badge sits on the menu button (and in its name).
              aria-label={hasIssuesEntry && unread ? `${t('layout.openMenu')} ${t('menu.unreadMessages')}` : t('layout.openMenu')}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen(true)}
            >
              {hasIssuesEntry && unread ? <span className="nav-badge hamburger-badge" aria-hidden="true" data-testid="menu-unread-badge" /> : null}
            </Button>
          </div>
        </div>
      </div>
      {items.length > 0 ? (
        <nav className="mainnav" aria-label={t('layout.mainMenu')}>
          <div className="container">
            <NavList items={items} unread={hasIssuesEntry && unread} className="mainnav-list" />
          </div>
        </nav>
      ) : null}
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
            <NavList items={items} unread={hasIssuesEntry && unread} onNavigate={close} className="mobile-nav-list" />
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
                  <Link to="/reserved/profile" className="nav-link" onClick={close}>
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
            <NavList items={anonymous} unread={false} onNavigate={close} className="mobile-nav-list" />
          )}
        </div>
      </Sidebar>
    </header>
  );
}
