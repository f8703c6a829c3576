import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient as defaultClient } from '@/lib/queryClient';
import type { QueryClient } from '@tanstack/react-query';
import { installConnectionWatch } from '@/lib/connectionWatch';
import { preloadToasts } from './ToastHost';

// The routed app notices a lost server or realtime stream and recovers from it (ConnectionBanner);
// the toast chunk is fetched once the page has loaded and the browser is idle (not on the first
// paint's path), while the server is there to serve it.
installConnectionWatch();
whenIdleAfterLoad(preloadToasts);

function whenIdleAfterLoad(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Providers of the routed app: server state. PrimeReact needs no provider: its settings are global
 * (lib/primeTheme.ts, loaded with the pages that use it), so the light public pages paint without it.
 */
export function AppProviders({ children, queryClient = defaultClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
