// Registry: an athlete creates two athletes and a couple; an admin, in a second browser,
// verifies all three in one click each; the athlete edits one athlete after the confirmation and sees
// the verification gone from the athlete and from the couple. In Italian on the phone
// (ONCE_IT: the registry in English on the desktop is in screens.spec.ts); axe on the list and on the dialogs.
// An admin verifies a searched list in one batch, and a couple only once its athletes are.
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { loginAs, loginViaApi } from './helpers/auth';
import { device } from './helpers/devices';
import { contextIn, escapeRe, exact, LANGS, type Lang, ONCE_IT, tr } from './helpers/i18n';
import { demoUserIds, superuserApi } from './helpers/api';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { scaled } from './helpers/time';
import { fillDate, type DateParts } from './helpers/dates';

const fill = (text: string, v: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => v[k] ?? '');
const t = (lang: Lang, key: string, v: Record<string, string> = {}) => fill(tr(lang, key), v);
const label = (lang: Lang, key: string) => new RegExp(`^\\s*${escapeRe(tr(lang, key))}(\\s*\\*)?\\s*$`);

async function newPage(browser: Browser, lang: Lang, info: TestInfo, baseURL?: string): Promise<Page> {
  const ctx = await contextIn(browser, lang, { baseURL, ...device(info) });
  return ctx.newPage();
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: `.tmp/shots-registry/${info.project.name}-${name}.png`, fullPage: true });
}

async function expectToast(page: Page, lang: Lang) {
  await expect(page.locator('.p-toast').getByText(exact(tr(lang, 'common:toasts.saved'))).first()).toBeVisible();
}

async function pick(page: Page, scope: Locator, inputId: string, option: string | RegExp) {
  await pickOption(page, scope.locator(`.p-dropdown:has(#${inputId})`), option);
}

async function createAthlete(page: Page, lang: Lang, a: { name: string; surname: string; birthday: DateParts; belt: string; club: string }) {
  await page.getByRole('button', { name: exact(tr(lang, 'registry:athletes.create')) }).first().click();
  const dialog = page.getByRole('dialog', { name: exact(tr(lang, 'registry:athletes.createTitle')) });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(label(lang, 'registry:form.name')).fill(a.name);
  await dialog.getByLabel(label(lang, 'registry:form.surname')).fill(a.surname);
  await fillDate(dialog.getByLabel(label(lang, 'registry:form.birthday')), a.birthday);
  await pick(page, dialog, 'athlete-belt', tr(lang, `common:belts.${a.belt}`));
  // A wrong club code is refused next to the field before anything is sent.
  await dialog.getByLabel(label(lang, 'registry:form.club')).fill('12ab');
  await dialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
  await expect(dialog.getByText(tr(lang, 'common:validation.clubCode'))).toBeVisible();
  await dialog.getByLabel(label(lang, 'registry:form.club')).fill(a.club);
  await dialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, lang);
}

/**
 * Opens a tab and waits until it is the selected one: the rows of both tabs hold the same names, so a
 * row looked up before the switch would be the other tab's (a delete then hit the couple, not the athlete).
 */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name: exact(name) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: exact(name) })).toBeVisible();
}

function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

