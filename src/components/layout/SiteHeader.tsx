import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { PRODUCT_NAME } from '@/lib/core/constants';
import { anonymousEntries, isReservedPath, type MenuEntry } from './menu';
import { NavList } from './NavList';
import { paths } from '@/lib/core/paths';
import { BrandMark } from '@/components/BrandMark';

export interface SiteHeaderProps {
  /** The current location (the active menu entry, the login link's way back). */
  location: { pathname: string; search: string };
  /** The main menu's entries (none: no menu bar). */
  items: MenuEntry[];
  /** The signed-in user's menu; without it, the register and login links. */
  account?: ReactNode;
  /** Unread messages: a badge on the menu button and the issues entry. */
  unread?: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  /** The phone menu the button opens. */
  children?: ReactNode;
}

/**
 * The site header of every page but the home: brand, language, account links or menu, the phone menu
 * button and the main menu. No router and no PrimeReact (light on a public page's first load): links
 * are AppLinks and the menu button carries PrimeReact's button classes, so the theme styles it.
 */
export function SiteHeader({ location, items, account, unread = false, menuOpen, onMenu, children }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const badge = unread && items.some((i) => i.badge === 'unreadIssues');
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <AppLink to={paths.home} className="brand">
            <BrandMark size={36} />
            <span className="brand-name">{PRODUCT_NAME}</span>
            <span className="sr-only"> – {t('layout.homeLink')}</span>
          </AppLink>
          {isReservedPath(location.pathname) ? <span className="area-tag">{t('layout.reservedArea')}</span> : null}
          <div className="topbar-tools">
            <LanguageSwitcher className="on-dark" />
            <div className="account-desktop">
              {account ??
                anonymousEntries(location).map((e) => (
                  <AppLink key={e.key} to={e.to} className={`account-link account-${e.key}`} data-menu-key={e.key}>
                    {t(e.label)}
                  </AppLink>
                ))}
            </div>
            <button
              type="button"
              className={`hamburger p-button p-component${badge ? '' : ' p-button-icon-only'}`}
              // Phones have no menu bar: the unread badge sits on the menu button (and in its name).
              aria-label={badge ? `${t('layout.openMenu')} ${t('menu.unreadMessages')}` : t('layout.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={onMenu}
            >
              <span className="p-button-icon p-c pi pi-bars" />
              {badge ? <span className="nav-badge hamburger-badge" aria-hidden="true" data-testid="menu-unread-badge" /> : <span className="p-button-label p-c">&nbsp;</span>}
            </button>
          </div>
        </div>
      </div>
      {items.length > 0 ? (
        <nav className="mainnav" aria-label={t('layout.mainMenu')}>
          <div className="container">
            <NavList items={items} pathname={location.pathname} unread={badge} className="mainnav-list" />
          </div>
        </nav>
      ) : null}
      {children}
    </header>
  );
}
