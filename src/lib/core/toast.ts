// A toast service usable from anywhere (event handlers, query callbacks, plain modules).
// Messages are queued until the toast host (rendered by the app root) has lazily loaded the
// PrimeReact Toast; the host loads only when the first toast is requested.
//
// Errors do not pile up: a toast of a `group` replaces the one of the same group still shown, and
// every error toast is in a group (default 'error': one error at a time, the newest). A success —
// a success toast, a successful mutation, a login — dismisses the errors it answers (dismissErrors).

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it disappears (default: 4s, errors 8s). */
  life?: number;
  sticky?: boolean;
  /** A new toast of the same group replaces the shown one (errors default to 'error'). */
  group?: string;
}

/** What the toast host does: show a message (replacing its group's), or drop a group's messages. */
export interface ToastSink {
  show: (message: ToastMessage) => void;
  dismiss: (group: string) => void;
}

let sink: ToastSink | null = null;
const pending: ToastMessage[] = [];
let demanded = false;
const demandListeners = new Set<() => void>();

const DEFAULT_LIFE: Record<ToastSeverity, number> = { success: 4000, info: 4000, warn: 6000, error: 8000 };
export const ERROR_GROUP = 'error';

export function showToast(message: ToastMessage): void {
  const m: ToastMessage = { life: DEFAULT_LIFE[message.severity], ...message };
  if (m.severity === 'error' && !m.group) m.group = ERROR_GROUP;
  if (m.severity === 'success') dismissErrors();
  if (sink) {
    sink.show(m);
    return;
  }
  if (m.group) pending.splice(0, pending.length, ...pending.filter((p) => p.group !== m.group));
  pending.push(m);
  if (!demanded) {
    demanded = true;
    demandListeners.forEach((l) => l());
  }
}

/** Removes the shown (and queued) toasts of a group. */
export function dismissToasts(group: string): void {
  pending.splice(0, pending.length, ...pending.filter((p) => p.group !== group));
  sink?.dismiss(group);
}

/** Removes the error toasts: what they reported has been answered by a success. */
export function dismissErrors(): void {
  dismissToasts(ERROR_GROUP);
}

/**
 * A success or an info is a status that leaves by itself in a few seconds: it has no close button, so
 * nothing in it takes a tap and it never covers a control (a phone's dialog header, its close button)
 * with a target of its own. Warnings, errors and sticky messages stay long enough to need one.
 */
export function isClosable(m: Pick<ToastMessage, 'severity' | 'sticky'>): boolean {
  return Boolean(m.sticky) || m.severity === 'warn' || m.severity === 'error';
}

export const toast = {
  show: showToast,
  success: (summary: string, detail?: string) => showToast({ severity: 'success', summary, detail }),
  info: (summary: string, detail?: string) => showToast({ severity: 'info', summary, detail }),
  warn: (summary: string, detail?: string) => showToast({ severity: 'warn', summary, detail }),
  error: (summary: string, detail?: string) => showToast({ severity: 'error', summary, detail }),
};

/** Used by the toast host: receives queued and future messages. Returns a detach function. */
export function attachToastSink(next: ToastSink): () => void {
  sink = next;
  pending.splice(0).forEach((m) => next.show(m));
  return () => {
    if (sink === next) sink = null;
  };
}

export function isToastDemanded(): boolean {
  return demanded;
}

export function subscribeToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}