for (const lang of ONCE_IT) {
  test(`athletes and couples: create, verify, edit after confirmation (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const email = uniqueEmail(`registry-${tag}`);
    await createUser({ email, username: `reg.${tag}`, name: `Registry ${tag}` });
    const surnameA = `Kano${tag}`;
    const surnameB = `Mifune${tag}`;

    // The athlete builds the registry.
    const athlete = await newPage(browser, lang, info, baseURL);
    await loginViaApi(athlete, email, TEST_PASSWORD, '/reserved/registry');
    await expect(athlete.getByRole('heading', { level: 1 })).toHaveText(exact(tr(lang, 'common:titles.registry')));
    await expect(athlete.getByRole('heading', { name: exact(tr(lang, 'registry:athletes.empty')) })).toBeVisible();
    await expectNoA11yViolations(athlete);
    await createAthlete(athlete, lang, { name: 'Jigoro', surname: surnameA, birthday: { day: 28, month: 10, year: 1990 }, belt: '1d', club: '01IT0001' });
    await createAthlete(athlete, lang, { name: 'Kyuzo', surname: surnameB, birthday: { day: 21, month: 4, year: 1992 }, belt: '2k', club: '01IT0001' });
    await expect(rowOf(athlete, surnameA)).toContainText(tr(lang, 'registry:verification.awaiting'));
    await shot(athlete, info, `${lang}-athletes`);

    await openTab(athlete, tr(lang, 'registry:couples.title'));
    await expect(athlete).toHaveURL(/tab=couples/);
    await athlete.getByRole('button', { name: exact(tr(lang, 'registry:couples.create')) }).first().click();
    const coupleDialog = athlete.getByRole('dialog', { name: exact(tr(lang, 'registry:couples.createTitle')) });
    await pick(athlete, coupleDialog, 'couple-tori', new RegExp(`^${surnameA} Jigoro`));
    await pick(athlete, coupleDialog, 'couple-uke', new RegExp(`^${surnameA} Jigoro`));
    await pick(athlete, coupleDialog, 'couple-kata', tr(lang, 'common:katas.nage-no-kata'));
    await coupleDialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    await expect(coupleDialog.getByText(tr(lang, 'common:errors.couple_same_athlete'))).toBeVisible();
    await pick(athlete, coupleDialog, 'couple-uke', new RegExp(`^${surnameB} Kyuzo`));
    await expectNoA11yViolations(athlete);
    await coupleDialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    await expect(coupleDialog).toBeHidden();
    await expectToast(athlete, lang);
    await expect(rowOf(athlete, surnameB)).toContainText(tr(lang, 'registry:verification.awaiting'));

    // The admin verifies the three records, one click each.
    const admin = await newPage(browser, lang, info, baseURL);
    await loginAs(admin, 'admin', '/reserved/registry');
    // The rows are clicked once the searched list is in (the unsearched one may show them too).
    const searched = (collection: string) => admin.waitForResponse((r) => r.url().includes(`/api/collections/${collection}/records`) && r.url().includes(tag));
    const athletesSearched = searched('athletes');
    await admin.getByLabel(tr(lang, 'registry:athletes.search')).fill(tag);
    await athletesSearched;
    await expect(admin.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    for (const s of [surnameA, surnameB]) {
      await rowOf(admin, s).getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'registry:staff.verify'))} –`) }).click();
      await expect(rowOf(admin, s)).toContainText(tr(lang, 'registry:verification.verified'));
    }
    await openTab(admin, tr(lang, 'registry:couples.title'));
    const couplesSearched = searched('couples');
    await admin.getByLabel(tr(lang, 'registry:couples.search')).fill(surnameA);
    await couplesSearched;
    await rowOf(admin, surnameB).getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'registry:staff.verify'))} –`) }).click();
    await expect(rowOf(admin, surnameB)).toContainText(tr(lang, 'registry:verification.verified'));
    await expect(rowOf(admin, surnameB)).toContainText(`Registry ${tag}`); // the owner, for the staff
    await expectNoA11yViolations(admin);
    await shot(admin, info, `${lang}-admin-couples`);
    await admin.context().close();

    // The athlete sees it all verified, edits athlete A after the confirmation, and the verification is gone.
    await athlete.goto('/reserved/registry');
    await expect(rowOf(athlete, surnameA)).toContainText(tr(lang, 'registry:verification.verified'));
    await rowOf(athlete, surnameA).getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'common:actions.edit'))} –`) }).click();
    const edit = athlete.getByRole('dialog', { name: exact(t(lang, 'registry:athletes.editTitle', { name: `Jigoro ${surnameA}` })) });
    await expect(edit.getByRole('note')).toHaveText(new RegExp(escapeRe(tr(lang, 'registry:athletes.verifiedNote'))));
    await edit.getByLabel(label(lang, 'registry:form.region')).fill('Lazio');
    await edit.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    const confirm = athlete.getByRole('alertdialog').or(athlete.getByRole('dialog', { name: exact(tr(lang, 'registry:athletes.editVerifiedTitle')) }));
    await expect(confirm.getByText(tr(lang, 'registry:athletes.editVerifiedConfirm'))).toBeVisible();
    await expectNoA11yViolations(athlete);
    await confirm.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    await expectToast(athlete, lang);
    await expect(rowOf(athlete, surnameA)).toContainText(tr(lang, 'registry:verification.awaiting'));
    await expect(rowOf(athlete, surnameB)).toContainText(tr(lang, 'registry:verification.verified'));
    await openTab(athlete, tr(lang, 'registry:couples.title'));
    await expect(rowOf(athlete, surnameB)).toContainText(tr(lang, 'registry:verification.awaiting'));
    await shot(athlete, info, `${lang}-couple-reset`);

    // An athlete in a couple cannot be deleted: the reason is in the toast, nothing is deleted.
    await openTab(athlete, tr(lang, 'registry:athletes.title'));
    await rowOf(athlete, surnameB).getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'common:actions.delete'))} –`) }).click();
    await athlete.getByRole('button', { name: exact(tr(lang, 'common:actions.delete')) }).last().click();
    await expect(athlete.locator('.p-toast').getByText(tr(lang, 'common:errors.athlete_in_couple'))).toBeVisible();
    await expect(rowOf(athlete, surnameB)).toBeVisible();
    await athlete.context().close();
  });
}

// An admin verifies a club's list in one batch: the athletes awaiting verification on the searched
// page, then the couples whose two athletes are verified; a couple with an unverified athlete cannot
// be verified (its button says why) and stays awaiting. English on the desktop, Italian on the phone.
for (const lang of LANGS) {
  test(`an admin verifies the listed records in one batch; a couple waits for its athletes (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL, request }, info) => {
    test.setTimeout(scaled(60_000));
    const tag = `Bulk${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const su = await superuserApi(request);
    const owner = demoUserIds().athlete;
    const athlete = async (name: string) => (await su.create('athletes', { owner, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001' })).id;
    const [aldo, bruno, carla, dora, ezio] = [await athlete('Aldo'), await athlete('Bruno'), await athlete('Carla'), await athlete('Dora'), await athlete('Ezio')];
    for (const [tori, uke] of [[aldo, bruno], [carla, dora], [aldo, ezio]] as const) await su.create('couples', { owner, tori, uke, kata: 'nage-no-kata' });
    // This test's rows only: other journeys add their own records to the shared demo data meanwhile.
    const mine = (n: string) => admin.getByRole('row').filter({ hasText: tag }).filter({ hasText: n });
    const verifyListed = (count: number) => t(lang, 'registry:staff.verifyListed_other', { count: String(count) });

    const admin = await newPage(browser, lang, info, baseURL);
    await loginAs(admin, 'admin', '/reserved/registry');
    await admin.getByLabel(tr(lang, 'registry:athletes.search')).fill(tag);
    await expect(admin.getByRole('row').filter({ hasText: tag })).toHaveCount(5);
    await admin.getByRole('button', { name: verifyListed(5) }).click();
    const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: tr(lang, 'registry:staff.verifyListedTitle') }));
    await expect(confirm).toContainText('Aldo');
    await expectNoA11yViolations(admin);
    await confirm.getByRole('button', { name: verifyListed(5) }).click();
    await expect(admin.locator('.p-toast').getByText(t(lang, 'registry:staff.verifiedListed_other', { count: '5' }))).toBeVisible();
    for (const n of ['Aldo', 'Bruno', 'Carla', 'Dora', 'Ezio']) await expect(mine(n)).toContainText(tr(lang, 'registry:verification.verified'));
    // Ezio's verification is withdrawn: the couple Aldo–Ezio waits for him again.
    await mine('Ezio').getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'registry:staff.unverify'))} –`) }).click();
    await expect(mine('Ezio')).toContainText(tr(lang, 'registry:verification.awaiting'));

    await openTab(admin, tr(lang, 'registry:couples.title'));
    await admin.getByLabel(tr(lang, 'registry:couples.search')).fill(tag);
    await expect(admin.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
    const couples = admin.getByRole('tabpanel', { name: exact(tr(lang, 'registry:couples.title')) });
    await expect(couples.getByRole('row').filter({ hasText: tag }).filter({ hasText: 'Ezio' }).getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'registry:staff.verify'))} –.*${escapeRe(tr(lang, 'registry:staff.verifyAthletesFirst'))}`) })).toBeDisabled();
    await admin.getByRole('button', { name: verifyListed(2) }).click();
    await admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: tr(lang, 'registry:staff.verifyListedTitle') })).getByRole('button', { name: verifyListed(2) }).click();
    await expect(admin.locator('.p-toast').getByText(t(lang, 'registry:staff.verifiedListed_other', { count: '2' }))).toBeVisible();
    await expect(mine('Bruno')).toContainText(tr(lang, 'registry:verification.verified'));
    await expect(mine('Dora')).toContainText(tr(lang, 'registry:verification.verified'));
    await expect(mine('Ezio')).toContainText(tr(lang, 'registry:verification.awaiting'));
    await expectNoA11yViolations(admin);
    await shot(admin, info, `${lang}-bulk-couples`);
    await admin.context().close();
  });
}
