import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useTranslation } from 'react-i18next';
import { queryClient as defaultClient } from '@/lib/queryClient';
import { isLanguage } from '@/lib/languages';
import { primeConfig, setPrimeLanguage } from '@/lib/primereact';
import type { QueryClient } from '@tanstack/react-query';
import { installConnectionWatch } from '@/lib/connectionWatch';
import { preloadToasts } from './ToastHost';

// The routed app notices a lost server or realtime stream and recovers from it (ConnectionBanner);
// the toast chunk is fetched now, while the server is there to serve it.
installConnectionWatch();
preloadToasts();

/** Providers of the routed app: server state and PrimeReact (ripple, locale). */
export function AppProviders({ children, queryClient = defaultClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const { i18n } = useTranslation('common');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => setPrimeLanguage(lng), [lng]);
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={primeConfig(lng)}>{children}</PrimeReactProvider>
    </QueryClientProvider>
  );
}
