import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { isHomePath, isRouterRequested, setRouterPrefetcher, subscribeRouterRequest } from '@/lib/navigation';
import { composeTitle } from '@/lib/pageTitle';
import { completeCatalogues } from '@/lib/i18n';
import { loadHomePage } from './publicPages';
import { StagingBanner } from './StagingBanner';
import { OfflineBanner } from './OfflineBanner';
import { ImpersonationBar } from './ImpersonationBar';
import { ToastHost } from './ToastHost';
import { RootErrorBoundary } from './RootErrorBoundary';

// The routed app reads the whole `common` catalogue (the home had only its slice).
export const loadAppRouter = () => Promise.all([import('./AppRouter'), completeCatalogues()]).then(([m]) => m);
const AppRouter = lazy(loadAppRouter);
const HomePage = lazy(loadHomePage);

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

/**
 * App root. Things shown on every page (skip link, staging banner, impersonation marker, toasts)
 * live here; the router and the layout are loaded lazily so that the public home stays tiny.
 */
export function Root() {
  const { t } = useTranslation('common');
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
