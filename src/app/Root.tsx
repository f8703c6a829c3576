import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { isRouterRequested, setRouterPrefetcher, subscribeRouterRequest } from '@/lib/navigation';
import { composeTitle } from '@/lib/pageTitle';
import { completeCatalogues } from '@/lib/i18n';
import { firstLoadRoute, type FirstLoadRoute } from '@/features/firstload/routes';
import { prefetched, setTakeoverPreparer } from '@/features/firstload/takeover';
import { loadFirstLoadPage } from './homeLoader';
import { StagingBanner } from './StagingBanner';
import { OfflineBanner } from './OfflineBanner';
import { ImpersonationBar } from './ImpersonationBar';
import { ToastHost } from './ToastHost';
import { RootErrorBoundary } from './RootErrorBoundary';

// The routed app reads the whole `common` catalogue (a first-load page had only its slice).
export const loadAppRouter = () => Promise.all([import('./AppRouter'), completeCatalogues()]).then(([m]) => m);
const AppRouter = lazy(loadAppRouter);
const FIRST_LOAD_PAGES = {
  home: lazy(() => loadFirstLoadPage('home')),
  login: lazy(() => loadFirstLoadPage('login')),
  competitions: lazy(() => loadFirstLoadPage('competitions')),
  competition: lazy(() => loadFirstLoadPage('competition')),
};
/** The routed app once loaded by a takeover: rendered directly, so that React does not suspend on it. */
let LoadedAppRouter: ComponentType | null = null;

setRouterPrefetcher(() => void loadAppRouter());
setTakeoverPreparer(async () => {
  const mod = await loadAppRouter();
  await mod.routerReady();
  mod.seedQueries(prefetched);
  LoadedAppRouter = mod.default;
});

/** A page rendered before the router exists (first load of the home, /login, /competitions…): plain React and i18n. */
function FirstLoadPage({ route }: { route: FirstLoadRoute }) {
  useEffect(() => {
    if (route.page === 'home') document.title = composeTitle(null);
  }, [route.page]);
  const Page = FIRST_LOAD_PAGES[route.page];
  return <Page />;
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
  const [firstLoad] = useState(() => (routerRequested ? null : firstLoadRoute(window.location.pathname)));
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('layout.skipToContent')}
      </a>
      <StagingBanner />
      <OfflineBanner />
      <ImpersonationBar />
      <RootErrorBoundary>
        <Suspense fallback={<Loading fullscreen />}>{routerRequested || !firstLoad ? LoadedAppRouter ? <LoadedAppRouter /> : <AppRouter /> : <FirstLoadPage route={firstLoad} />}</Suspense>
      </RootErrorBoundary>
      <ToastHost />
    </>
  );
}
