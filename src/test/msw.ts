import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const notFound = () =>
  HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });

/** Default API answers for unit tests: no unread notifications. Override per test with server.use(). */
export const defaultHandlers = [http.get('*/api/collections/message_notifications/records', () => notFound())];

export const server = setupServer(...defaultHandlers);
