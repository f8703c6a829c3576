// Entry: the first script a visitor downloads, a few kilobytes on purpose. It starts everything the
// first screen needs at once (the page's requests, its catalogues, its chunks, the router's for every
// page but the home) so that none of them waits for React DOM and i18next, which the HTML preloads
// beside it (src/boot.tsx, the app's start). Nothing heavy here (app/bundle.test.ts).
import { chunksOf, namespacesOf, publicPage, requestsOf, seatExchangeOf } from '@/app/publicPages';
import { startCatalogues } from '@/lib/core/catalogues';
import { startEarlyRequests } from '@/lib/core/earlyRequests';
import { registerServiceWorker } from '@/lib/core/offline';
import '@/styles/base.css';

// First: the worker's "answered from the cache" message may come back for the requests started
// below, and a message without a listener is lost (the page would show saved data as live).
registerServiceWorker();
const page = publicPage(window.location.pathname);
startEarlyRequests(requestsOf(page, window.location.search));
startCatalogues(namespacesOf(page), { slice: page?.page === 'home' });
// A judge's tablet opened from its QR code: the code's exchange now, the seat's reads once it answers.
const exchange = seatExchangeOf(page);
if (exchange) void import('@/features/tablet/earlySeat').then(({ startEarlySeat }) => startEarlySeat(exchange.code, exchange.answer));
const chunks = chunksOf(page);
void import('./boot').then(({ boot }) => boot(page, chunks));
