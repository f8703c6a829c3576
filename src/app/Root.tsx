import { lazy, Suspense, useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { isRouterRequested, setRouterPrefetcher, subscribeRouterRequest } from '@/lib/navigation';
import { composeTitle } from '@/lib/pageTitle';
import { loadHomePage } from './homeLoader';
import { StagingBanner } from './StagingBanner';
import { ImpersonationBar } from './ImpersonationBar';
import { ToastHost } from './ToastHost';
import { RootErrorBoundary } from './RootErrorBoundary';

export const loadAppRouter = () => import('./AppRouter');
const AppRouter = lazy(loadAppRouter);
const HomePage = lazy(loadHomePage);

setRouterPrefetcher(() => void loadAppRouter());

/** Home rendered before the router exists (first load of "/"): only plain React and i18n. */
function StandaloneHome() {
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
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('layout.skipToContent')}
      </a>
      <StagingBanner />
      <ImpersonationBar />
      <RootErrorBoundary>
        <Suspense fallback={<Loading fullscreen />}>{routerRequested ? <AppRouter /> : <StandaloneHome />}</Suspense>
      </RootErrorBoundary>
      <ToastHost />
    </>
  );
}
