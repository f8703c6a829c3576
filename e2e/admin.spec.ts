// Admin: an admin impersonates an athlete of its own (created here, with an athlete in the
// registry) after confirming the name and giving the reason (empty or invisible characters refused), sees the athlete's registry with the impersonation marked on every page (also after a
// reload), stands out with one click from the user menu (the mobile menu on phones) and is admin again;
// the audit page, filtered by that user and by event, shows the start and the stop naming the admin.
// A role change on the users page after its confirmation, seen in the audit with its changed field.
// Organizers open both pages and are told what the server shows them. English and Italian, desktop and
// phone; axe on the users page, the audit page (and its details dialog) and an impersonated page.
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { demo, loginAs } from './helpers/auth';
import { device } from './helpers/devices';
import { contextIn, escapeRe, exact, LANGS, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { isPhone, openMenuEntry } from './helpers/menu';
import { e2eState } from './helpers/state';
import { createUser, superuserToken, TEST_PASSWORD } from './helpers/users';
import { scaled } from './helpers/time';

const fill = (text: string, v: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => v[k] ?? '');
const t = (lang: Lang, key: string, v: Record<string, string> = {}) => fill(tr(lang, key), v);

async function newPage(browser: Browser, lang: Lang, info: TestInfo, baseURL?: string): Promise<Page> {
  const ctx = await contextIn(browser, lang, { baseURL, ...device(info) });
  return ctx.newPage();
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: `.tmp/shots-admin/${info.project.name}-${name}.png`, fullPage: true });
}



/** "Stop impersonating" from the user menu (desktop) or the account part of the mobile menu (phone): one click once it is open. */
async function standOutFromUserMenu(page: Page, info: TestInfo, lang: Lang, who: string) {
  const standOut = exact(tr(lang, 'common:menu.standOut'));
  if (isPhone(info)) {
    await page.getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'common:layout.openMenu'))}`) }).click();
    await page.locator('#mobile-menu').getByRole('group', { name: tr(lang, 'common:layout.account') }).getByRole('button', { name: standOut }).click();
  } else {
    await page.getByRole('button', { name: t(lang, 'common:layout.userMenuFor', { name: who }) }).click();
    await page.getByRole('menuitem', { name: standOut }).click();
  }
}


/** The audit rows of an event (its tag, not a substring of other texts such as the column names). */
function auditRows(page: Page, lang: Lang, event: string): Locator {
  return page.locator('.audit-table tbody tr').filter({ has: page.locator('.audit-event', { hasText: exact(tr(lang, `audit:events.${event}`)) }) });
}

/** Audit filters: a user chosen by name, then an event. */
async function filterAudit(page: Page, lang: Lang, user: { search: string; option: string }, event: string) {
  const combo = page.getByRole('combobox', { name: tr(lang, 'audit:filters.user') });
  await combo.fill(user.search);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: exact(user.option) }).click();
  await expect(page).toHaveURL(/[?&]user=/);
  await pickOption(page, page.locator('.p-dropdown:has(#audit-event)'), tr(lang, `audit:events.${event}`));
  await expect(page).toHaveURL(new RegExp(`[?&]event=${event}`));
}

/** An athlete user of this test with one athlete in the registry (created by the user itself). */
async function athleteWithRegistry(tag: string) {
  const { baseURL } = e2eState();
  const email = uniqueEmail(`admin-${tag}`);
  const name = `Imp ${tag}`;
  const id = await createUser({ email, username: `imp.${tag}`, name });
  const auth = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: email, password: TEST_PASSWORD }),
  });
  const { token } = (await auth.json()) as { token: string };
  const surname = `Kodokan${tag}`;
  const res = await fetch(`${baseURL}/api/collections/athletes/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ owner: id, name: 'Sora', surname, birthday: '1994-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001' }),
  });
  expect(res.ok, `create athlete: ${res.status} ${await res.clone().text()}`).toBeTruthy();
  return { id, name, username: `imp.${tag}`, surname };
}

