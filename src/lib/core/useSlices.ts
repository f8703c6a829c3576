// A long list rendered in slices: the first screen with the page, then a slice more in each later task
// until all are there. One render of a whole long list (or one background render of it) ends in one
// commit of every row, a long task on a slow phone that delays the first paint or blocks the page
// after it; each slice is its own short render and commit, a transition, so a tap or a key goes first.
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `length` items to render: `first` at once, `step` more in each later task, all
 * at once when `whole` (a printed page). Another `list` (another category; compared by identity, so
 * give one that changes only when the rows do) starts again from `first`.
 */
export function useSlices(list: unknown, length: number, first: number, step: number, whole = false): number {
  const [state, setState] = useState({ list, count: first });
  let count = state.count;
  if (state.list !== list) {
    // React's own pattern for state that follows a prop: set during render, rendered again at once.
    count = first;
    setState({ list, count });
  }
  const done = whole || count >= length;
  useEffect(() => {
    if (done) return;
    // A new task after this commit, not a microtask: each slice is its own task.
    const timer = setTimeout(() => startTransition(() => setState((s) => (s.list === list ? { list, count: s.count + step } : s))), 0);
    return () => clearTimeout(timer);
  }, [list, count, done, step]);
  return whole ? length : Math.min(count, length);
}
