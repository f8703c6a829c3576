// Entry. Kept tiny on purpose (the home page has a weight budget): React, i18n and the app root only. The router, the
// layout, PrimeReact, TanStack Query and the PocketBase SDK are loaded lazily; the public home, /login,
// /competitions and a competition's page render without them on first load (features/firstload).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { requestRouter } from '@/lib/navigation';
import { showError } from '@/lib/errors';
import { registerServiceWorker } from '@/lib/offline';
import { Root, loadAppRouter } from '@/app/Root';
import { loadFirstLoadPage } from '@/app/homeLoader';
import { firstLoadNamespaces, firstLoadRoute } from '@/features/firstload/routes';
import { startFirstLoadRequests } from '@/features/firstload/requests';
import '@/styles/base.css';

const first = firstLoadRoute(window.location.pathname);
if (first) startFirstLoadRequests(first);
else requestRouter();

registerServiceWorker();

// Unhandled promise rejections end up in the generic error handling (an error toast).
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  showError(event.reason);
});

// Download the first screen's code and catalogues in parallel, then render.
void Promise.all([initI18n(first ? firstLoadNamespaces(first) : ['common'], { firstLoad: !!first }), first ? loadFirstLoadPage(first.page) : loadAppRouter()])
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
