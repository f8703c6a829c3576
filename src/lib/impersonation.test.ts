import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { fakeToken, loginAs, makeUser } from '@/test/utils';
import { impersonate, standOut } from './impersonation';
import { IMPERSONATION_STORAGE_KEY, useImpersonation } from './impersonationStore';
import { pb } from './pocketbase';
import { attachToastSink, type ToastMessage } from './toast';
import { registerNavigator } from './navigation';
import { logout } from './session';

const athlete = makeUser('athlete', { id: 'ath1', name: 'Anna Atleta' });
const athleteToken = fakeToken(3600, { id: 'ath1' });
let toasts: ToastMessage[] = [];
let detach: () => void;
let visited: string[] = [];

beforeEach(() => {
  toasts = [];
  visited = [];
  detach = attachToastSink((m) => toasts.push(m));
  registerNavigator((to) => {
    visited.push(to);
  });
});
afterEach(() => detach());

describe('impersonation', () => {
  it('pushes the current session, switches to the user and refreshes it; stand out restores it', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/custom/impersonate/:id', ({ params, request }) => {
        calls.push(`impersonate ${String(params.id)} as ${request.headers.get('Authorization') === adminToken ? 'admin' : '?'}`);
        return HttpResponse.json({ token: athleteToken, record: athlete });
      }),
      http.post('*/api/collections/users/auth-refresh', ({ request }) => {
        const token = request.headers.get('Authorization');
        calls.push(`refresh ${token === athleteToken ? 'athlete' : token === adminToken ? 'admin' : '?'}`);
        return HttpResponse.json(token === athleteToken ? { token, record: athlete } : { token, record: admin });
      }),
      http.post('*/api/custom/impersonate/stop', () => {
        calls.push('stop');
        return HttpResponse.json({ ok: true });
      }),
    );
    const admin = loginAs('admin', { id: 'adm1' });
    const adminToken = pb.authStore.token;

    expect(await impersonate('ath1')).toBe(true);
    expect(pb.authStore.token).toBe(athleteToken);
    expect(pb.authStore.record?.id).toBe('ath1');
    expect(useImpersonation.getState().stack).toEqual([expect.objectContaining({ token: adminToken, targetName: 'Anna Atleta', targetId: 'ath1' })]);
    expect(JSON.parse(localStorage.getItem(IMPERSONATION_STORAGE_KEY) ?? '{}').state.stack).toHaveLength(1);
    expect(visited).toEqual(['/reserved']);

    await standOut();
    expect(pb.authStore.token).toBe(adminToken);
    expect(pb.authStore.record?.id).toBe('adm1');
    expect(useImpersonation.getState().stack).toEqual([]);
    expect(calls).toEqual(['impersonate ath1 as admin', 'refresh athlete', 'stop', 'refresh admin']);
  });

  it('shows "Impersonate failed" and keeps the session when the server refuses', async () => {
    server.use(
      http.get('*/api/custom/impersonate/:id', () =>
        HttpResponse.json({ status: 403, message: 'Admins cannot be impersonated.', data: {} }, { status: 403 }),
      ),
    );
    loginAs('admin', { id: 'adm1' });
    const token = pb.authStore.token;
    expect(await impersonate('adm2')).toBe(false);
    expect(pb.authStore.token).toBe(token);
    expect(useImpersonation.getState().stack).toEqual([]);
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', summary: 'Impersonate failed', detail: 'Admins cannot be impersonated.' })]);
  });

  it('logout clears the session and the stack and goes home', async () => {
    loginAs('athlete');
    useImpersonation.setState({ stack: [{ token: 'x', record: null, targetName: 'A', targetId: 'a' }] });
    await logout();
    expect(pb.authStore.token).toBe('');
    expect(useImpersonation.getState().stack).toEqual([]);
    expect(visited).toEqual(['/']);
  });
});

describe('PocketBase client', () => {
  it('sends Accept-Language from the current language', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/health', ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ code: 200, message: 'API is healthy.', data: {} });
      }),
    );
    await pb.health.check();
    const { changeLanguage } = await import('./i18n');
    await changeLanguage('it');
    await pb.health.check();
    expect(seen).toEqual(['en', 'it']);
  });
});
