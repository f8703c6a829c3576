// Routes of the account flows, so that links and redirects are spelled once.
export const PATHS = {
  login: '/login',
  register: '/register',
  privacy: '/privacy-policy',
  requestReset: '/auth/request-password-reset/',
  verificationNeeded: '/auth/verification-needed',
  reserved: '/reserved',
} as const;

/** `path` with `?next=` when there is somewhere to go back to. */
export function withNext(path: string, next: string | null | undefined): string {
  return next && next !== PATHS.reserved ? `${path}?next=${encodeURIComponent(next)}` : path;
}
