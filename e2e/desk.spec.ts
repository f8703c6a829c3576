// The accreditation desk, organizer and athlete journeys: the athlete enrols a couple with a
// note and a payment receipt; the organizer, on the desk, reads the note and opens the receipt (file
// token), filters by circuit and club, marks the payment; the athlete self-accredits inside the window;
// a second desk (another browser context, an admin) sees both changes live, without a reload; the
// export downloads a CSV and an XLSX that parse and hold the couple. English and Italian, desktop and
// phone (both projects); axe on the desk and on the notes dialog.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { loginAs, loginViaApi } from './helpers/auth';
import { superuserApi, demoUserIds, pbDate } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { LANGS, t, tr } from './helpers/i18n';
import { tinyPdf } from '../scripts/seed.mjs';
import { scaled } from './helpers/time';

const PASSWORD = 'Desk-e2e-123!';


/**
 * As a superuser: an athlete of our own with two verified couples (different katas and clubs), a
 * competition of the demo organizer open for enrolment whose accreditation window is open now
 * (opened an hour ago, the competition starts tomorrow), one circuit per kata, and the second couple
 * already enrolled.
 */
async function setup(request: APIRequestContext, tag: string) {
  const api = await superuserApi(request);
  const create = (collection: string, data: Record<string, unknown>) => api.create(collection, data);
  const organizer = demoUserIds().organizer;
  const email = `desk-${tag}@test.local`;
  const user = await create('users', {
    email,
    username: `desk${tag}`,
    name: `Desk ${tag}`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    role: 'athlete',
    verified: true,
    privacyAcceptedAt: pbDate(Date.now()),
  });
  const athlete = (name: string, club: string) =>
    create('athletes', { owner: user.id, name, surname: tag, birthday: '1991-02-03 00:00:00.000Z', country: 'IT', region: 'Lazio', belt: '1d', club, verified: true });
  await create('couples', { owner: user.id, tori: (await athlete('Ada', '01IT0001')).id, uke: (await athlete('Ugo', '01IT0001')).id, kata: 'nage-no-kata', verified: true });
  const couple2 = await create('couples', { owner: user.id, tori: (await athlete('Bea', '02IT0002')).id, uke: (await athlete('Cid', '02IT0002')).id, kata: 'katame-no-kata', verified: true });
  const competition = await create('competitions', {
    name: `Desk Cup ${tag}`,
    date: pbDate(Date.now() + 864e5),
    accreditationOpensAt: pbDate(Date.now() - 3600e3),
    location: 'Roma',
    organizers: [organizer],
    exportId: `DC-${tag}`,
    status: 'enrolment',
  });
  await create('circuits', { competition: competition.id, name: `Nage ${tag}`, order: 1, katas: ['nage-no-kata'] });
  await create('circuits', { competition: competition.id, name: `Katame ${tag}`, order: 2, katas: ['katame-no-kata'] });
  await create('enrolments', { competition: competition.id, couple: couple2.id, owner: user.id });
  return { email, competition, couple: `Ada ${tag} – Ugo ${tag}`, other: `Bea ${tag} – Cid ${tag}` };
}

/** Opens the desk and waits until its realtime subscription is registered (so no change is missed). */
async function openDesk(page: Page, key: 'organizer' | 'admin', path: string) {
  const subscribed = page.waitForResponse((r) => r.url().includes('/api/realtime') && r.request().method() === 'POST' && r.ok());
  await loginAs(page, key, path);
  await subscribed;
}

/** Picks an option of the desk's circuit or club dropdown. */
async function choose(page: Page, field: 'circuit' | 'club', option: string) {
  await pickOption(page, page.locator(`.p-dropdown:has(#desk-${field})`), option);
}

