import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import enCommon from '@/locales/en/common.json';
import itCommon from '@/locales/it/common.json';

export const notFound = () =>
  HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });

/**
 * Default API answers for unit tests: the kata catalogue, no unread notifications, no registered club
 * (pages show club codes), no competition in a season (its page has no season link). Override per test with server.use().
 */
/** The kata catalogue as the server has it after migration 1764834100: the 13 katas the SPA was built with. */
export const KATA_CATALOGUE = Object.keys(enCommon.katas).map((kata, i) => ({
  id: `kata${i + 1}`,
  kata,
  nameEn: (enCommon.katas as Record<string, string>)[kata],
  nameIt: (itCommon.katas as Record<string, string>)[kata],
  active: true,
  order: i + 1,
}));

export const defaultHandlers = [
  http.get('*/api/collections/kata_sheets/records', () => HttpResponse.json({ page: 1, perPage: 500, totalItems: KATA_CATALOGUE.length, totalPages: 1, items: KATA_CATALOGUE })),
  http.get('*/api/collections/message_notifications/records', () => notFound()),
  http.get('*/api/collections/clubs/records', () => HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 0, items: [] })),
  http.get('*/api/collections/season_events/records', () => HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [] })),
];

export const server = setupServer(...defaultHandlers);

// A request no handler answers means the test does not test what it claims: MSW's 'error' strategy
// only logs it (the component sees a network error and the test may still pass), so every unhandled
// request is recorded here and the setup's afterEach fails the test that made it.
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/** The unhandled requests since the last call (and forgets them). */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}

export const emptyList = () => HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] });

/**
 * Every collection empty and every record missing. For tests of the shell (menus, guard, titles)
 * that render pages whose own data is not what they test: declare it with server.use(...noData).
 */
export const noData = [
  http.get('*/api/collections/:collection/records', () => emptyList()),
  http.get('*/api/collections/:collection/records/:id', () => notFound()),
  // The server's public settings: mail on, as on a configured server.
  http.get('*/api/custom/settings', () => HttpResponse.json({ mail: true })),
  // No season's final event: no qualification to show.
  http.get('*/api/custom/qualifications/mine', () => HttpResponse.json({ items: [] })),
  http.get('*/api/custom/competitions/:id/qualifications', () => HttpResponse.json({ items: [] })),
  // A board without a published poule (the public board document: src/lib/board).
  http.get('*/api/custom/competitions/:id/board', () => HttpResponse.json({ rows: [] })),
];
