// Importing couples from a spreadsheet, English on the desktop and Italian on the phone: a CSV with a
// bad row shows that row's errors, field by field, and imports nothing; the fixed file (an XLSX) imports
// every row. The server's check and the all-or-nothing write are tested in tests/data-exchange.test.ts.
import writeXlsxFile from 'write-excel-file/node';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginViaApi } from './helpers/auth';
import { contextIn, exact, LANGS, t, tr, type Lang } from './helpers/i18n';
import { device, shot } from './helpers/devices';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';

const FIELDS = ['kata', 'tori_name', 'tori_surname', 'tori_birthday', 'tori_country', 'tori_belt', 'tori_club', 'uke_name', 'uke_surname', 'uke_birthday', 'uke_country', 'uke_belt', 'uke_club'];
const header = (lang: Lang) => FIELDS.map((f) => tr(lang, `common:dataImport.columns.${f}`));
const row = (tag: string, uke: string, ukeCountry = 'IT', ukeBelt = '2d') => ['nage-no-kata', 'Mario', tag, '01/05/1990', 'IT', '1d', '01IT0001', uke, tag, '1991-06-02', ukeCountry, ukeBelt, '01IT0001'];
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'utf8');

for (const lang of LANGS) {
  test(`import couples: a bad row shows its errors, the fixed file imports (${lang})`, { tag: `@${lang}` }, async ({ browser, baseURL }, info) => {
    const tag = `Imp${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;
    const email = uniqueEmail(`import-${tag.toLowerCase()}`);
    await createUser({ email, username: `imp.${tag.toLowerCase()}`, name: `Import ${tag}` });
    const page = await (await contextIn(browser, lang, { baseURL, ...device(info) })).newPage();
    await loginViaApi(page, email, TEST_PASSWORD, '/reserved/registry?tab=couples');

    await page.getByRole('button', { name: exact(tr(lang, 'common:dataImport.action.couples')) }).click();
    const dialog = page.getByRole('dialog', { name: exact(tr(lang, 'common:dataImport.title.couples')) });
    const file = dialog.getByLabel(tr(lang, 'common:dataImport.choose'));
    // Line 3: the uke's country is not a two-letter code and the belt is missing.
    await file.setInputFiles({ name: 'couples.csv', mimeType: 'text/csv', buffer: csv([header(lang), row(tag, 'Luigi'), row(tag, 'Paola', 'Italy', '')]) });
    await expect(dialog.getByRole('status')).toHaveText(t(lang, 'common:dataImport.rowsWithErrors_one', { bad: 1, n: 2 }));
    const bad = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await expect(bad).toContainText(`${tr(lang, 'common:dataImport.columns.uke_country')}: ${tr(lang, 'common:errors.validation_invalid_format')}`);
    await expect(bad).toContainText(`${tr(lang, 'common:dataImport.columns.uke_belt')}: ${tr(lang, 'common:errors.validation_required')}`);
    // No count while a row is wrong: the file as it is imports nothing.
    await expect(dialog.getByRole('button', { name: exact(tr(lang, 'common:dataImport.submit')) })).toBeDisabled();
    await expectNoA11yViolations(page);
    await bad.scrollIntoViewIfNeeded();
    await shot(page, info, `${lang}-import-errors`, { fullPage: false });

    // The fixed file, as a spreadsheet.
    const xlsx = await writeXlsxFile([header(lang), row(tag, 'Luigi'), row(tag, 'Paola')].map((r) => r.map((value) => ({ value })))).toBuffer();
    await file.setInputFiles({ name: 'couples.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
    await expect(dialog.getByRole('status')).toHaveText(t(lang, 'common:dataImport.rowsReady_other', { n: 2 }));
    await shot(page, info, `${lang}-import-ready`, { fullPage: false });
    await dialog.getByRole('button', { name: exact(t(lang, 'common:dataImport.submitCount_other', { n: 2 })) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t(lang, 'common:dataImport.done.couples_other', { count: 2 }))).toBeVisible();
    await expect(page.getByText(`${tag} Paola`).or(page.getByText(`Paola ${tag}`)).first()).toBeVisible();
    await page.context().close();
  });
}
