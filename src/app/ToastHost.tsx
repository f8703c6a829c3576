import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToastDemanded, subscribeToastDemand } from '@/lib/core/toast';

const loadToastOutlet = () => import('./ToastOutlet');
const ToastOutlet = lazy(loadToastOutlet);

/**
 * Fetches the toast chunk ahead of need. The routed app calls it once: the toast that matters most
 * is "the server cannot be reached", and by then the chunk could no longer be downloaded.
 */
export function preloadToasts(): void {
  void loadToastOutlet().catch(() => {
    /* offline already: ToastBoundary retries when a toast is shown */
  });
}

/** A toast chunk that cannot be loaded must never take the page down: render nothing, retry later. */
class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.timer = setTimeout(() => this.setState({ failed: false }), 2000);
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads PrimeReact's Toast only when the first toast is requested (or preloadToasts() ran). */
export function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToastDemand, isToastDemanded, isToastDemanded);
  if (!demanded) return null;
  return (
    <ToastBoundary>
      <Suspense fallback={null}>
        <ToastOutlet />
      </Suspense>
    </ToastBoundary>
  );
}
