// The layout of the routed app (app/layout: header, main menu, footer) for an anonymous visitor, without
// the router and PrimeReact: same markup and classes, so the takeover changes nothing on screen.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { PRODUCT_NAME } from '@/lib/constants';
import { takeOverAndClick } from '../takeover';
import '@/components/components.css';
import '@/app/layout/layout.css';
import '../light.css';

const MENU = [
  { key: 'competitions', label: 'menu.competitions', to: '/competitions', icon: 'pi pi-calendar' },
  { key: 'documents', label: 'menu.documents', to: '/documents', icon: 'pi pi-file' },
  { key: 'reserved', label: 'menu.reserved', to: '/reserved', icon: 'pi pi-lock' },
] as const;

function isActive(to: string, pathname: string): boolean {
  return to === '/reserved' ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

/** Calls `fn` once something has been painted (exported for the pages' secondary chunks) (the first contentful paint) and the browser is idle. */
export function afterPaintWhenIdle(fn: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && fn(), { timeout: 3000 });
    else setTimeout(() => !cancelled && fn(), 200);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) idle();
  else {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      idle();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    cancelled = true;
  };
}

/** Loads the icon font once the page's content is painted and the browser is idle (see light.css). */
function useIconsWhenIdle(ready: boolean): boolean {
  const [icons, setIcons] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const cancel = afterPaintWhenIdle(
      () =>
        void document.fonts
          .load('1rem primeicons')
          .catch(() => undefined)
          .then(() => !cancelled && setIcons(true)),
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, [ready]);
  return icons;
}

/** `ready`: the page's content is on screen (then the icons follow). */
export function LightLayout({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  const icons = useIconsWhenIdle(ready);
  const { pathname, search } = window.location;
  const here = pathname + search;
  const login = pathname === '/login' ? here : `/login?next=${encodeURIComponent(here)}`;
  return (
    <div className="layout" data-first-load="" data-icons={icons ? '' : undefined}>
      <header className="site-header">
        <div className="topbar">
          <div className="container topbar-inner">
            <AppLink to="/" className="brand">
              <img src="/logo.svg" alt="" width="36" height="36" />
              <span className="brand-name">{PRODUCT_NAME}</span>
              <span className="sr-only"> – {t('layout.homeLink')}</span>
            </AppLink>
            <div className="topbar-tools">
              <LanguageSwitcher className="on-dark" />
              <div className="account-desktop">
                <AppLink to="/register" className="account-link account-register" data-menu-key="register">
                  {t('menu.register')}
                </AppLink>
                <AppLink to={login} className="account-link account-login" data-menu-key="login">
                  {t('menu.login')}
                </AppLink>
              </div>
              <button
                type="button"
                className="hamburger p-button p-component p-button-icon-only"
                aria-label={t('layout.openMenu')}
                aria-expanded={false}
                aria-controls="mobile-menu"
                onClick={() => takeOverAndClick('button.hamburger')}
              >
                <span className="p-button-icon p-c pi pi-bars" />
                <span className="p-button-label p-c">&nbsp;</span>
              </button>
            </div>
          </div>
        </div>
        <nav className="mainnav" aria-label={t('layout.mainMenu')}>
          <div className="container">
            <ul className="mainnav-list">
              {MENU.map((item) => {
                const active = isActive(item.to, pathname);
                return (
                  <li key={item.key}>
                    <AppLink to={item.to} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined} data-menu-key={item.key}>
                      <span className={`nav-icon ${item.icon}`} aria-hidden="true" />
                      <span className="nav-label">{t(item.label)}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="layout-main">
        <div className="container">{children}</div>
      </main>
      <footer className="site-footer">
        <div className="container footer-inner">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <nav aria-label={t('layout.footerMenu')}>
            <ul className="footer-links">
              <li>
                <AppLink to="/privacy-policy">{t('menu.privacyPolicy')}</AppLink>
              </li>
              <li>
                <AppLink to="/about/partners">{t('menu.partners')}</AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
