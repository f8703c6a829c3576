// Route guard (SPEC §2):
//  - a route with roles and no valid login → /login?next=<encoded target path>
//  - a user whose role is not allowed → the public home
//  - a logged-in user whose email is not verified → /auth/verification-needed
import { redirect, type LoaderFunction } from 'react-router-dom';
import { currentUser } from '@/lib/session';
import type { Role, User } from '@/lib/types';

export const LOGIN_PATH = '/login';
export const VERIFICATION_NEEDED_PATH = '/auth/verification-needed';

export function loginPath(next: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where to send `user` instead of `target`, or null when access is allowed. */
export function accessRedirect(
  user: User | null,
  roles: readonly Role[],
  target: string,
  { allowUnverified = false }: { allowUnverified?: boolean } = {},
): string | null {
  if (!user) return loginPath(target);
  if (!user.role || !roles.includes(user.role)) return '/';
  if (!user.verified && !allowUnverified) return VERIFICATION_NEEDED_PATH;
  return null;
}

export function guardLoader(roles: readonly Role[], options: { allowUnverified?: boolean } = {}): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const to = accessRedirect(currentUser(), roles, url.pathname + url.search, options);
    if (to) throw redirect(to);
    return null;
  };
}
