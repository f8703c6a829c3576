// Katas (admins), en and it, desktop and phone, axe: the list; a new kata added in the editor (each
// run its own, named in both languages: katas are data), saved, edited and saved again; then the kata
// in use: a competition offering it draws its poule with the kata's panel, and the scoring screen
// marks the items as edited. Afterwards the kata is switched off (it stays on what names it).
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, escapeRe, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

for (const lang of LANGS) {
  test(`an admin adds a kata, edits it, and a competition uses it (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const kata = `kodomo-${tag}`;
    const name = `Kodomo ${tag}`;
    const su = await superuserApi(request);
    const filter = encodeURIComponent(`kata = "${kata}"`);
    const stored = async () => (await su.call('get', `/api/collections/kata_sheets/records?filter=${filter}`)).items as Record<string, unknown>[];
    const use = info.project.use;
    const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
    try {
      const page = await ctx.newPage();
      await loginAs(page, 'admin', '/reserved/kata-sheets');
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.kataSheets') })).toBeVisible();
      await expect(page.getByText(tr(lang, 'common:katas.nage-no-kata'), { exact: true })).toBeVisible();
      await expectNoA11yViolations(page);

      // Add: the short name, the names in both languages, a panel of three, the technique named.
      await page.getByRole('button', { name: tr(lang, 'katasheets:create') }).click();
      const dialog = page.getByRole('dialog', { name: tr(lang, 'katasheets:form.createTitle') });
      await dialog.getByLabel(tr(lang, 'katasheets:form.slug')).fill(kata);
      await dialog.getByLabel(tr(lang, 'katasheets:form.nameEn')).fill(name);
      await dialog.getByLabel(tr(lang, 'katasheets:form.nameIt')).fill(name);
      await dialog.getByLabel(tr(lang, 'katasheets:form.judges')).fill('3');
      await dialog.getByLabel(t(lang, 'katasheets:form.nameOf', { n: 2 })).fill(`Tecnica ${tag}`);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      let [sheet] = await stored();
      expect(sheet).toMatchObject({ nameEn: name, nameIt: name, active: true, judges: 3, items: [{ kind: 'opening' }, { kind: 'technique', name: `Tecnica ${tag}` }, { kind: 'closing' }] });

      // Edit: rename the technique, add a second one, save.
      await page.getByRole('button', { name: `${tr(lang, 'common:actions.edit')} – ${name}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: t(lang, 'katasheets:form.editTitle', { kata: name }) });
      await edit.getByLabel(t(lang, 'katasheets:form.nameOf', { n: 2 })).fill(`Tecnica ${tag} bis`);
      await edit.getByRole('button', { name: tr(lang, 'katasheets:form.addItem') }).click();
      await edit.getByLabel(t(lang, 'katasheets:form.nameOf', { n: 4 })).fill(`Seconda ${tag}`);
      await edit.getByLabel(t(lang, 'katasheets:form.kindOf', { n: 4 })).selectOption('technique');
      await shot(page, info, `sheet-edit-${lang}`, { fullPage: false });
      await edit.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(edit).toBeHidden();
      [sheet] = await stored();
      expect((sheet!.items as { name: string }[]).map((i) => i.name)).toEqual(['Opening', `Tecnica ${tag} bis`, 'Closing', `Seconda ${tag}`]);

      // In use: a competition offering the kata draws its poule with the sheet's panel of three, and
      // the scoring screen marks the items as edited.
      const users = demoUserIds();
      const comp = await su.create('competitions', {
        name: `Sheet Cup ${tag}`,
        date: new Date().toISOString().replace('T', ' '),
        location: 'Roma',
        organizers: [users.organizer],
        status: 'ongoing',
      });
      await su.create('circuits', { competition: comp.id, name: 'Open', order: 1, katas: [kata] });
      const athlete = async (n: string) => (await su.create('athletes', { owner: users.athlete, name: n, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
      const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata, verified: true });
      await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
      await su.call('post', `/api/custom/competitions/${comp.id as string}/draw`, { seed: 'SHEET' });
      const [poule] = (await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id as string}"`)}`)).items as { id: string; judges: number }[];
      expect(poule!.judges).toBe(3);
      await su.call('patch', `/api/collections/poules/records/${poule!.id}`, { published: true });
      await page.goto(`/competitions/${comp.id as string}/officials/scoring`);
      // The judge's sheet: the four items in order (each name follows its number), none marked yet.
      const unmarked = escapeRe(tr(lang, 'results:scoring.unmarked'));
      await expect(page.locator('.score-name')).toHaveText([/^1/, new RegExp(`^2\\s*Tecnica ${tag} bis\\s*${unmarked}$`), /^3/, new RegExp(`^4\\s*Seconda ${tag}\\s*${unmarked}$`)]);
      await expect(page.getByRole('group', { name: tr(lang, 'results:scoring.judge') }).getByRole('button')).toHaveCount(3);
      await expectNoA11yViolations(page);
      await shot(page, info, `sheet-in-use-${lang}`);
    } finally {
      await ctx.close();
      // The run's kata is no longer offered (the demo's lists stay as they were); it stays on what names it.
      for (const s of await stored()) await su.call('patch', `/api/collections/kata_sheets/records/${s.id as string}`, { active: false });
    }
  });
}
