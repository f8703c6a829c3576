// Impersonation: an admin calls GET /api/custom/impersonate/{userId}?reason=… (why, kept in the audit
// trail), which answers { token, record }.
// The current session is pushed on the stack (localStorage) and the session switches to the
// impersonated user, then the record is refreshed with auth-refresh; the user lands on their own
// dashboard (a page every role opens), not on the admin's page. standOut() pops the stack and restores
// the previous session. Both are session switches (lib/core/sessionSwitch.ts): no guard runs on the page
// left behind.
import { pb } from './pocketbase';
import { useImpersonation } from './impersonationStore';
import { queryClient } from './queryClient';
import { navigate } from './navigation';
import { paths } from './paths';
import { asHttpError, showError } from './errors';
import { switchingSession } from './sessionSwitch';
import type { User } from './types';

interface ImpersonateResponse {
  token: string;
  record: User;
}

export function impersonate(userId: string, { goTo = paths.reserved, reason = '' }: { goTo?: string; reason?: string } = {}): Promise<boolean> {
  return switchingSession(async () => {
    let pushed = false;
    try {
      const res = await pb.send<ImpersonateResponse>(`/api/custom/impersonate/${encodeURIComponent(userId)}`, {
        method: 'GET',
        query: { reason },
      });
      useImpersonation.getState().push({
        token: pb.authStore.token,
        record: (pb.authStore.record as Record<string, unknown> | null) ?? null,
        targetName: res.record.name || res.record.username || res.record.email || res.record.id,
        targetId: res.record.id,
      });
      pushed = true;
      pb.authStore.save(res.token, res.record);
      await pb.collection('users').authRefresh();
      queryClient.clear();
      await navigate(goTo);
      return true;
    } catch (error) {
      if (pushed) restoreTop();
      showError(error, 'impersonateFailed');
      return false;
    }
  });
}

function restoreTop(): boolean {
  const frame = useImpersonation.getState().pop();
  if (!frame) return false;
  pb.authStore.save(frame.token, frame.record as never);
  return true;
}

/**
 * The restored session works: its token is still valid and the server refreshes it. A refusal
 * (401/403/404: expired, revoked, user gone) says it does not; a network failure keeps it.
 */
async function restoredSessionWorks(): Promise<boolean> {
  if (!pb.authStore.isValid) return false;
  try {
    await pb.collection('users').authRefresh();
    return true;
  } catch (error) {
    const http = asHttpError(error);
    return !(http && [401, 403, 404].includes(http.status));
  }
}

/**
 * Stops the current impersonation and restores the previous session: the top frame of the stack.
 * The stack has any depth (nested impersonation pops one level per call); a restored session that no
 * longer works (an impersonation token lives 2 hours) is skipped for the one below it, and with none
 * left the user is logged out.
 */
export function standOut({ goTo = paths.reserved }: { goTo?: string } = {}): Promise<void> {
  if (!useImpersonation.getState().stack.length) return Promise.resolve();
  return switchingSession(async () => {
    // Best effort: lets the server write the audit row for the end of the impersonation.
    await pb.send('/api/custom/impersonate/stop', { method: 'POST' }).catch(() => {});
    let restored = false;
    while (!restored && restoreTop()) restored = await restoredSessionWorks();
    if (!restored) pb.authStore.clear();
    queryClient.clear();
    await navigate(goTo);
  });
}
