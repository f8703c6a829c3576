import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { composeTitle, usePageTitleOverride } from '@/lib/core/pageTitle';
import type { RouteHandle } from './routes';

/** "<localized page name> - Kata Portal" from the deepest route with a title, or the product name. */
export function useDocumentTitle(): string {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const override = usePageTitleOverride();
  let key: string | undefined;
  for (const m of matches) {
    const title = (m.handle as RouteHandle | undefined)?.title;
    if (title) key = title;
  }
  const title = composeTitle(override ?? (key ? t(key) : null));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/**
 * The document's title, and a polite announcement of it after a page change. A component of its own:
 * a page that names itself (usePageTitle, after its data) re-renders this alone, not every page below
 * the router's root.
 */
function DocumentTitle() {
  const title = useDocumentTitle();
  const location = useLocation();
  const first = useRef(true);
  const announcer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (announcer.current) announcer.current.textContent = title;
  }, [location.pathname, title]);
  return <div ref={announcer} className="sr-only" aria-live="polite" aria-atomic="true" />;
}

/** Root of the router: title, a polite announcement of page changes, progress bar, scroll restoration. */
export default function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <div className="route-progress" aria-hidden="true" /> : null}
      <DocumentTitle />
      <Suspense fallback={<Loading fullscreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
