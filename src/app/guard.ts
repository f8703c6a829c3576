// Route guard:
//  - a route with roles and no valid login → /login?next=<encoded target path>
//  - a user whose role is not allowed → the public home, with a notice that says why
//  - a logged-in user whose email is not verified → /auth/verification-needed
//  - a logged-in user who has not accepted the privacy policy (e.g. created by an admin) →
//    /privacy-policy?next=<target>, where they accept it before continuing
import { redirect, type LoaderFunction } from 'react-router-dom';
import { currentUser } from '@/lib/core/session';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { i18n, whenI18nInitialized } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import type { Role, User } from '@/lib/core/types';
import { paths } from '@/lib/core/paths';

/** Where to send `user` instead of `target`, or null when access is allowed. */
export function accessRedirect(
  user: User | null,
  roles: readonly Role[],
  target: string,
  { allowUnverified = false, impersonating = false }: { allowUnverified?: boolean; impersonating?: boolean } = {},
): string | null {
  if (!user) return paths.login(target);
  if (!user.role || !roles.includes(user.role)) return paths.home;
  if (!user.verified && !allowUnverified) return paths.verificationNeeded();
  // Nobody accepts the policy on someone else's behalf: an impersonating admin is not stopped.
  if (!user.privacyAcceptedAt && !impersonating) return paths.privacyPolicy(target);
  return null;
}

export function guardLoader(roles: readonly Role[], options: { allowUnverified?: boolean } = {}): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const impersonating = useImpersonation.getState().stack.length > 0;
    const to = accessRedirect(currentUser(), roles, url.pathname + url.search, { ...options, impersonating });
    if (to === paths.home) {
      void whenI18nInitialized().then(() =>
        toast.show({ severity: 'warn', summary: i18n.t('common:errors.noAccessTitle'), detail: i18n.t('common:errors.noAccess'), group: 'noAccess' }),
      );
    }
    if (to) throw redirect(to);
    return null;
  };
}
