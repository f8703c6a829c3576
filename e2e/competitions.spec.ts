// Competitions, documents and the public site: an admin creates a competition with a logo,
// rich-text details and two circuits, uploads a public and a staff-only document, and moves it to
// enrolment; an anonymous visitor then finds it, reads its information and its public document (not
// the private one), and deep links to a tab survive a reload and the back button. In English on the
// desktop (ONCE_EN: the screens on the phone in Italian are in screens.spec.ts); axe on every page on the way.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { loginAs } from './helpers/auth';
import { device } from './helpers/devices';
import { contextIn, escapeRe, exact, type Lang, ONCE_EN, tr, trExact } from './helpers/i18n';
import { tinyPdf } from '../scripts/seed.mjs';
import { scaled } from './helpers/time';
import { dateValueFor, daysFromNow, fillDate, type DateParts } from './helpers/dates';

// A 1×1 PNG: PocketBase checks the type from the content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function newContext(browser: Browser, lang: Lang, baseURL: string | undefined, info: TestInfo): Promise<BrowserContext> {
  return contextIn(browser, lang, { baseURL, ...device(info) });
}

/** A catalogue text with {{x}} filled in. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => values[k] ?? '');
}
function t(lang: Lang, key: string, values: Record<string, string> = {}): string {
  return fill(tr(lang, key), values);
}

/** A form label (a required field's label ends with an asterisk). */
function label(lang: Lang, key: string): RegExp {
  return new RegExp(`^\\s*${escapeRe(tr(lang, key))}(\\s*\\*)?\\s*$`);
}

/** dd/mm/yyyy HH:mm, the format of the competition form's date fields. */
async function typeDate(page: Page, field: RegExp, parts: DateParts) {
  const input = page.getByRole('dialog').getByLabel(field);
  await input.click();
  await fillDate(input, parts);
  // The picker opens from its button only: typing leaves the form uncovered.
  await expect(page.locator('.p-datepicker:visible')).toHaveCount(0);
}

async function expectToast(page: Page, lang: Lang) {
  const saved = page.locator('.p-toast-message-success').filter({ hasText: tr(lang, 'common:toasts.saved') }).first();
  await expect(saved).toBeVisible();
  // A success leaves by itself and takes no tap: on a phone it lies over the dialog's close button.
  await expect(saved.getByRole('button')).toHaveCount(0);
}

async function confirm(page: Page, acceptLabel: string) {
  const dialog = page.locator('.p-confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: exact(acceptLabel) }).click();
  await expect(dialog).toBeHidden();
}

async function addCircuit(page: Page, lang: Lang, c: { name: string; katas?: string[]; belt?: string; minAge?: string }) {
  const dialog = page.getByRole('dialog', { name: new RegExp(escapeRe(t(lang, 'competitions:form.editTitle', { name: '' }))) });
  await dialog.getByRole('button', { name: exact(tr(lang, 'competitions:circuits.add')) }).click();
  const form = dialog.getByRole('form', { name: exact(tr(lang, 'competitions:circuits.add')) });
  await form.getByLabel(label(lang, 'competitions:circuits.name')).fill(c.name);
  if (c.katas?.length) {
    await form.locator('.p-multiselect').click();
    for (const k of c.katas) await page.getByRole('option', { name: exact(tr(lang, `common:katas.${k}`)) }).click();
    await page.keyboard.press('Escape');
  }
  if (c.belt) {
    await pickOption(page, form.locator('.p-dropdown'), tr(lang, `common:belts.${c.belt}`));
  }
  if (c.minAge) await form.getByLabel(label(lang, 'competitions:circuits.minAge')).fill(c.minAge);
  await form.getByRole('button', { name: exact(tr(lang, 'competitions:circuits.save')) }).click();
  await expect(form).toBeHidden();
  await expect(dialog.locator('.circuit-list').getByRole('heading', { name: exact(c.name) })).toBeVisible();
}

async function moveStatus(page: Page, lang: Lang, name: string, to: string) {
  const label = tr(lang, `common:competitionStatus.${to}`);
  await page.getByRole('button', { name: exact(t(lang, 'competitions:status.forwardNamed', { to: label, name })) }).click();
  await confirm(page, t(lang, 'competitions:status.move', { to: label }));
  await expectToast(page, lang);
  await expect(page.getByRole('row').filter({ hasText: name }).locator('.competition-status')).toHaveText(exact(label));
}

async function upload(page: Page, lang: Lang, competition: string, file: { name: string; buffer: Buffer }, access: 'public' | 'registered' | 'staff') {
  await page.getByRole('button', { name: exact(tr(lang, 'documents:upload.open')) }).first().click();
  const dialog = page.getByRole('dialog', { name: exact(tr(lang, 'documents:upload.title')) });
  await pickOption(page, dialog.locator('.p-dropdown'), new RegExp(`^${escapeRe(competition)} \\(`));
  await dialog.getByRole('radio', { name: new RegExp(`^${escapeRe(tr(lang, `documents:access.${access}`))}`) }).check();
  await dialog.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: exact(tr(lang, 'documents:upload.submit')) }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, lang);
}

