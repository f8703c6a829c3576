import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { asHttpError, ensureOk, isAutoCancelled, RequestError, showError } from './errors';
import { attachToastSink, type ToastMessage } from './toast';
import { changeLanguage } from './i18n';
import { createQueryClient } from './queryClient';

let toasts: ToastMessage[] = [];
let detach: () => void;

beforeEach(() => {
  toasts = [];
  detach = attachToastSink((m) => toasts.push(m));
});
afterEach(() => {
  detach();
  vi.restoreAllMocks();
});

function pbError(status: number, response: Record<string, unknown> = {}) {
  return new ClientResponseError({ url: 'http://localhost/api/collections/athletes/records', status, response });
}

describe('error → toast mapping (SPEC §8)', () => {
  it('shows a 400 as an error toast with the caller summary and the server message', () => {
    const e = pbError(400, { status: 400, message: 'Failed to create record.', data: { club: { code: 'validation_invalid_format', message: 'Invalid format.' } } });
    expect(showError(e, 'createFailed')).toBe('http');
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', summary: 'Create failed', detail: 'Failed to create record.' })]);
  });

  it('shows the catalogue text of a 403 or 429 error code, not the server message', async () => {
    const unverified = pbError(403, { status: 403, message: 'Verify your e-mail address before making changes.', data: { account: { code: 'account_unverified', message: 'x' } } });
    showError(unverified, 'createFailed');
    await changeLanguage('it');
    showError(pbError(429, { status: 429, message: 'Too many.', data: { rate: { code: 'rate_limited_messages', message: 'x' } } }), 'createFailed');
    await changeLanguage('en');
    expect(toasts.map((t) => t.detail)).toEqual([
      'Verify your e-mail address before making changes: open the link we sent you.',
      "Hai inviato molti messaggi nell'ultima ora. Attendi prima di scrivere di nuovo.",
    ]);
  });

  it('carries url, status and response data', () => {
    const http = asHttpError(pbError(403, { status: 403, message: 'Only admins.', data: {} }));
    expect(http).toMatchObject({ url: 'http://localhost/api/collections/athletes/records', status: 403, data: { message: 'Only admins.' } });
  });

  it('uses the summaries of the catalogue, localized', async () => {
    showError(pbError(401, { message: 'Failed to authenticate.' }), 'loginFailed');
    await changeLanguage('it');
    showError(pbError(500, { message: 'Boom.' }), 'deleteFailed');
    expect(toasts.map((t) => [t.summary, t.detail])).toEqual([
      ['Login failed', 'Failed to authenticate.'],
      ['Eliminazione non riuscita', 'Boom.'],
    ]);
  });

  it('ignores auto-cancelled requests', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(showError(new ClientResponseError({ isAbort: true }), 'loadFailed')).toBe('ignored');
    expect(showError(new Error('The request was autocancelled. You can find more info in ...'))).toBe('ignored');
    expect(showError(new DOMException('aborted', 'AbortError'))).toBe('ignored');
    expect(isAutoCancelled(pbError(400))).toBe(false);
    expect(toasts).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('turns anything else into "Fatal error" and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')");
    expect(showError(bug, 'saveFailed')).toBe('fatal');
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', summary: 'Fatal error', detail: 'Something went horribly wrong.' })]);
    expect(error).toHaveBeenCalledWith(bug);
  });

  it('reports an unreachable server (status 0) with the caller summary', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(showError(new ClientResponseError(new TypeError('Failed to fetch')), 'loadFailed')).toBe('network');
    expect(toasts[0]).toMatchObject({ summary: 'Load failed', detail: 'The server cannot be reached. Check your connection and try again.' });
  });

  it('makes plain fetch failures carry url, status and data too', async () => {
    const res = new Response(JSON.stringify({ message: 'Nope.' }), { status: 404 });
    Object.defineProperty(res, 'url', { value: 'http://localhost/api/x' });
    const err = await ensureOk(res).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ url: 'http://localhost/api/x', status: 404, data: { message: 'Nope.' }, message: 'Nope.' });
    showError(err, 'exportFailed');
    expect(toasts[0]).toMatchObject({ summary: 'Export failed', detail: 'Nope.' });
  });

  it('is wired into TanStack Query: failed mutations and queries show toasts', async () => {
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(pbError(400, { message: 'Bad club.' })), meta: { errorSummary: 'editFailed' } })
      .execute(undefined)
      .catch(() => {});
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(pbError(404, { message: 'Missing.' })), retry: false }).catch(() => {});
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(pbError(500, { message: 'Quiet.' })), retry: false, meta: { silent: true } })
      .catch(() => {});
    expect(toasts.map((t) => [t.summary, t.detail])).toEqual([
      ['Edit failed', 'Bad club.'],
      ['Load failed', 'Missing.'],
    ]);
  });
});
