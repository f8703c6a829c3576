import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient as defaultClient } from '@/lib/core/queryClient';
import type { QueryClient } from '@tanstack/react-query';
import { installConnectionWatch } from '@/lib/core/connectionWatch';
import { preloadToasts } from './ToastHost';

const TOAST_PRELOAD_DELAY_MS = 3000;

// The routed app notices a lost server or realtime stream and recovers from it (ConnectionBanner).
// The toast chunk must be there before the server goes away: every page that loads PrimeReact's theme
// fetches it with the theme (routes.tsx); a light public page a few seconds after it has loaded, off
// the first paint's path.
installConnectionWatch();
afterLoad(TOAST_PRELOAD_DELAY_MS, preloadToasts);

function afterLoad(delayMs: number, run: () => void): void {
  if (typeof document === 'undefined') return; // no page to wait for (the Node test project)
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: 2000 }) : run());
  const later = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Providers of the routed app: server state. PrimeReact needs no provider: its settings are global
 * (lib/core/primeTheme.ts, loaded with the pages that use it), so the light public pages paint without it.
 */
export function AppProviders({ children, queryClient = defaultClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
