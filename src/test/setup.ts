import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, i18n } from '@/lib/core/i18n';
import { pb } from '@/lib/core/pocketbase';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { registerNavigator } from '@/lib/core/navigation';
import { resetConnection } from '@/lib/core/connection';
import { dropEarlyAnswers } from '@/lib/core/earlyRequests';
import { clearHomeCache } from '@/features/home/api';
import { server, takeUnhandled } from './msw';
import { disposeQueryClients } from './queryClients';

// jsdom gaps used by PrimeReact and the router.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Pages are lazily loaded chunks: in a fresh clone on a busy machine their first transform has taken
// more than 8 s (the default of findBy*/waitFor is 1 s). A limit against hangs, not a measure.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

await initI18n(['common']);

// An unhandled request fails the test that made it (see takeUnhandled in ./msw).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Page tests share a module graph: a language switch a previous file left in flight must not reach
// this test's messages.
beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await disposeQueryClients();
  const missed = takeUnhandled();
  server.resetHandlers();
  pb.authStore.clear();
  useImpersonation.setState({ stack: [] });
  registerNavigator(null);
  resetConnection();
  // Answers a page started and kept for its next visit (module state, shared by the page tests).
  dropEarlyAnswers();
  clearHomeCache();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.title = '';
  if (missed.length) throw new Error(`Requests without an MSW handler (declare them in the test):\n  ${[...new Set(missed)].join('\n  ')}`);
});
afterAll(() => server.close());
