// The page's first contentful paint, known in JavaScript: what the first screen does not need (the
// realtime stream and its reads, the tablet's heartbeat, the icon font) starts after it. Started
// sooner, each competes with the first screen's own requests and work on a slow phone and network,
// and holds its paint back.

/** The browser tells when it painted (Paint Timing); where it cannot, nothing waits. */
const canTell = typeof PerformanceObserver !== 'undefined' && !!PerformanceObserver.supportedEntryTypes?.includes('paint');
/** Nothing waits longer than this (a tab in the background paints nothing). */
const WAIT_AT_MOST_MS = 3000;

let painted = !canTell;
let waiting: Promise<void> | null = null;

/** Whether the page has painted its first content (true where the browser cannot tell). */
export function isFirstPaintDone(): boolean {
  if (!painted && performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint')) painted = true;
  return painted;
}

/** Resolves once the page has painted its first content, or after 3 s at most. */
export function afterFirstPaint(): Promise<void> {
  if (isFirstPaintDone()) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      painted = true;
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, WAIT_AT_MOST_MS);
  });
  return waiting;
}
