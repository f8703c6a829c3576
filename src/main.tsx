// Entry. Kept tiny on purpose (the home page has a weight budget): React, i18n and the app root only.
// The home renders without the router; every other page is the routed app (app/Root.tsx), whose
// chunks, catalogues and first requests the entry starts together (app/publicPages.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { requestRouter } from '@/lib/navigation';
import { showError } from '@/lib/errors';
import { warmFormats } from '@/lib/format';
import { registerServiceWorker } from '@/lib/offline';
import { startEarlyRequests } from '@/lib/earlyRequests';
import { Root, loadAppRouter } from '@/app/Root';
import { chunksOf, namespacesOf, publicPage, requestsOf } from '@/app/publicPages';
import '@/styles/base.css';

const page = publicPage(window.location.pathname);
const home = page?.page === 'home';
startEarlyRequests(requestsOf(page));
if (!home) requestRouter();

registerServiceWorker();

// Unhandled promise rejections end up in the generic error handling (an error toast).
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  showError(event.reason);
});

// Download the first screen's code and catalogues in parallel, then render. The language known, its
// date formats are built in a task of their own while the rest downloads.
const i18nReady = initI18n(namespacesOf(page), { firstLoad: home });
void i18nReady.then(() => setTimeout(warmFormats, 0));
void Promise.all([i18nReady, ...(home ? [] : [loadAppRouter()]), ...chunksOf(page)])
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
