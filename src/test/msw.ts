import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const notFound = () =>
  HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });

/**
 * Default API answers for unit tests: no unread notifications, no registered club (pages show club
 * codes), no competition in a season (its page has no season link). Override per test with server.use().
 */
export const defaultHandlers = [
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
