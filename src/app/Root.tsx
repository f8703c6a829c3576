import { Suspense, use, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { isRouterRequested, setRouterPrefetcher, subscribeRouterRequest } from '@/lib/core/navigation';
import { composeTitle } from '@/lib/core/pageTitle';
import { afterFirstPaint } from '@/lib/core/firstPaint';
import { completeCatalogues } from '@/lib/core/i18n';
import { loadOnce } from '@/lib/core/loadOnce';
import { isStandalone, loadHomePage, loadRouter, loadTabletApp, publicPage } from './publicPages';
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

function TabletApp({ code }: { code: string }) {
  const { default: App } = use(loadTabletApp());
  return <App code={code} />;
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

/**
 * After the page's first content is painted: the icon font (36 kB) may load now (styles/base.css).
 * Not sooner: the app's first commit can come before the page's content (a lazy page, its data), and
 * a font loading then competes with what the content waits for.
 */
function useIconsAfterFirstPaint() {
  useEffect(() => {
    let active = true;
    let frame = 0;
    void afterFirstPaint().then(() => {
      if (active) frame = requestAnimationFrame(() => setTimeout(() => document.documentElement.classList.add('kp-icons'), 0));
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
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
  // A first load of the home or of a judge's tablet renders without the router (until a link asks for it).
  const [standalone] = useState(() => {
    const page = routerRequested ? null : publicPage(window.location.pathname);
    return isStandalone(page) ? page : null;
  });
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('layout.skipToContent')}
      </a>
      <StagingBanner />
      <OfflineBanner />
      <ImpersonationBar />
      <RootErrorBoundary>
        <Suspense fallback={<Loading fullscreen />}>{routerRequested || !standalone ? <AppRouter /> : standalone.page === 'home' ? <Home /> : <TabletApp code={standalone.code ?? ''} />}</Suspense>
      </RootErrorBoundary>
      <ToastHost />
    </>
  );
}
