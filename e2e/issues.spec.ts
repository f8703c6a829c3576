// Support issues: an athlete opens an issue with three attachments; an admin, in a second
// browser context, sees the unread badge appear live (no reload, no polling), opens the thread (the
// badge goes off), sees the files, replies and marks the issue solved; the athlete sees the badge,
// the unread row, the reply and the status. Once, on the phone (the athlete's device): the athlete in
// Italian, the admin in English. axe on every screen; screenshots in test-results/.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginViaApi } from './helpers/auth';
import { deviceContext, shot } from './helpers/devices';
import { t, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const PASSWORD = 'Password-123!';
// A 2×2 red PNG, a one-page PDF and a text file: one image preview and two downloads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function superuserHeaders(request: APIRequestContext) {
  const { baseURL, superuser } = e2eState();
  const auth = await request.post(`${baseURL}/api/collections/_superusers/auth-with-password`, { data: { identity: superuser.email, password: superuser.password } });
  return { Authorization: ((await auth.json()) as { token: string }).token };
}

/** A verified user of its own (the demo accounts are shared by every spec). */
async function newUser(request: APIRequestContext, role: 'athlete' | 'admin', name: string, lang: Lang) {
  const { baseURL } = e2eState();
  const tag = `iss${role}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post(`${baseURL}/api/collections/users/records`, {
    headers: await superuserHeaders(request),
    data: { email: `${tag}@e2e.kata`, username: tag, name, password: PASSWORD, passwordConfirm: PASSWORD, role, lang, verified: true, privacyAcceptedAt: new Date().toISOString() },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: string; email: string };
}

/**
 * Every admin is notified of every message, also of the issues other specs (or the other project)
 * open at the same time: before "the badge appears" the admin's older notifications are marked read.
 */
async function markAllRead(request: APIRequestContext, userId: string) {
  const { baseURL } = e2eState();
  const headers = await superuserHeaders(request);
  const list = await request.get(`${baseURL}/api/collections/message_notifications/records?perPage=200&filter=${encodeURIComponent(`user = "${userId}" && read = false`)}`, { headers });
  for (const n of ((await list.json()) as { items: { id: string }[] }).items) {
    await request.patch(`${baseURL}/api/collections/message_notifications/records/${n.id}`, { headers, data: { read: true } });
  }
}

/** The badge where the user sees it: in the menu bar on the desktop, on the menu button on a phone. */
function badge(page: Page, phone: boolean): Locator {
  return phone ? page.getByTestId('menu-unread-badge') : page.locator('.mainnav').getByTestId('unread-badge');
}

test('an athlete and an admin hold a support conversation with files; the badge tells each what is new', { tag: '@phone' }, async ({ browser, request }, info) => {
  test.setTimeout(scaled(90_000));
  const phone = info.project.name === 'phone';
  const la: Lang = phone ? 'it' : 'en';
  const lb: Lang = phone ? 'en' : 'it';
  const athlete = await newUser(request, 'athlete', 'Anna Atleta', la);
  const admin = await newUser(request, 'admin', 'Ada Admin', lb);
  const title = `Payment receipt ${Date.now().toString(36)}`;

  const athleteCtx = await deviceContext(browser, la, info);
  const adminCtx = await deviceContext(browser, lb, info);
  try {
    const a = await athleteCtx.newPage();
    const b = await adminCtx.newPage();

    // --- the athlete: the empty list, then the new issue with three files
    await loginViaApi(a, athlete.email, PASSWORD, '/reserved/issues');
    await expect(a.getByRole('heading', { name: t(la, 'issues:list.empty') })).toBeVisible();
    await expectNoA11yViolations(a);
    await shot(a, info, `list-empty-${la}`);

    const adminSubscribed = b.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/realtime');
    await loginViaApi(b, admin.email, PASSWORD, '/reserved');
    await adminSubscribed;
    await expect(async () => {
      await markAllRead(request, admin.id);
      await expect(badge(b, phone)).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    await a.getByRole('button', { name: t(la, 'issues:create.open') }).first().click();
    const dialog = a.getByRole('dialog');
    await dialog.getByRole('button', { name: t(la, 'issues:create.submit') }).click();
    await expect(dialog.getByText(t(la, 'common:validation.issueTitle'))).toBeVisible();
    await dialog.getByLabel(t(la, 'issues:create.issueTitle')).fill(title);
    await dialog.getByLabel(t(la, 'issues:create.message')).fill('I paid the fee on Monday: here are the receipt, the bank slip and a photo.');
    await a.locator('#issue-files').setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('IBAN and date of the transfer') },
    ]);
    await expect(dialog.getByRole('list', { name: t(la, 'issues:composer.chosen') }).getByRole('listitem')).toHaveCount(3);
    await expectNoA11yViolations(a);
    await shot(a, info, `new-issue-${la}`);
    await dialog.getByRole('button', { name: t(la, 'issues:create.submit') }).click();

    await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(a.getByRole('img', { name: 'photo.png' })).toBeVisible();
    await expect(a.getByRole('link', { name: t(la, 'issues:thread.download', { name: 'receipt.pdf' }) })).toBeVisible();
    await expect(a.getByRole('link', { name: t(la, 'issues:thread.download', { name: 'notes.txt' }) })).toBeVisible();
    await expectNoA11yViolations(a);
    await shot(a, info, `thread-athlete-${la}`);
    // The athlete leaves the thread (a thread open on screen marks new messages read at once).
    await a.getByRole('link', { name: t(la, 'issues:thread.back') }).click();
    await expect(a.getByRole('row').filter({ hasText: title })).toBeVisible();

    // --- the admin: the badge appears live, without a reload
    await expect(badge(b, phone)).toBeVisible({ timeout: 10_000 });
    await shot(b, info, `badge-admin-${lb}`);
    await b.goto('/reserved/issues');
    const row = b.getByRole('row').filter({ hasText: title });
    await expect(row.getByTestId('issue-unread')).toBeVisible();
    await expect(row).toContainText('Anna Atleta');
    await expectNoA11yViolations(b);
    await shot(b, info, `list-admin-${lb}`);
    await row.getByRole('link', { name: title }).click();
    await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(badge(b, phone)).toHaveCount(0, { timeout: 10_000 }); // opening the thread marks it read
    await expect(b.getByRole('img', { name: 'photo.png' })).toBeVisible();
    // A download goes through a file token.
    const download = b.waitForEvent('download');
    const fetched = b.waitForRequest((r) => !!new URL(r.url()).searchParams.get('token') && r.url().includes('/notes_'));
    await b.getByRole('link', { name: t(lb, 'issues:thread.download', { name: 'notes.txt' }) }).click();
    await fetched;
    expect((await download).suggestedFilename()).toBe('notes.txt');

    await b.getByLabel(t(lb, 'issues:composer.text')).fill('Thank you, we received the payment. Your enrolment is confirmed.');
    await b.getByRole('button', { name: t(lb, 'issues:composer.send') }).click();
    await expect(b.getByText('Your enrolment is confirmed.')).toBeVisible();
    await b.getByRole('button', { name: t(lb, 'issues:status.markSolved') }).click();
    await expect(b.locator('.page-header .issue-status')).toHaveText(t(lb, 'common:issueStatus.solved'));
    await expect(b.getByRole('button', { name: t(lb, 'issues:status.reopen') })).toBeVisible();
    await expect(b.getByRole('button', { name: t(lb, 'issues:status.markSolved') })).toHaveCount(0);
    await expectNoA11yViolations(b);
    await shot(b, info, `thread-admin-${lb}`);

    // --- the athlete, still on the list: the badge, the unread row and the new status arrive live
    await expect(badge(a, phone)).toBeVisible({ timeout: 10_000 });
    const mine = a.getByRole('row').filter({ hasText: title });
    await expect(mine.getByTestId('issue-unread')).toBeVisible();
    await expect(mine).toContainText(t(la, 'common:issueStatus.solved'));
    await expectNoA11yViolations(a);
    await shot(a, info, `list-athlete-${la}`);
    await mine.getByRole('link', { name: title }).click();
    await expect(a.getByText('Your enrolment is confirmed.')).toBeVisible();
    await expect(a.getByText(t(la, 'issues:composer.reopens'))).toBeVisible();
    await expect(badge(a, phone)).toHaveCount(0, { timeout: 10_000 });
    await expectNoA11yViolations(a);
    await shot(a, info, `thread-solved-${la}`);
  } finally {
    await athleteCtx.close();
    await adminCtx.close();
  }
});
