// Links that another device opens (the judge's QR code): on the server's configured public URL
// (APP_URL, PocketBase's meta.appURL, from GET /api/custom/settings), not on the address this browser
// happens to use (an organizer on `localhost` would hand tablets a link they cannot open).
import { useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';

const LOOPBACK = /^https?:\/\/(localhost|127(?:\.\d+){3}|\[::1\])(:\d+)?(\/|$)/i;

/** Whether a URL points at this machine only (localhost, 127.x, ::1). */
export function isLoopback(url: string): boolean {
  return LOOPBACK.test(url);
}

/**
 * The base of a link for another device: the configured public URL, else this browser's origin. A
 * loopback public URL (the default of a local start) loses to a browser on a real address.
 */
export function publicBase(appURL: string | undefined, origin: string): string {
  const configured = (appURL ?? '').trim().replace(/\/+$/, '');
  if (!configured || (isLoopback(configured) && !isLoopback(origin))) return origin.replace(/\/+$/, '');
  return configured;
}

/** The server's configured public URL ('' while loading or when none is set). */
export function usePublicAppUrl(): string {
  const q = useQuery({
    queryKey: ['public-settings'],
    queryFn: () => pb.send<{ mail: boolean; appURL?: string }>('/api/custom/settings', {}),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  return q.data?.appURL ?? '';
}
