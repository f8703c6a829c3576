// The layout of the routed app (app/layout) for an anonymous visitor, without the router and PrimeReact:
// the same site header and footer views (components/layout), so the takeover changes nothing on screen.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { publicMenu } from '@/components/layout/menu';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { takeOverAndClick } from '../takeover';
import '@/components/components.css';
import '@/components/layout/layout.css';
import '../light.css';

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

/**
 * Loads the icon font once the page's content is painted and the browser is idle (see light.css), then
 * marks the layout `data-icons` on the element itself: a React state would render the whole page again
 * for one attribute (a long task on a phone, inside Lighthouse's blocking-time window).
 */
function useIconsWhenIdle(ready: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const cancel = afterPaintWhenIdle(
      () =>
        void document.fonts
          .load('1rem primeicons')
          .catch(() => undefined)
          .then(() => {
            if (!cancelled && ref.current) ref.current.dataset.icons = '';
          }),
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, [ready]);
  return ref;
}

/** `ready`: the page's content is on screen (then the icons follow). */
export function LightLayout({ ready, children }: { ready: boolean; children: ReactNode }) {
  const layout = useIconsWhenIdle(ready);
  return (
    <div className="layout" data-first-load="" ref={layout}>
      <SiteHeader location={window.location} items={publicMenu()} menuOpen={false} onMenu={() => takeOverAndClick('button.hamburger')} />
      <main id="main" tabIndex={-1} className="layout-main">
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
