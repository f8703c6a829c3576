import { Suspense, use, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { isHomePath, isRouterRequested, setRouterPrefetcher, subscribeRouterRequest } from '@/lib/core/navigation';
import { composeTitle } from '@/lib/core/pageTitle';
import { completeCatalogues } from '@/lib/core/i18n';
import { loadOnce } from '@/lib/core/loadOnce';
import { loadHomePage, loadRouter } from './publicPages';
import { StagingBanner } from './StagingBanner';
import { OfflineBanner } from './OfflineBanner';
import { ImpersonationBar } from './ImpersonationBar';
import { ToastHost } from './ToastHost';
import { RootErrorBoundary } from './RootErrorBoundary';

// The routed app reads the whole `common` catalogue (the home had only its slice).
export const loadAppRouter = loadOnce(() => Promise.all([loadRouter(), completeCatalogues()]).then(([m]) => m));

// Read with use(), not React.lazy: the entry waited for them, so the first render shows the page, not
// the fallback (lib/core/loadOnce.ts).
function AppRouter() {
  const { default: Router } = use(loadAppRouter());
  return <Router />;
}

function HomePage() {
  const { default: Page } = use(loadHomePage());
  return <Page />;
}

setRouterPrefetcher(() => void loadAppRouter());

/** The home before the router exists (first load of "/"): plain React and i18n; a link loads the router. */
function Home() {
  useEffect(() => {
    document.title = composeTitle(null);
  }, []);
  return <HomePage />;
}

function focusMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** After the first paint: the icon font may load now (styles/base.css). */
function useIconsAfterFirstPaint() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => document.documentElement.classList.add('kp-icons'), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
}

/**
 * App root. Things shown on every page (skip link, staging banner, impersonation marker, toasts)
 * live here; the router and the layout are loaded lazily so that the public home stays tiny.
 */
export function Root() {
  const { t } = useTranslation('common');
  useIconsAfterFirstPaint();
  const routerRequested = useSyncExternalStore(subscribeRouterRequest, isRouterRequested, isRouterRequested);
  const [home] = useState(() => !routerRequested && isHomePath(window.location.pathname));
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('layout.skipToContent')}
      </a>
      <StagingBanner />
      <OfflineBanner />
      <ImpersonationBar />
      <RootErrorBoundary>
        <Suspense fallback={<Loading fullscreen />}>{routerRequested || !home ? <AppRouter /> : <Home />}</Suspense>
      </RootErrorBoundary>
      <ToastHost />
    </>
  );
}
