// Navigation that works with or without the router. The public home is rendered before the
// (large) router bundle is loaded; links there call navigate(), which pushes the URL and asks the
// app root to load the router, which then renders the new location. Once the router exists it
// registers itself and navigate() simply delegates to it. Safe to import from anywhere (no router code).
import { paths } from './paths';

export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void | Promise<void>;

let routerNavigate: Navigator | null = null;
let routerRequested = false;
const requestListeners = new Set<() => void>();
let prefetcher: (() => void) | null = null;

/** Called by the router module once it exists (and by tests with a memory router). */
export function registerNavigator(fn: Navigator | null): void {
  routerNavigate = fn;
}

export function navigate(to: string, options?: NavigateOptions): Promise<void> {
  if (routerNavigate) {
    // The router module may have been loaded by a prefetch (hover) while a page rendered without it
    // (the home) is still on screen: render the router too.
    const done = Promise.resolve(routerNavigate(to, options));
    requestRouter();
    return done;
  }
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  requestRouter();
  return Promise.resolve();
}

/**
 * Replaces the address without a visit: through the router when it runs, else in the browser's
 * history alone (a page rendered without the router, the judge's tablet, stays as it is).
 */
export function replaceAddress(to: string): Promise<void> {
  if (routerNavigate) return Promise.resolve(routerNavigate(to, { replace: true }));
  window.history.replaceState(null, '', to);
  return Promise.resolve();
}

export function requestRouter(): void {
  if (routerRequested) return;
  routerRequested = true;
  requestListeners.forEach((l) => l());
}

export function isRouterRequested(): boolean {
  return routerRequested;
}

export function subscribeRouterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** The app root registers how to start downloading the router (used on hover/focus of links). */
export function setRouterPrefetcher(fn: () => void): void {
  prefetcher = fn;
}

export function prefetchRouter(): void {
  if (!routerNavigate) prefetcher?.();
}

/** True for same-origin, app-relative hrefs such as "/login?next=%2F" (not "//host", not "#x"). */
export function isInternalHref(href: string | null | undefined): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

/**
 * The `next` parameter of /login made safe: only app-relative paths are honoured (no open redirect
 * to another site); anything else gives `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.reserved): string {
  if (!isInternalHref(next) || next.startsWith('/\\') || next.startsWith(paths.login())) return fallback;
  return next;
}
