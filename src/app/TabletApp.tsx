// A judge's tablet on a first load (/judge, /judge/{code}, opened from the seat's QR code): its page
// without the router, like the home. The tablet has no links to follow and nowhere else to go, so what
// it waits for is its own chunk and its data (the entry started the code's exchange and the seat's
// reads), not the router and the site's frame. In-app visits to /judge use the route (routes.tsx).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/core/queryClient';
import { composeTitle } from '@/lib/core/pageTitle';
import JudgePage from '@/features/tablet/pages/JudgePage';
import 'primeicons/primeicons.css';
import '@/styles/prime-public.css';
import '@/components/layout/layout.css';

export default function TabletApp({ code }: { code: string }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = composeTitle(t('titles.judge'));
  }, [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="layout layout-tablet">
        <main id="main" tabIndex={-1} className="layout-main">
          <div className="container">
            <JudgePage code={code} />
          </div>
        </main>
      </div>
    </QueryClientProvider>
  );
}
