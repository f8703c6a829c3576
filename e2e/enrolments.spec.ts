// Enrolments, the athlete's side: an athlete enrols a couple in a competition open for
// enrolment with a note and a payment receipt; the organizer marks the payment (API); in a
// competition in accreditation the athlete self-accredits with one click and revokes it; the
// dashboards of the athlete and the organizer show it. English and Italian, desktop and phone
// (both projects); axe and a screenshot of every screen on the way.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { demo, loginAs, loginViaApi } from './helpers/auth';
import { superuserApi, demoUserIds, pbDate } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { tinyPdf } from '../scripts/seed.mjs';
import { scaled } from './helpers/time';

const PASSWORD = 'Enrol-e2e-123!';


/** As a superuser: an athlete of our own with a verified couple, and two competitions of the demo organizer. */
async function setup(request: APIRequestContext, tag: string) {
  const api = await superuserApi(request);
  const create = (collection: string, data: Record<string, unknown>) => api.create(collection, data);
  const organizer = demoUserIds().organizer;
  const email = `enrol-${tag}@test.local`;
  const user = await create('users', {
    email,
    username: `enrol${tag}`,
    name: `Enrol ${tag}`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    role: 'athlete',
    verified: true,
    privacyAcceptedAt: pbDate(Date.now()),
  });
  const athlete = (name: string) =>
    create('athletes', { owner: user.id, name, surname: tag, birthday: '1991-02-03 00:00:00.000Z', country: 'IT', region: 'Lazio', belt: '1d', club: '01IT0001', verified: true });
  const tori = await athlete('Ada');
  const uke = await athlete('Ugo');
  const couple = await create('couples', { owner: user.id, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
  const open = await create('competitions', { name: `Enrol Cup ${tag}`, date: pbDate(Date.now() + 40 * 864e5), location: 'Roma', organizers: [organizer], status: 'enrolment' });
  await create('circuits', { competition: open.id, name: 'Open', order: 1 });
  const desk = await create('competitions', {
    name: `Desk Cup ${tag}`,
    date: pbDate(Date.now() + 864e5),
    accreditationOpensAt: pbDate(Date.now() - 3600e3),
    location: 'Roma',
    organizers: [organizer],
    status: 'accreditation',
  });
  await create('circuits', { competition: desk.id, name: 'Open', order: 1 });
  await create('enrolments', { competition: desk.id, couple: couple.id, owner: user.id, paymentReceived: true });
  return { email, open, desk, couple: `Ada ${tag} – Ugo ${tag}` };
}

for (const lang of LANGS) {
  test(`athlete enrols with a receipt, the organizer marks payment, the athlete self-accredits (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name[0]}${Date.now().toString(36)}`;
    const data = await setup(request, tag);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    await loginViaApi(page, data.email, PASSWORD, '/reserved/enrolments');

    // The competition in accreditation is already there; the self-accreditation works with one click.
    const deskCard = page.getByRole('article', { name: data.couple }).filter({ hasText: `Desk Cup ${tag}` });
    await expect(deskCard.getByText(t(lang, 'common:enrolmentStatus.waiting_accreditation'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `enrolments-list-${lang}`);
    await deskCard.getByRole('button', { name: t(lang, 'enrolments:accredit.markLabel', { couple: data.couple }) }).click();
    await expect(page.getByText(t(lang, 'enrolments:accredit.marked'))).toBeVisible();
    const revoke = deskCard.getByRole('button', { name: t(lang, 'enrolments:accredit.revokeLabel', { couple: data.couple }) });
    await expect(revoke).toHaveAttribute('aria-pressed', 'true');
    await expect(deskCard.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();
    await revoke.click();
    await expect(deskCard.getByRole('button', { name: t(lang, 'enrolments:accredit.markLabel', { couple: data.couple }) })).toHaveAttribute('aria-pressed', 'false');
    await deskCard.getByRole('button', { name: t(lang, 'enrolments:accredit.markLabel', { couple: data.couple }) }).click();
    await expect(deskCard.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();

    // Enrol in the open competition with a note and a receipt.
    await page.getByRole('button', { name: t(lang, 'enrolments:enrol.open') }).first().click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'enrolments:enrol.title') });
    await pickOption(page, dialog.locator('.p-dropdown:has(#enrol-competition)'), new RegExp(`Enrol Cup ${tag}`));
    await pickOption(page, dialog.locator('.p-dropdown:has(#enrol-couple)'), new RegExp(data.couple));
    await dialog.getByRole('textbox', { name: t(lang, 'enrolments:notes.label') }).fill('Bank transfer, receipt attached');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf(['Receipt', tag])) });
    await expect(dialog.getByText('receipt.pdf')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `enrol-dialog-${lang}`);
    await dialog.getByRole('button', { name: t(lang, 'enrolments:enrol.submit'), exact: true }).click();
    await expect(page.getByText(t(lang, 'enrolments:enrol.done'))).toBeVisible();
    const openCard = page.getByRole('article', { name: data.couple }).filter({ hasText: `Enrol Cup ${tag}` });
    await expect(openCard.getByText(t(lang, 'common:enrolmentStatus.missing_payment'))).toBeVisible();
    // Not yet in the window: the button is disabled and says why.
    await expect(openCard.getByRole('button', { name: t(lang, 'enrolments:accredit.markLabel', { couple: data.couple }) })).toBeDisabled();
    await expect(openCard.getByText(tr(lang, 'enrolments:accredit.notYet').split('{{at}}')[0]!.trim())).toBeVisible();

    // The receipt is stored; the organizer marks the payment (API) and the athlete sees it.
    const { baseURL } = e2eState();
    const organizer = demo('organizer');
    const org = await request.post(`${baseURL}/api/collections/users/auth-with-password`, { data: { identity: organizer.email, password: organizer.password } });
    const orgAuth = ((await org.json()) as { token: string }).token;
    const list = await request.get(`${baseURL}/api/collections/enrolments/records?filter=${encodeURIComponent(`competition = "${data.open.id}"`)}`, { headers: { Authorization: orgAuth } });
    const [enrolment] = ((await list.json()) as { items: { id: string; attachments: string[]; notes: string }[] }).items;
    expect(enrolment?.attachments).toHaveLength(1);
    expect(enrolment?.notes).toBe('Bank transfer, receipt attached');
    const paid = await request.patch(`${baseURL}/api/collections/enrolments/records/${enrolment?.id}`, { headers: { Authorization: orgAuth }, data: { paymentReceived: true } });
    expect(paid.ok()).toBeTruthy();
    await page.reload();
    await expect(openCard.getByText(t(lang, 'common:enrolmentStatus.waiting_accreditation'))).toBeVisible();
    await expect(openCard.locator('[data-flag=paymentReceived]')).toHaveClass(/enrolment-flag-on/);
    await shot(page, info, `enrolments-paid-${lang}`);

    // The athlete's dashboard: the couple with both enrolments.
    await page.goto('/reserved');
    const coupleCard = page.getByRole('article', { name: data.couple });
    await expect(coupleCard.getByRole('link', { name: `Enrol Cup ${tag}` })).toBeVisible();
    await expect(coupleCard.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `dashboard-athlete-${lang}`);
    await ctx.close();

    // The organizer's dashboard: the competition with its count and the way to the desk.
    const octx = await deviceContext(browser, lang, info);
    const opage = await octx.newPage();
    await loginAs(opage, 'organizer', '/reserved');
    const compCard = opage.getByRole('article', { name: `Enrol Cup ${tag}` });
    await expect(compCard.getByText(t(lang, 'dashboard:organizer.total_one', { n: 1 }))).toBeVisible();
    await expect(compCard.getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition: `Enrol Cup ${tag}` }) })).toHaveAttribute('href', `/reserved/enrolments/${data.open.id}`);
    await expectNoA11yViolations(opage);
    await shot(opage, info, `dashboard-organizer-${lang}`);
    await octx.close();
  });
}

for (const lang of LANGS) {
  test(`admin and commissioner dashboards (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/reserved');
    // The demo data has unverified athletes and couples (athlete2's Luca Neri and Matteo Gallo).
    const athletes = page.getByRole('article', { name: new RegExp(tr(lang, 'dashboard:admin.athletes')) });
    await expect(athletes.getByText(/Luca Neri/)).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(tr(lang, 'dashboard:admin.couples')) }).getByText(/Luca Neri – Matteo Gallo/)).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(tr(lang, 'dashboard:admin.issues')) })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `dashboard-admin-${lang}`);
    await ctx.close();

    const cctx = await deviceContext(browser, lang, info);
    const cpage = await cctx.newPage();
    await loginAs(cpage, 'commissioner', '/reserved');
    await expect(cpage.getByRole('heading', { name: tr(lang, 'dashboard:commissioner.competitions') })).toBeVisible();
    await expectNoA11yViolations(cpage);
    await cctx.close();
  });
}
