// Users for tests that change data: created the way an admin does (superuser API), so that a journey
// never touches the demo accounts other specs read.
import { expect } from '@playwright/test';
import { e2eState } from './state';

export const TEST_PASSWORD = 'Test-Password-123';

export interface NewUser {
  email: string;
  username: string;
  verified?: boolean;
  /** Privacy policy accepted (default true: the gate would stop every other journey). */
  privacy?: boolean;
  role?: 'athlete' | 'organizer' | 'commissioner' | 'admin';
  name?: string;
  /** The account's language (its mails'); default English. */
  lang?: 'en' | 'it';
}

export async function superuserToken(): Promise<string> {
  const { baseURL, superuser } = e2eState();
  const auth = await fetch(`${baseURL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  return ((await auth.json()) as { token: string }).token;
}

/** Creates a user (password TEST_PASSWORD) and returns its id. */
export async function createUser({ email, username, verified = true, privacy = true, role = 'athlete', name, lang = 'en' }: NewUser): Promise<string> {
  const { baseURL } = e2eState();
  const res = await fetch(`${baseURL}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: await superuserToken() },
    body: JSON.stringify({
      email,
      username,
      name: name ?? `Test ${username}`,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
      role,
      verified,
      lang,
      ...(privacy ? { privacyAcceptedAt: new Date().toISOString() } : {}),
    }),
  });
  expect(res.ok, `create user: ${res.status} ${await res.clone().text()}`).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}
