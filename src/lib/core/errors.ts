// Generic error handling: a toast with a summary and a localized detail.
//
//   try { await pb.collection('athletes').create(data) } catch (e) { showError(e, 'createFailed') }
//
// - HTTP failures (status >= 400) carry url, status and the response data (the PocketBase SDK's
//   ClientResponseError already does; RequestError/ensureOk do the same for plain fetch calls) and
//   show an error toast with the caller's summary ('Create failed') and a localized detail: the text of
//   the error code the server sent (a hook's field error), else a text per status (403, 404, 429, …).
//   The server's own message is English and never shown to a user.
// - Auto-cancelled requests ('The request was autocancelled.' / SDK isAbort / AbortError) are ignored.
// - The server cannot be reached (status 0): the caller's summary and a "server unreachable" text.
// - Anything else: 'Fatal error' / 'Something went horribly wrong.' and console.error.
//
// This module does not import the SDK (it is part of the initial bundle): errors are recognised by shape.
import { i18n } from './i18n';
import { toast } from './toast';
import { reportOffline } from './connection';

export interface HttpError {
  url: string;
  status: number;
  /** Parsed response body (PocketBase: { status, message, data: { field: { code, message } } }). */
  data: Record<string, unknown>;
  message: string;
  isAbort: boolean;
}

/** HTTP failure for requests made without the SDK (e.g. file downloads, exports). */
export class RequestError extends Error implements HttpError {
  readonly url: string;
  readonly status: number;
  readonly data: Record<string, unknown>;
  readonly isAbort = false;
  constructor(url: string, status: number, data: Record<string, unknown> = {}) {
    super(typeof data.message === 'string' && data.message ? data.message : `Request failed with status ${status}.`);
    this.name = 'RequestError';
    this.url = url;
    this.status = status;
    this.data = data;
  }
}

/** Throws a RequestError for a fetch Response with status >= 400; returns it otherwise. */
export async function ensureOk(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let data: Record<string, unknown> = {};
  try {
    const body: unknown = await response.clone().json();
    if (isObject(body)) data = body;
  } catch {
    // not JSON
  }
  throw new RequestError(response.url, response.status, data);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Normalises a PocketBase ClientResponseError or a RequestError; null for anything else. */
export function asHttpError(error: unknown): HttpError | null {
  if (!isObject(error) && !(error instanceof Error)) return null;
  const e = error as unknown as Record<string, unknown>;
  if (typeof e.status !== 'number' || typeof e.url !== 'string') return null;
  const body = isObject(e.response) ? e.response : isObject(e.data) ? e.data : {};
  return {
    url: e.url,
    status: e.status,
    data: body,
    message: typeof e.message === 'string' ? e.message : '',
    isAbort: e.isAbort === true,
  };
}

export function isHttpError(error: unknown, status?: number): boolean {
  const http = asHttpError(error);
  return !!http && (status === undefined || http.status === status);
}

const AUTOCANCEL_PREFIX = 'The request was autocancelled.';

/** Auto-cancelled or aborted requests: never shown to the user. */
export function isAutoCancelled(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { message?: unknown; isAbort?: unknown; name?: unknown };
  if (typeof e.message === 'string' && e.message.startsWith(AUTOCANCEL_PREFIX)) return true;
  if (e.isAbort === true) return true;
  return e.name === 'AbortError' || e.name === 'CancelledError';
}

/** Error summaries (keys of common:toasts). */
export const ERROR_SUMMARIES = [
  'loginFailed',
  'registrationFailed',
  'saveFailed',
  'loadFailed',
  'editFailed',
  'createFailed',
  'deleteFailed',
  'exportFailed',
  'impersonateFailed',
  'error',
] as const;
export type ErrorSummary = (typeof ERROR_SUMMARIES)[number];

/**
 * The catalogue text (common:errors.<code>) of the first error code the catalogue knows in a response
 * that is not a 400 (a 400's codes belong next to their fields): the unverified-account guard (403)
 * and the per-account and login limits (429) answer with one.
 */
export function codedErrorText(http: HttpError): string | null {
  if (http.status === 400) return null;
  const fields = http.data.data;
  if (!isObject(fields)) return null;
  for (const value of Object.values(fields)) {
    const code = isObject(value) && typeof value.code === 'string' ? value.code : '';
    if (code && i18n.exists(`common:errors.${code}`)) return i18n.t(`common:errors.${code}`);
  }
  return null;
}

/** The error code of a failure: a top-level `code`, else the first field error's code. */
export function errorCodeOf(http: HttpError): { code: string; params?: Record<string, unknown> } | null {
  if (typeof http.data.code === 'string' && http.data.code) return { code: http.data.code };
  const fields = http.data.data;
  if (!isObject(fields)) return null;
  for (const value of Object.values(fields)) {
    if (isObject(value) && typeof value.code === 'string' && value.code) {
      return { code: value.code, params: isObject(value.params) ? value.params : undefined };
    }
  }
  return null;
}

/** common:errors.<key> per status, for failures without a known code (rule denials carry none). */
export function statusErrorKey(status: number): string {
  if (status === 400) return 'checkData';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'serverError';
  return 'requestFailed';
}

/**
 * The localized text for an HTTP error: its code's text when the catalogue has one, else its status's.
 * Never the server's own message (English).
 */
export function httpErrorMessage(http: HttpError): string {
  const coded = errorCodeOf(http);
  if (coded && i18n.exists(`common:errors.${coded.code}`)) return i18n.t(`common:errors.${coded.code}`, { ...coded.params });
  return i18n.t(`common:errors.${statusErrorKey(http.status)}`);
}

/**
 * Shows the right toast for any error. `summary` is a key of common:toasts ('saveFailed' → 'Save failed').
 * Returns what it did, mostly for tests.
 */
export function showError(error: unknown, summary: ErrorSummary = 'error'): 'ignored' | 'http' | 'network' | 'fatal' {
  if (isAutoCancelled(error)) return 'ignored';
  const http = asHttpError(error);
  if (http && http.status >= 400) {
    toast.error(i18n.t(`common:toasts.${summary}`), httpErrorMessage(http));
    return 'http';
  }
  if (http && http.status === 0) {
    console.warn('Request failed without a response', error);
    reportOffline('http');
    toast.error(i18n.t(`common:toasts.${summary}`), i18n.t('common:errors.network'));
    return 'network';
  }
  console.error(error);
  toast.error(i18n.t('common:errors.fatalSummary'), i18n.t('common:errors.fatalDetail'));
  return 'fatal';
}