for (const lang of LANGS) {
  test(`desk: enrol with a receipt, payment at the desk, self-accreditation, two desks live, export (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name[0]}${Date.now().toString(36)}`;
    const data = await setup(request, tag);
    const deskPath = `/reserved/enrolments/${data.competition.id}`;

    // The athlete enrols the first couple with a note and a payment receipt.
    const actx = await deviceContext(browser, lang, info);
    const athlete = await actx.newPage();
    await loginViaApi(athlete, data.email, PASSWORD, '/reserved/enrolments');
    await athlete.getByRole('button', { name: t(lang, 'enrolments:enrol.open') }).first().click();
    const dialog = athlete.getByRole('dialog', { name: t(lang, 'enrolments:enrol.title') });
    await pickOption(athlete, dialog.locator('.p-dropdown:has(#enrol-competition)'), new RegExp(`Desk Cup ${tag}`));
    await pickOption(athlete, dialog.locator('.p-dropdown:has(#enrol-couple)'), new RegExp(data.couple));
    await dialog.getByRole('textbox', { name: t(lang, 'enrolments:notes.label') }).fill(`Bank transfer ${tag}`);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf(['Receipt', tag])) });
    await dialog.getByRole('button', { name: t(lang, 'enrolments:enrol.submit'), exact: true }).click();
    await expect(athlete.getByText(t(lang, 'enrolments:enrol.done'))).toBeVisible();

    // Two desks on the same competition: the organizer's and an admin's.
    const octx = await deviceContext(browser, lang, info);
    const desk = await octx.newPage();
    await openDesk(desk, 'organizer', deskPath);
    const xctx = await deviceContext(browser, lang, info);
    const desk2 = await xctx.newPage();
    await openDesk(desk2, 'admin', deskPath);

    const row = desk.getByRole('listitem', { name: data.couple });
    const row2 = desk2.getByRole('listitem', { name: data.couple });
    await expect(row.getByText(t(lang, 'common:enrolmentStatus.missing_payment'))).toBeVisible();
    await expect(desk.getByRole('listitem', { name: data.other })).toBeVisible();
    await expect(row.getByText(`Nage ${tag}`, { exact: false })).toBeVisible();
    await expectNoA11yViolations(desk);
    await shot(desk, info, `desk-${lang}`);

    // The note and the receipt, read-only; the receipt opens through a file token.
    await row.getByRole('button', { name: t(lang, 'desk:notesOf', { couple: data.couple }) }).click();
    const notes = desk.getByRole('dialog', { name: t(lang, 'enrolments:notes.title', { couple: data.couple }) });
    await expect(notes.getByRole('textbox', { name: t(lang, 'enrolments:notes.label') })).toHaveValue(`Bank transfer ${tag}`);
    await expect(notes.getByRole('textbox', { name: t(lang, 'enrolments:notes.label') })).toHaveAttribute('readonly', '');
    await expectNoA11yViolations(desk);
    // The file opens in a new tab through a file token. A browser without a PDF viewer (the headless
    // shell) downloads it instead of navigating, so the test follows the tab's request, not its URL.
    const [fileRequest] = await Promise.all([
      desk.context().waitForEvent('request', (r) => r.url().includes('/api/files/') && r.url().includes('token=')),
      notes.getByRole('button', { name: 'receipt.pdf' }).click(),
    ]);
    const file = await desk.request.get(fileRequest.url());
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    for (const other of desk.context().pages()) if (other !== desk) await other.close();
    await notes.locator('.dialog-footer').getByRole('button', { name: t(lang, 'enrolments:notes.close') }).click();
    await expect(notes).toBeHidden();

    // Filters: circuit and club, combined; then back to everything.
    await choose(desk, 'circuit', `Katame ${tag}`);
    await expect(desk.getByRole('listitem', { name: data.other })).toBeVisible();
    await expect(row).toBeHidden();
    await choose(desk, 'club', '01IT0001');
    await expect(desk.getByRole('heading', { name: t(lang, 'desk:empty') })).toBeVisible();
    await choose(desk, 'circuit', t(lang, 'desk:allCircuits'));
    await expect(row).toBeVisible();
    await expect(desk.getByRole('listitem', { name: data.other })).toBeHidden();
    await choose(desk, 'club', t(lang, 'desk:allClubs'));
    await desk.getByLabel(t(lang, 'desk:search')).fill(`ada ${tag}`);
    await expect(desk.getByRole('listitem', { name: data.other })).toBeHidden();
    await expect(row).toBeVisible();

    // The organizer marks the payment; the second desk sees it without a reload.
    const pay = row.getByRole('button', { name: t(lang, 'desk:paymentOf', { couple: data.couple }) });
    await expect(pay).toHaveAttribute('aria-pressed', 'false');
    await pay.click();
    await expect(pay).toHaveAttribute('aria-pressed', 'true');
    await expect(row2.getByRole('button', { name: t(lang, 'desk:paymentOf', { couple: data.couple }) })).toHaveAttribute('aria-pressed', 'true');
    await expect(row2.getByText(t(lang, 'common:enrolmentStatus.waiting_accreditation'))).toBeVisible();

    // The athlete self-accredits inside the window; both desks see the couple present, live.
    await athlete.reload();
    const card = athlete.getByRole('article', { name: data.couple }).filter({ hasText: `Desk Cup ${tag}` });
    await expect(card.getByText(t(lang, 'common:enrolmentStatus.waiting_accreditation'))).toBeVisible();
    await card.getByRole('button', { name: t(lang, 'enrolments:accredit.markLabel', { couple: data.couple }) }).click();
    await expect(card.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();
    for (const r of [row, row2]) {
      await expect(r.getByRole('button', { name: t(lang, 'desk:presentOf', { couple: data.couple }) })).toHaveAttribute('aria-pressed', 'true');
      await expect(r.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();
    }
    await shot(desk2, info, `desk-live-${lang}`);
    await actx.close();
    await xctx.close();

    // Export: a CSV and an XLSX of the whole competition (not only the filtered rows) that parse.
    const exportGroup = desk.getByRole('group', { name: t(lang, 'desk:export.label') });
    const [csv] = await Promise.all([desk.waitForEvent('download'), exportGroup.getByRole('button', { name: t(lang, 'desk:export.csv') }).click()]);
    expect(csv.suggestedFilename()).toBe(`dc-${tag}-${t(lang, 'desk:export.sheet')}.csv`);
    const lines = (await readFile(await csv.path())).toString('utf8').replace(/^\ufeff/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe(['exportId', 'couple', 'tori', 'uke', 'kata', 'circuit', 'clubs', 'status', 'paid', 'present'].map((k) => t(lang, `desk:export.columns.${k}`)).join(','));
    expect(lines).toHaveLength(3);
    const mine = lines.find((l) => l.includes(`Ada ${tag}`));
    expect(mine).toContain(`DC-${tag},`);
    // The couple column names the couple (tori – uke), never an internal id.
    expect(mine?.split(',')[1]).toBe(`Ada ${tag} – Ugo ${tag}`);
    expect(mine).toContain(`,Nage ${tag},01IT0001,${t(lang, 'common:enrolmentStatus.in_competition')},${t(lang, 'common:actions.yes')},${t(lang, 'common:actions.yes')}`);
    expect(lines.some((l) => l.includes(`Bea ${tag}`))).toBe(true);

    const [xlsx] = await Promise.all([desk.waitForEvent('download'), exportGroup.getByRole('button', { name: t(lang, 'desk:export.xlsx') }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`dc-${tag}-${t(lang, 'desk:export.sheet')}.xlsx`);
    const [sheet] = await readXlsxFile(await readFile(await xlsx.path()));
    expect(sheet?.data).toHaveLength(3);
    const ada = sheet?.data.find((r) => r[2] === `Ada ${tag}`);
    expect(ada).toEqual([`DC-${tag}`, `Ada ${tag} – Ugo ${tag}`, `Ada ${tag}`, `Ugo ${tag}`, tr(lang, 'common:katas.nage-no-kata'), `Nage ${tag}`, '01IT0001', t(lang, 'common:enrolmentStatus.in_competition'), t(lang, 'common:actions.yes'), t(lang, 'common:actions.yes')]);
    await octx.close();
  });
}
