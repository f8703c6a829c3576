// A toast service usable from anywhere (event handlers, query callbacks, plain modules).
// Messages are queued until the toast host (rendered by the app root) has lazily loaded the
// PrimeReact Toast; the host loads only when the first toast is requested.

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it disappears (default: 4s, errors 8s). */
  life?: number;
  sticky?: boolean;
}

type Sink = (message: ToastMessage) => void;

let sink: Sink | null = null;
const pending: ToastMessage[] = [];
let demanded = false;
const demandListeners = new Set<() => void>();

const DEFAULT_LIFE: Record<ToastSeverity, number> = { success: 4000, info: 4000, warn: 6000, error: 8000 };

export function showToast(message: ToastMessage): void {
  const m = { life: DEFAULT_LIFE[message.severity], ...message };
  if (sink) {
    sink(m);
    return;
  }
  pending.push(m);
  if (!demanded) {
    demanded = true;
    demandListeners.forEach((l) => l());
  }
}

export const toast = {
  show: showToast,
  success: (summary: string, detail?: string) => showToast({ severity: 'success', summary, detail }),
  info: (summary: string, detail?: string) => showToast({ severity: 'info', summary, detail }),
  warn: (summary: string, detail?: string) => showToast({ severity: 'warn', summary, detail }),
  error: (summary: string, detail?: string) => showToast({ severity: 'error', summary, detail }),
};

/** Used by the toast host: receives queued and future messages. Returns a detach function. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  pending.splice(0).forEach((m) => next(m));
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
