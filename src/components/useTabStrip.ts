import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A row of tabs wider than the screen scrolls sideways. On a phone the active tab (Results,
 * Leaderboard) used to sit off screen behind "Information | Documents | Dra…": it is scrolled into
 * view whenever it changes, and the strip's `data-more` ("start", "end", "both") lets CSS fade the
 * edge where more tabs hide, so the user sees that the row goes on.
 */
export function useTabStrip<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);

  const mark = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    const more = start && end ? 'both' : start ? 'start' : end ? 'end' : '';
    if (more) list.dataset.more = more;
    else delete list.dataset.more;
  }, []);

  // Measured in the frame after the page has painted, when its layout is done: measured in the
  // commit, the whole page's layout ran inside it (a forced reflow, the page's longest task on a
  // slow phone's first load).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const active = list?.querySelector<HTMLElement>('a.active, a[aria-current="page"]');
      if (list && active) {
        const room = 24; // keep a bit of the neighbour visible, so the row reads as scrollable
        const l = list.getBoundingClientRect();
        const a = active.getBoundingClientRect();
        if (a.left < l.left) list.scrollLeft += a.left - l.left - room;
        else if (a.right > l.right) list.scrollLeft += a.right - l.right + room;
      }
      mark();
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey, mark]);

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(list);
    return () => observer.disconnect();
  }, [mark]);

  return { ref, onScroll: mark };
}
