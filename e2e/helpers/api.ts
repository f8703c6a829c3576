// Test data through the API, as a superuser: what a journey needs but does not test (users,
// athletes, competitions, enrolments…) is created here instead of through the UI.
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eState } from './state';

export interface SuperuserApi {
  /** The superuser's token (the Authorization header). */
  token: string;
  headers: { Authorization: string };
  /** POST /api/collections/{collection}/records; fails the test unless it is stored. */
  create<T extends Record<string, unknown> = Record<string, unknown>>(collection: string, data: Record<string, unknown>): Promise<T & { id: string }>;
  /** Any call to the API (path from /api/…); fails the test on an error status. */
  call<T extends Record<string, unknown> = Record<string, unknown>>(method: 'get' | 'post' | 'patch' | 'delete', path: string, data?: Record<string, unknown>): Promise<T>;
}

export async function superuserApi(request: APIRequestContext): Promise<SuperuserApi> {
  const { baseURL, superuser } = e2eState();
  const auth = await request.post(`${baseURL}/api/collections/_superusers/auth-with-password`, { data: { identity: superuser.email, password: superuser.password } });
  expect(auth.ok(), `superuser login: ${auth.status()}`).toBeTruthy();
  const token = ((await auth.json()) as { token: string }).token;
  const headers = { Authorization: token };
  const call = async <T>(method: 'get' | 'post' | 'patch' | 'delete', path: string, data?: Record<string, unknown>): Promise<T> => {
    const res = await request[method](`${baseURL}${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  };
  return {
    token,
    headers,
    call,
    create: (collection, data) => call('post', `/api/collections/${collection}/records`, data),
  };
}

/** A PocketBase date ("2026-11-24 10:00:00.000Z") of an instant in ms. */
export const pbDate = (ms: number): string => new Date(ms).toISOString().replace('T', ' ');

/** The demo user ids the global setup seeded (organizer, commissioner, athlete…). */
export function demoUserIds(): Record<string, string> {
  const users = e2eState().seed?.users as Record<string, string> | undefined;
  if (!users) throw new Error('the demo data is not seeded');
  return users;
}
