import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { asHttpError, ensureOk, isAutoCancelled, RequestError, showError } from './errors';
import { attachToastSink, toast, type ToastMessage } from './toast';
import { changeLanguage } from './i18n';
import { createQueryClient } from './queryClient';

let toasts: ToastMessage[] = [];
let detach: () => void;

beforeEach(() => {
  toasts = [];
  detach = attachToastSink({ show: (m) => toasts.push(m), dismiss: (group) => (toasts = toasts.filter((t) => t.group !== group)) });
});
afterEach(() => {
  detach();
  vi.restoreAllMocks();
});

function pbError(status: number, response: Record<string, unknown> = {}) {
  return new ClientResponseError({ url: 'http://localhost/api/collections/athletes/records', status, response });
}

describe('error → toast mapping', () => {
  it("shows a 400 as an error toast with the caller summary and its code's text", () => {
    const e = pbError(400, { status: 400, message: 'Failed to create record.', data: { club: { code: 'validation_invalid_format', message: 'Invalid format.' } } });
    expect(showError(e, 'createFailed')).toBe('http');
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', summary: 'Create failed', detail: 'The value has an invalid format' })]);
  });

  it("never shows the server's English message: a code's text, else a text per status, in the user's language", async () => {
    await changeLanguage('it');
    showError(pbError(400, { message: 'Self-accreditation is open from…', data: { present: { code: 'accreditation_window_closed', message: 'x' } } }), 'saveFailed');
    showError(pbError(403, { message: 'Only the organizers mark the payment.' }), 'saveFailed');
    showError(pbError(404, { message: "The requested resource wasn't found." }), 'loadFailed');
    showError(pbError(429, { message: 'Too Many Requests.' }), 'saveFailed');
    showError(pbError(400, { message: 'Failed to update record.', data: { x: { code: 'unknown_code', message: 'English.' } } }), 'saveFailed');
    await changeLanguage('en');
    expect(toasts.map((t) => t.detail)).toEqual([
      "L'auto-accreditamento è aperto dall'apertura dell'accreditamento fino all'inizio della gara",
      'Non hai il permesso di farlo.',
      'Ciò che cerchi non esiste, oppure non hai il permesso di vederlo.',
      'Troppi tentativi in poco tempo. Attendi un minuto e riprova.',
      'I dati inviati non sono validi. Controllali e riprova.',
    ]);
  });

  it('keeps one error toast at a time, and a success clears it', () => {
    showError(pbError(400, { message: 'Failed to authenticate.' }), 'loginFailed');
    showError(pbError(400, { message: 'Failed to authenticate.' }), 'loginFailed');
    expect(toasts.every((t) => t.group === 'error')).toBe(true);
    toast.success('Saved');
    expect(toasts.map((t) => t.severity)).toEqual(['success']);
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
    expect(toasts.map((t) => t.summary)).toEqual(['Login failed', 'Eliminazione non riuscita']);
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
    expect(toasts[0]).toMatchObject({ summary: 'Export failed', detail: 'What you are looking for does not exist, or you are not allowed to see it.' });
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
      ['Edit failed', 'The data sent is not valid. Please check it and try again.'],
      ['Load failed', 'What you are looking for does not exist, or you are not allowed to see it.'],
    ]);
  });

  it('clears the error toasts when a mutation succeeds', async () => {
    const client = createQueryClient();
    const run = (fn: () => Promise<unknown>) => client.getMutationCache().build(client, { mutationFn: fn }).execute(undefined).catch(() => {});
    await run(() => Promise.reject(pbError(403, {})));
    expect(toasts).toHaveLength(1);
    await run(() => Promise.resolve('ok'));
    expect(toasts).toEqual([]);
  });
});