for (const lang of LANGS) {
  test(`an admin impersonates an athlete, is marked on every page, stands out in one click; the audit shows it (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const target = await athleteWithRegistry(tag);
    const admin = demo('admin');
    const bar = (page: Page) => page.getByTestId('impersonation-bar');

    const page = await newPage(browser, lang, info, baseURL);
    await loginAs(page, 'admin', '/reserved/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exact(tr(lang, 'common:titles.users')));
    await page.getByRole('searchbox', { name: tr(lang, 'users:list.search') }).fill(tag);
    // The search has reached the server (until then the unfiltered page shows).
    await expect(page.locator('.users-table tbody tr')).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: target.name })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: admin.name })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-users`);

    // Impersonate: the session switches to the athlete, marked on the page.
    await page.getByRole('button', { name: t(lang, 'users:impersonate.label', { name: target.name }) }).click();
    // The reason is required: refused empty next to its field, then given.
    const ask = page.getByRole('dialog', { name: tr(lang, 'users:impersonate.title') });
    const accept = ask.getByRole('button', { name: exact(t(lang, 'users:impersonate.accept', { name: target.name })) });
    await accept.click();
    const reasonBox = ask.getByRole('textbox', { name: tr(lang, 'users:impersonate.reason') });
    await expect(reasonBox).toHaveAttribute('aria-invalid', 'true');
    await expect(ask).toContainText(tr(lang, 'common:validation.required'));
    // Zero-width characters look like a reason and are none.
    await reasonBox.fill('\u200b\u200b\u200b\u200b');
    await accept.click();
    await expect(ask).toContainText(tr(lang, 'common:validation.reasonInvisible'));
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-impersonate-reason`);
    await reasonBox.fill(`Checking issue ${tag}`);
    await accept.click();
    await expect(page).toHaveURL(/\/reserved$/);
    await expect(bar(page)).toContainText(t(lang, 'common:layout.impersonating', { name: target.name }));
    // The athlete's own dashboard (the admin's users list is not theirs), no "no access"; the bar says how to stand out.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exact(tr(lang, 'common:titles.dashboard')));
    await expect(page.getByText(exact(tr(lang, 'common:errors.noAccessTitle')))).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: exact(tr(lang, 'common:menu.standOut')) })).toHaveText(lang === 'en' ? 'Stop impersonating' : 'Torna al tuo account');

    // The athlete's registry, through the athlete's own menu; still marked.
    await openMenuEntry(page, info, lang, 'common:menu.myRegistry');
    await expect(page).toHaveURL(/\/reserved\/registry/);
    await expect(page.getByRole('row').filter({ hasText: target.surname })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Verdi' })).toHaveCount(0); // not the admin's view of every athlete
    await expect(bar(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-impersonated-registry`);

    // Every page, also a public one loaded afresh.
    await page.goto('/competitions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exact(tr(lang, 'common:titles.competitions')));
    await expect(bar(page)).toContainText(target.name);
    await page.goto('/reserved/issues');
    await expect(bar(page)).toContainText(target.name);

    // Stand out: admin again, no marker, the admin's menu.
    await standOutFromUserMenu(page, info, lang, target.name);
    await expect(bar(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/reserved$/);
    if (!isPhone(info)) await expect(page.getByRole('button', { name: t(lang, 'common:layout.userMenuFor', { name: admin.name }) })).toBeVisible();

    // The audit trail: the start and the stop, naming the athlete and the admin.
    await openMenuEntry(page, info, lang, 'common:menu.audit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exact(tr(lang, 'common:titles.audit')));
    const who = { search: tag, option: `${target.name} (${target.username})` };
    await filterAudit(page, lang, who, 'impersonate_start');
    const start = auditRows(page, lang, 'impersonate_start');
    await expect(start).toHaveCount(1);
    await expect(start).toContainText(target.name);
    await expect(start).toContainText(t(lang, 'audit:row.impersonatedBy', { name: admin.name }));
    await expect(start).toContainText(t(lang, 'audit:row.reason', { reason: `Checking issue ${tag}` }));
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-audit-start`);
    await pickOption(page, page.locator('.p-dropdown:has(#audit-event)'), tr(lang, 'audit:events.impersonate_stop'));
    const stop = auditRows(page, lang, 'impersonate_stop');
    await expect(stop).toHaveCount(1);
    await expect(stop).toContainText(t(lang, 'audit:row.impersonatedBy', { name: admin.name }));
    await page.context().close();
  });

  test(`an admin changes a role after the confirmation; the audit shows the change (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `r${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const name = `Role ${tag}`;
    const id = await createUser({ email: uniqueEmail(`role-${tag}`), username: `role.${tag}`, name });

    const page = await newPage(browser, lang, info, baseURL);
    await loginAs(page, 'admin', '/reserved/users');
    await page.getByRole('searchbox', { name: tr(lang, 'users:list.search') }).fill(tag);
    await expect(page.locator('.users-table tbody tr')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await pickOption(page, row.locator('.p-dropdown'), tr(lang, 'common:roles.organizer'));
    const dialog = page.getByRole('alertdialog', { name: tr(lang, 'users:role.title') }).or(page.getByRole('dialog', { name: tr(lang, 'users:role.title') }));
    await expect(dialog).toContainText(t(lang, 'users:role.confirm', { name, from: tr(lang, 'common:roles.athlete'), to: tr(lang, 'common:roles.organizer') }));
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: exact(tr(lang, 'users:role.accept')) }).click();
    await expect(page.locator('.p-toast').getByText(t(lang, 'users:role.done', { name, role: tr(lang, 'common:roles.organizer') }))).toBeVisible();
    await expect(row.locator('.p-dropdown')).toContainText(tr(lang, 'common:roles.organizer'));
    const { baseURL: api } = e2eState();
    const stored = await fetch(`${api}/api/collections/users/records/${id}`, { headers: { Authorization: await superuserToken() } });
    expect(((await stored.json()) as { role: string }).role).toBe('organizer');

    await page.goto('/reserved/audit');
    await filterAudit(page, lang, { search: tag, option: `${name} (role.${tag})` }, 'update');
    const update = auditRows(page, lang, 'update');
    await expect(update).toHaveCount(1);
    await expect(update).toContainText(demo('admin').name);
    await update.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'audit:row.detailsOf', { event: tr(lang, 'audit:events.update'), time: '' }).trim())}`) }).click();
    const details = page.getByRole('dialog', { name: t(lang, 'audit:details.title', { event: tr(lang, 'audit:events.update'), table: tr(lang, 'audit:tables.users') }) });
    const roleRow = details.getByRole('row').filter({ hasText: new RegExp(`^\\s*${escapeRe(tr(lang, 'audit:fields.any.role'))}`) });
    await expect(roleRow).toContainText('athlete');
    await expect(roleRow).toContainText('organizer');
    await expect(page).toHaveURL(/[?&]entry=/);
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-audit-details`);
    await page.context().close();
  });
}

test('organizers open users and audit and are told what the server shows them', { tag: '@desktop' }, async ({ browser, baseURL }, info) => {
  const page = await newPage(browser, 'en', info, baseURL);
  await loginAs(page, 'organizer', '/reserved/users');
  await expect(page.getByRole('note')).toHaveText(tr('en', 'users:list.limited'));
  await expect(page.getByRole('row').filter({ hasText: demo('organizer').name })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Impersonate/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.goto('/reserved/audit');
  await expect(page.getByRole('note')).toHaveText(tr('en', 'audit:list.limited'));
  await expect(page.getByRole('heading', { name: tr('en', 'audit:list.empty') })).toBeVisible();
  await expectNoA11yViolations(page);
  // Neither page is in an organizer's menu (only admins have these entries).
  if (!isPhone(info)) {
    const nav = page.getByRole('navigation', { name: tr('en', 'common:layout.mainMenu') });
    await expect(nav.getByRole('link', { name: tr('en', 'common:menu.users') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: tr('en', 'common:menu.audit') })).toHaveCount(0);
  }
  await page.context().close();
});
