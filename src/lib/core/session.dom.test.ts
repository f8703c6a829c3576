// A session that ends drops the service worker's saved answers (an athlete's enrolments must not
// open offline for the next person on a shared phone): logout, an expired token found at start,
// and a token the server refuses. A network failure keeps both.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs } from '@/test/utils';
import { pb } from './pocketbase';
import { registerNavigator } from './navigation';
import { logout, refreshSession } from './session';
import { OFFLINE_DATA_CACHE } from './offlineCache';

const REFRESH = '*/api/collections/users/auth-refresh';
let deleted: string[] = [];

beforeEach(() => {
  deleted = [];
  vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the saved answers go with the session', () => {
  it('logout', async () => {
    const to: string[] = [];
    registerNavigator((path) => void to.push(path));
    loginAs('athlete');
    await logout();
    expect(pb.authStore.isValid).toBe(false);
    expect(deleted).toEqual([OFFLINE_DATA_CACHE]);
    expect(to).toEqual(['/']);
  });

  it('an expired session found at start', async () => {
    loginAs('athlete', {}, -60);
    await refreshSession();
    expect(pb.authStore.token).toBe('');
    expect(deleted).toEqual([OFFLINE_DATA_CACHE]);
  });

  it('a session the server refuses (401)', async () => {
    server.use(http.post(REFRESH, () => HttpResponse.json({ status: 401, message: 'The request requires valid record authorization token.', data: {} }, { status: 401 })));
    loginAs('athlete');
    await refreshSession();
    expect(pb.authStore.token).toBe('');
    expect(deleted).toEqual([OFFLINE_DATA_CACHE]);
  });

  it('but not a network failure: the session and its saved answers stay (offline at the venue)', async () => {
    server.use(http.post(REFRESH, () => HttpResponse.error()));
    loginAs('athlete');
    const token = pb.authStore.token;
    await refreshSession();
    expect(pb.authStore.token).toBe(token);
    expect(deleted).toEqual([]);
  });
});