test.describe('competitions, documents and the public site', () => {
  for (const lang of ONCE_EN) {
    test(`an admin publishes a competition with logo, circuits and documents; the public follows it (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL }, testInfo) => {
      // A long journey (two users, uploads, eight axe scans) on a shared 2-core machine.
      test.setTimeout(scaled(300_000));
      const tag = `${testInfo.project.name}-${lang}-${Date.now().toString(36)}`;
      const name = `E2E Kata Cup ${tag}`;
      const publicDoc = `programme-${tag}.pdf`;
      const privateDoc = `judges-${tag}.pdf`;
      const admin = await newContext(browser, lang, baseURL, testInfo);
      const visitor = await newContext(browser, lang, baseURL, testInfo);
      try {
        // ---------------------------------------------------------------- the admin creates it
        const page = await admin.newPage();
        await loginAs(page, 'admin', '/reserved/competitions');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact(lang, 'common:titles.reservedCompetitions'));
        await expectNoA11yViolations(page);
        await page.getByRole('button', { name: exact(tr(lang, 'competitions:reserved.create')) }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByLabel(label(lang, 'competitions:form.name')).fill(name);
        await typeDate(page, label(lang, 'competitions:form.date'), daysFromNow(400, 9));
        // The accreditation opening follows the start: the day before.
        const acc = dialog.getByLabel(label(lang, 'competitions:form.accreditationOpensAt'));
        await expect(acc).toHaveValue(await dateValueFor(acc, daysFromNow(399, 9)));
        await typeDate(page, label(lang, 'competitions:form.endDate'), daysFromNow(401, 18));
        await dialog.getByLabel(label(lang, 'competitions:form.location')).fill('Bologna, PalaDozza');
        await dialog.getByLabel(label(lang, 'competitions:form.exportId')).fill(`E2E-${tag}`.slice(0, 50));
        // Organizers: picked among the users with the organizer role.
        await dialog.locator('.p-multiselect').first().click();
        await page.getByRole('option', { name: /^Marco Rossi/ }).click();
        await page.keyboard.press('Escape');
        await expect(dialog.locator('.p-multiselect-token').filter({ hasText: 'Marco Rossi' })).toBeVisible();
        await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
        await expect(dialog.getByRole('img', { name: trExact(lang, 'competitions:form.logoPreview') })).toBeVisible();
        const details = dialog.getByRole('textbox', { name: trExact(lang, 'competitions:form.details') });
        await details.click();
        await page.keyboard.type('Welcome to the kata cup. ');
        const detailsToolbar = dialog.getByRole('toolbar', { name: t(lang, 'competitions:editor.toolbarFor', { field: tr(lang, 'competitions:form.details') }) });
        await detailsToolbar.getByRole('button', { name: exact(tr(lang, 'competitions:editor.bold')) }).click();
        await page.keyboard.type('Bring your judogi.');
        await dialog.getByRole('textbox', { name: trExact(lang, 'competitions:form.rules') }).click();
        await page.keyboard.type('IJF kata evaluation criteria.');
        // Scoring rules: Grand Prix by default, each preset explained; the flow mark is a Grand Prix option.
        const scoring = dialog.getByRole('group', { name: trExact(lang, 'competitions:form.scoring') });
        await expect(scoring.getByRole('radio', { name: new RegExp(`^${escapeRe(tr(lang, 'competitions:form.presets.grand-prix.label'))}`) })).toBeChecked();
        const flow = scoring.getByRole('checkbox', { name: trExact(lang, 'competitions:form.flow') });
        await scoring.getByRole('radio', { name: new RegExp(`^${escapeRe(tr(lang, 'competitions:form.presets.ijf.label'))}`) }).check();
        await expect(flow).toBeDisabled();
        await scoring.getByRole('radio', { name: new RegExp(`^${escapeRe(tr(lang, 'competitions:form.presets.grand-prix.label'))}`) }).check();
        await flow.check();
        if (!process.env.CI || process.env.E2E_SHOTS) await scoring.screenshot({ path: testInfo.outputPath(`scoring-rules-${lang}.png`) });
        await expectNoA11yViolations(page);
        await dialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
        await expectToast(page, lang);

        // After the create the dialog shows the circuits of the new competition.
        await expect(dialog.getByRole('tab', { name: trExact(lang, 'competitions:form.tabCircuits') })).toHaveAttribute('aria-selected', 'true');
        await addCircuit(page, lang, { name: 'Elite', katas: ['nage-no-kata', 'kime-no-kata'], belt: '1d' });
        await addCircuit(page, lang, { name: 'Master', minAge: '30' });
        await expectNoA11yViolations(page);
        await dialog.locator('.p-dialog-header-close').click();
        await expect(dialog).toBeHidden();

        const row = page.getByRole('row').filter({ hasText: name });
        await expect(row.locator('.competition-status')).toHaveText(trExact(lang, 'common:competitionStatus.draft'));
        await expect(row.locator('.competition-logo img')).toBeVisible();
        const href = await row.getByRole('link', { name, exact: true }).getAttribute('href');
        const id = href?.split('/').pop() ?? '';
        expect(id).toMatch(/^[a-z0-9]{15}$/);

        // A draft is invisible to the public.
        const pub = await visitor.newPage();
        await pub.goto(`/competitions/${id}`);
        await expect(pub.getByRole('heading', { name: trExact(lang, 'competitions:detail.notFound') })).toBeVisible();

        // ---------------------------------------------------------------- documents
        await page.goto('/reserved/documents');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact(lang, 'common:titles.reservedDocuments'));
        const pdf = (title: string) => tinyPdf([title, 'E2E document']);
        await upload(page, lang, name, { name: publicDoc, buffer: pdf('Programme') }, 'public');
        await upload(page, lang, name, { name: privateDoc, buffer: pdf('Judges') }, 'staff');
        const docTitle = (file: string) => file.replace(/\.pdf$/, '');
        const privateRow = page.getByRole('row').filter({ hasText: docTitle(privateDoc) });
        await expect(privateRow.locator('.access-badge')).toHaveText(trExact(lang, 'documents:access.staff'));
        await expect(page.getByRole('row').filter({ hasText: docTitle(publicDoc) }).locator('.access-badge')).toHaveText(trExact(lang, 'documents:access.public'));
        await expectNoA11yViolations(page);
        // The private file is protected: without a file token the server does not serve it.
        const privateHref = await privateRow.getByRole('link', { name: new RegExp(escapeRe(tr(lang, 'common:actions.download'))) }).getAttribute('href');
        expect((await pub.request.get(privateHref ?? '')).status()).toBe(404);
        // The admin downloads it through a file token.
        const [download, fetched] = await Promise.all([
          page.waitForEvent('download'),
          page.waitForRequest((r) => r.url().includes('token=')),
          privateRow.getByRole('link', { name: new RegExp(escapeRe(tr(lang, 'common:actions.download'))) }).click(),
        ]);
        expect(fetched.url()).toContain('token=');
        // Saved under the name it is listed with, not PocketBase's stored name with a random suffix.
        expect(download.suggestedFilename()).toBe(privateDoc);

        // ---------------------------------------------------------------- status: draft → ready → enrolment
        await page.goto('/reserved/competitions');
        await moveStatus(page, lang, name, 'ready');
        // Only forward for one step at a time, and back for admins.
        await expect(page.getByRole('button', { name: exact(t(lang, 'competitions:status.backNamed', { to: tr(lang, 'common:competitionStatus.draft'), name })) })).toBeVisible();
        await moveStatus(page, lang, name, 'enrolment');

        // ---------------------------------------------------------------- the public follows it
        await pub.goto('/competitions');
        await expect(pub.getByRole('heading', { level: 1 })).toHaveText(trExact(lang, 'common:titles.competitions'));
        await pub.getByLabel(label(lang, 'competitions:list.searchLabel')).fill(tag);
        const card = pub.getByRole('link', { name });
        await expect(card).toBeVisible();
        await expectNoA11yViolations(pub);
        await card.click();
        await expect(pub).toHaveURL(new RegExp(`/competitions/${id}$`));
        await expect(pub.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(pub.locator('.competition-hero .competition-status')).toHaveText(trExact(lang, 'common:competitionStatus.enrolment'));
        await expect(pub.getByText('Bologna, PalaDozza').first()).toBeVisible();
        await expect(pub.locator('.fact').filter({ hasText: tr(lang, 'competitions:info.organizers') })).toContainText('Marco Rossi');
        await expect(pub.locator('.rich-text').first().locator('b, strong')).toHaveText('Bring your judogi.');
        await expect(pub.getByRole('heading', { name: 'Elite', level: 3 })).toBeVisible();
        await expect(pub.getByRole('heading', { name: 'Master', level: 3 })).toBeVisible();
        await expect(pub.locator('.callout')).toContainText(tr(lang, 'competitions:info.enrolmentOpen'));
        await expectNoA11yViolations(pub);

        // Documents tab: the public document, not the private one; downloadable without an account.
        const tabs = pub.getByRole('navigation', { name: trExact(lang, 'competitions:detail.tabsLabel') });
        await tabs.getByRole('link', { name: trExact(lang, 'competitions:detail.tabs.documents') }).click();
        await expect(pub).toHaveURL(new RegExp(`/competitions/${id}/documents$`));
        await expect(pub.getByText(docTitle(publicDoc), { exact: true })).toBeVisible();
        await expect(pub.getByText(docTitle(privateDoc))).toHaveCount(0);
        const publicHref = await pub.getByRole('link', { name: new RegExp(escapeRe(tr(lang, 'common:actions.download'))) }).first().getAttribute('href');
        expect((await pub.request.get(publicHref ?? '')).status()).toBe(200);
        await expectNoA11yViolations(pub);

        // Deep link to a tab survives a reload; the back button returns to the previous tab.
        await pub.reload();
        await expect(tabs.getByRole('link', { name: trExact(lang, 'competitions:detail.tabs.documents') })).toHaveAttribute('aria-current', 'page');
        await expect(pub.getByText(docTitle(publicDoc), { exact: true })).toBeVisible();
        await tabs.getByRole('link', { name: trExact(lang, 'competitions:detail.tabs.leaderboard') }).click();
        await expect(pub).toHaveURL(new RegExp(`/competitions/${id}/leaderboard$`));
        await pub.goBack();
        await expect(pub).toHaveURL(new RegExp(`/competitions/${id}/documents$`));
        await expect(pub.getByText(docTitle(publicDoc), { exact: true })).toBeVisible();
        await pub.goto(`/competitions/${id}/draws`);
        await expect(tabs.getByRole('link', { name: trExact(lang, 'competitions:detail.tabs.draws') })).toHaveAttribute('aria-current', 'page');
        await expect(pub.getByRole('heading', { level: 1 })).toHaveText(name);

        // The public documents page of the competition.
        await pub.goto(`/documents/${id}`);
        await expect(pub.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'documents:list.titleOf', { name }));
        await expect(pub.getByText(docTitle(publicDoc), { exact: true })).toBeVisible();
        await expect(pub.getByText(docTitle(privateDoc))).toHaveCount(0);
        await expectNoA11yViolations(pub);

        // ---------------------------------------------------------------- clean up: delete with confirmation
        await page.getByRole('button', { name: exact(`${tr(lang, 'common:actions.delete')} – ${name}`) }).click();
        await confirm(page, tr(lang, 'common:actions.delete'));
        await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
        await pub.goto(`/competitions/${id}`);
        await expect(pub.getByRole('heading', { name: trExact(lang, 'competitions:detail.notFound') })).toBeVisible();
      } finally {
        await admin.close();
        await visitor.close();
      }
    });
  }

  test('home, competitions, documents and partners for the public, with their texts and no serious axe violation', async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('region', { name: trExact('en', 'home:next.title') });
    await expect(next.getByRole('listitem').first()).toBeVisible();
    // Which competitions are next depends on what other specs running in parallel created: at least
    // one competition page is linked.
    await expect(next.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute('href', /^\/competitions\/\w+/);
    // Drafts are never announced.
    await expect(page.getByText(/Stage Nazionale Kata/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: trExact('en', 'home:partnersStrip.title') }).getByRole('listitem')).toHaveCount(3);
    await expectNoA11yViolations(page);
    await next.getByRole('link', { name: trExact('en', 'home:next.all') }).click();
    await expect(page).toHaveURL(/\/competitions$/);
    await expect(page.getByRole('heading', { name: trExact('en', 'competitions:list.past') })).toBeVisible();
    await expect(page.getByRole('link', { name: /Trofeo d’Autunno/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Stage Nazionale Kata/ })).toHaveCount(0);
    await page.getByLabel(label('en', 'competitions:list.searchLabel')).fill('no such competition');
    await expect(page.getByRole('heading', { name: trExact('en', 'competitions:list.empty') })).toHaveCount(2);
    await page.goto('/documents');
    await expect(page.getByText('Kata competition rules', { exact: true })).toBeVisible();
    // Registered-only documents are not listed for the public.
    await expect(page.getByText('Accreditation instructions')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.goto('/about/partners');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expectNoA11yViolations(page);
  });

  test('an athlete sees registered-only documents and downloads them with a file token', { tag: '@desktop' }, async ({ page }) => {
    await loginAs(page, 'athlete', '/documents');
    const row = page.getByRole('row').filter({ hasText: 'Accreditation instructions' });
    await expect(row.locator('.access-badge')).toHaveText(trExact('en', 'documents:access.registered'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.waitForRequest((r) => r.url().includes('token=')), row.getByRole('link', { name: /Download/ }).click()]);
    // Saved under the name it is listed with, not PocketBase's stored name with a random suffix.
    expect(download.suggestedFilename()).toBe('Accreditation instructions.txt');
  });
});
