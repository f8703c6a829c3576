// An organizer's late entries, from the login screen: at their competition's desk they enter a couple
// that is not on the list, import a small spreadsheet of enrolments, then edit the competition from
// the dashboard. English on the desktop, Italian on the phone. The server's checks, the registry they
// go into and every refusal are tested in tests/staff-entries.test.ts.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginViaForm } from './helpers/auth';
import { superuserApi, pbDate } from './helpers/api';
import { fillDate } from './helpers/dates';
import { device, fitsWidth, shot } from './helpers/devices';
import { pickOption } from './helpers/dropdown';
import { contextIn, exact, LANGS, t, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { openMenuEntry } from './helpers/menu';
import { createUser, TEST_PASSWORD } from './helpers/users';

const FIELDS = ['kata', 'tori_name', 'tori_surname', 'tori_birthday', 'tori_country', 'tori_belt', 'tori_club', 'uke_name', 'uke_surname', 'uke_birthday', 'uke_country', 'uke_belt', 'uke_club'];
const header = (lang: Lang) => FIELDS.map((f) => tr(lang, `common:dataImport.columns.${f}`));
const line = (tag: string, tori: string, uke: string) => ['nage-no-kata', tori, tag, '01/05/1990', 'IT', '1d', '01IT0001', uke, tag, '1991-06-02', 'IT', '2d', '01IT0001'];
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'utf8');

for (const lang of LANGS) {
  test(`an organizer enters a late couple, imports enrolments and edits the competition (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL, request }, info) => {
    const tag = `Late${lang}${Date.now().toString(36)}`;
    const email = uniqueEmail(`late-${tag.toLowerCase()}`);
    const organizer = await createUser({ email, username: `late.${tag.toLowerCase()}`, name: `Organizer ${tag}`, role: 'organizer', lang });
    const su = await superuserApi(request);
    const name = `Cup ${tag}`;
    const comp = await su.create('competitions', { name, date: pbDate(Date.now() + 2 * 86_400_000), location: 'Roma', organizers: [organizer], status: 'accreditation' });
    await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });

    const page = await (await contextIn(browser, lang, { baseURL, ...device(info) })).newPage();
    await page.goto('/login');
    await loginViaForm(page, email, TEST_PASSWORD);

    // The dashboard's card of the competition → its desk.
    await page.getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition: name }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.competitionEnrolments') })).toBeVisible();

    // A late entry: a couple whose athletes are not on the portal.
    await page.getByRole('button', { name: exact(tr(lang, 'desk:late.open')) }).click();
    const dialog = page.getByRole('dialog', { name: exact(tr(lang, 'desk:late.title')) });
    await pickOption(page, dialog.locator('.p-dropdown:has(#late-kata)'), tr(lang, 'common:katas.nage-no-kata'));
    for (const [role, first, belt] of [['tori', 'Aldo', '1d'], ['uke', 'Bruno', '2d']] as const) {
      await dialog.locator(`#late-${role}-name`).fill(first);
      await dialog.locator(`#late-${role}-surname`).fill(tag);
      await fillDate(dialog.locator(`#late-${role}-birthday`), { day: 3, month: 4, year: 1988 });
      await pickOption(page, dialog.locator(`.p-dropdown:has(#late-${role}-belt)`), tr(lang, `common:belts.${belt}`));
      await dialog.locator(`#late-${role}-club`).fill('01IT0001');
    }
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-late-entry`, { fullPage: false });
    await dialog.getByRole('button', { name: exact(tr(lang, 'desk:late.submit')) }).click();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('list', { name: tr(lang, 'desk:listLabel') });
    const late = list.getByRole('listitem', { name: `Aldo ${tag} – Bruno ${tag}` });
    await expect(late).toBeVisible();
    // Unverified until the provider's staff verify its athletes.
    await expect(late).toContainText(tr(lang, 'common:enrolmentStatus.missing_athlete_verification'));

    // Enrolments from a spreadsheet: previewed, then all of them.
    await page.getByRole('button', { name: exact(tr(lang, 'desk:late.import')) }).click();
    const importing = page.getByRole('dialog', { name: exact(tr(lang, 'common:dataImport.title.enrolments')) });
    await importing.getByLabel(tr(lang, 'common:dataImport.choose')).setInputFiles({ name: 'enrolments.csv', mimeType: 'text/csv', buffer: csv([header(lang), line(tag, 'Carla', 'Dora'), line(tag, 'Elio', 'Fabio')]) });
    await expect(importing.getByRole('status')).toHaveText(t(lang, 'common:dataImport.rowsReady_other', { n: 2 }));
    await shot(page, info, `${lang}-import-enrolments`, { fullPage: false });
    await importing.getByRole('button', { name: exact(t(lang, 'common:dataImport.submitCount_other', { n: 2 })) }).click();
    await expect(importing).toBeHidden();
    await expect(page.getByText(t(lang, 'common:dataImport.done.enrolments_other', { count: 2 }))).toBeVisible();
    await expect(list.getByRole('listitem', { name: `Carla ${tag} – Dora ${tag}` })).toBeVisible();
    await expect(list.getByRole('listitem', { name: `Elio ${tag} – Fabio ${tag}` })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, info, `${lang}-desk`);

    // Back to the dashboard: edit the competition.
    await openMenuEntry(page, info, lang, 'common:menu.dashboard');
    await page.getByRole('link', { name: t(lang, 'dashboard:organizer.toEditOf', { competition: name }) }).click();
    const edit = page.getByRole('dialog', { name: t(lang, 'competitions:form.editTitle', { name }) });
    await expect(edit).toBeVisible();
    const place = edit.getByLabel(tr(lang, 'competitions:form.location'));
    await place.fill(`Palazzetto ${tag}`);
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-edit-competition`, { fullPage: false });
    await edit.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    await expect(page.getByText(t(lang, 'competitions:form.savedDetail', { name }))).toBeVisible();
    const stored = await su.call<{ location: string }>('get', `/api/collections/competitions/records/${comp.id}`);
    expect(stored.location).toBe(`Palazzetto ${tag}`);
    await page.context().close();
  });
}
