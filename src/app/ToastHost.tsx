import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, subscribeToastDemand } from '@/lib/toast';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

/** Loads PrimeReact's Toast only when the first toast is requested. */
export function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToastDemand, isToastDemanded, isToastDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
