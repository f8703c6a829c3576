// The app's start: i18n, then the one React root. The entry (main.tsx) has started the first page's
// chunks and requests already. The home and a judge's tablet render without the router; every other
// page is the routed app (app/Root.tsx).
import { StrictMode, startTransition } from 'react';
import { initI18n } from '@/lib/core/i18n';
import { requestRouter } from '@/lib/core/navigation';
import { showError } from '@/lib/core/errors';
import { warmFormats } from '@/lib/core/format';
import { Root, loadAppRouter } from '@/app/Root';
import { isStandalone, namespacesOf, type PublicPage } from '@/app/publicPages';
import { earlyAnswersSettled } from '@/lib/core/earlyRequests';

/** How long a page sent with its first screen waits for its data before rendering without it. */
const FIRST_SCREEN_DATA_WAIT_MS = 1500;

export function boot(page: PublicPage | null, chunks: readonly Promise<unknown>[]): void {
  const home = page?.page === 'home';
  // The home and a judge's tablet render without the router on a first load.
  const standalone = isStandalone(page);
  if (!standalone) requestRouter();

  // Unhandled promise rejections end up in the generic error handling (an error toast).
  window.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    showError(event.reason);
  });

  // Render once the first screen's code and catalogues are here. The language known, its date
  // formats are built in a task of their own while the rest downloads.
  const i18nReady = initI18n(namespacesOf(page), { firstLoad: home });
  void i18nReady.then(() => setTimeout(warmFormats, 0));
  // A page the server sent with its first screen (app/firstScreen) is replaced by React's render: with
  // its data when it comes soon, so that the heading does not give way to a spinner.
  const rootElement = document.getElementById('root') as HTMLElement;
  const firstScreen = rootElement.firstElementChild ? [earlyAnswersSettled(FIRST_SCREEN_DATA_WAIT_MS)] : [];
  void Promise.all([i18nReady, ...(standalone ? [] : [loadAppRouter()]), ...chunks, ...firstScreen])
    .catch((error: unknown) => console.error(error))
    .finally(async () => {
      // React DOM's own start (its module, ≈100 ms on a slow phone) in a task of its own, not in the
      // app's: no single long task (the page the server painted scrolls and its links work between the two).
      await new Promise((next) => setTimeout(next, 0));
      const { createRoot } = await import('react-dom/client');
      const root = createRoot(rootElement);
      startTransition(() =>
        root.render(
          <StrictMode>
            <Root />
          </StrictMode>,
        ),
      );
    });
}
