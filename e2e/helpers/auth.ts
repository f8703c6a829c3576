// Logging in: through the login form (what a user does), or straight through the API into the
// SDK's auth store (fast set-up for tests that are about something else).
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../scripts/seed.mjs';
import { e2eState } from './state';
import { tr, type Lang } from './i18n';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
export type DemoKey = DemoAccount['key'];

export function demo(key: DemoKey): DemoAccount & { password: string } {
  const a = DEMO_ACCOUNTS.find((x) => x.key === key);
  if (!a) throw new Error(`no demo account ${key}`);
  return { ...a, password: DEMO_PASSWORD };
}

/** Fills the login form (English or Italian labels) and submits it. */
export async function loginViaForm(page: Page, identity: string, password: string, opts: { next?: string } = {}): Promise<void> {
  const path = opts.next ? `/login?next=${encodeURIComponent(opts.next)}` : '/login';
  if (!page.url().includes('/login')) await page.goto(path);
  await page.getByLabel(/e-?mail|username|nome utente/i).first().fill(identity);
  await page.getByLabel(/^(password)$/i).first().fill(password);
  await page.getByRole('button', { name: /^(log ?in|sign in|accedi|entra)$/i }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Logs in through the API and stores the session where the PocketBase SDK keeps it
 * (localStorage `pocketbase_auth`), then opens `path`.
 */
export async function loginViaApi(page: Page, identity: string, password: string, path = '/reserved'): Promise<void> {
  const { baseURL } = e2eState();
  const res = await page.request.post(`${baseURL}/api/collections/users/auth-with-password`, { data: { identity, password } });
  expect(res.ok(), `login of ${identity} failed: ${res.status()}`).toBeTruthy();
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  await page.addInitScript(
    ([t, r]) => {
      if (!window.localStorage.getItem('pocketbase_auth')) window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r }));
    },
    [token, record] as const,
  );
  await page.goto(path);
}

export async function loginAs(page: Page, key: DemoKey, path?: string): Promise<void> {
  const a = demo(key);
  await loginViaApi(page, a.email, a.password, path);
}

/** Log out through the user menu (desktop) or the menu sidebar (phone). */
export async function logoutViaMenu(page: Page, lang: Lang, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: tr(lang, 'layout.openMenu') }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: tr(lang, 'menu.logout') }).click();
  } else {
    await page.locator('.user-menu-button').click();
    await page.getByRole('menuitem', { name: tr(lang, 'menu.logout') }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}
