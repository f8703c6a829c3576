// The SPA shows what users type as text, never as markup: competition names and places, issue
// titles and messages, user names full of HTML and script are rendered literally, nothing runs, no
// element is injected; rich text (competition details) comes out reduced to the allowed tags (the
// server sanitizes it on the way in, the SPA again on the way out).
import PocketBase from 'pocketbase';
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/axe';

const PASSWORD = 'Password-123!';
// Every payload flags window.__xss if it ever runs.
const NAME = `<img src=x onerror="window.__xss='name'">Cup <b>bold</b>`;
const PLACE = `<script>window.__xss='place'</script>Roma & "Lazio"`;
const DETAILS = `<p>Welcome</p><img src=x onerror="window.__xss='details'"><a href="javascript:window.__xss='link'">Programme</a><script>window.__xss='script'</script>`;
const TITLE = `<img src=x onerror="window.__xss='title'">Payment <i>help</i>`;
const MESSAGE = `<script>window.__xss='message'</script><a href="javascript:alert(1)">click</a> & done`;
const USER = `<svg onload="window.__xss='user'">Anna`;

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
}

test('what users type is shown as text, never run', async ({ page, state }, info) => {
  test.skip(info.project.name === 'phone', 'escaping does not depend on the viewport');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const su = new PocketBase(state.baseURL);
  su.autoCancellation(false);
  await su.collection('_superusers').authWithPassword(state.superuser.email, state.superuser.password);
  const tag = `xss${Date.now().toString(36)}`;
  const user = await su.collection('users').create({
    email: `${tag}@escaping.test`, username: tag, name: USER, password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true, privacyAcceptedAt: new Date().toISOString(), lang: 'en',
  });
  const comp = await su.collection('competitions').create({ name: NAME, location: PLACE, details: DETAILS, date: new Date(Date.now() + 40 * 86400_000).toISOString().replace('T', ' '), status: 'enrolment' });
  // Stored already sanitized: the server keeps only the allowed tags of the rich text.
  expect(comp.details).toBe('<p>Welcome</p><a>Programme</a>');

  const athlete = new PocketBase(state.baseURL);
  athlete.autoCancellation(false);
  await athlete.collection('users').authWithPassword(user.email as string, PASSWORD);
  const issue = await athlete.collection('issues').create({ title: TITLE, owner: user.id });
  await athlete.collection('messages').create({ issue: issue.id, author: user.id, text: MESSAGE });

  // Public competition page and list: the name and the place literally.
  await page.goto(`/competitions/${comp.id}`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByText(PLACE).first()).toBeVisible();
  await expect(page.getByText('Welcome')).toBeVisible();
  await expect(page.getByText('Programme')).not.toHaveAttribute('href', /javascript/i);
  await expectNothingRan(page);
  await expectNoA11yViolations(page);
  await page.goto('/competitions');
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectNothingRan(page);

  // The issue thread: title, message and author name literally.
  await page.addInitScript(
    ([t, r]) => window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })),
    [athlete.authStore.token, athlete.authStore.record] as const,
  );
  await page.goto(`/reserved/issues/${issue.id}`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByText(USER).first()).toBeVisible();
  await expectNothingRan(page);
  // (axe on the thread belongs to the issues journey spec, which owns that screen.)
  await shot(page, info, 'escaped-issue');
  expect(dialogs).toEqual([]);
});
