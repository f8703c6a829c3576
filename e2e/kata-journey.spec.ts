// A kata added as data, from the katas page to the public results (English on the desktop, Italian on
// the phone, axe): an admin
// adds Kodomo-no-kata 1 with its items, an athlete registers a couple with it in the registry, the
// enrolment and the draw are seeded through the API (the screens are not the point here), and a
// spectator's first visit to the public draws and results names the kata by its name, never by its
// capitalized slug.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { loginAs, loginViaApi } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, exact, LANGS, t, tr } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';
import { slugName } from '../src/lib/core/kataNames';

const pick = (page: Page, scope: Locator, inputId: string, option: string | RegExp) => pickOption(page, scope.locator(`.p-dropdown:has(#${inputId})`), option);

for (const lang of LANGS) {
  test(`Kodomo-no-kata 1: added by an admin, chosen by an athlete, named on the public results (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${Date.now().toString(36)}`;
    // Each run its own kata (the demo data is shared between runs): the slug of Kodomo-no-kata 1 and a tag.
    const kata = `kodomo-no-kata-1-${tag}`;
    const nameEn = `Kodomo-no-kata (1st) ${tag}`;
    const nameIt = `Kodomo-no-kata (1ª) ${tag}`;
    const name = lang === 'it' ? nameIt : nameEn;
    const su = await superuserApi(request);
    const use = info.project.use;
    const open = () => contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
    const [adminCtx, athleteCtx, publicCtx] = await Promise.all([open(), open(), open()]);
    try {
      // The admin adds the kata with its items on the katas page.
      const admin = await adminCtx.newPage();
      await loginAs(admin, 'admin', '/reserved/kata-sheets');
      await admin.getByRole('button', { name: tr(lang, 'katasheets:create') }).click();
      const dialog = admin.getByRole('dialog', { name: tr(lang, 'katasheets:form.createTitle') });
      await dialog.getByLabel(tr(lang, 'katasheets:form.slug')).fill(kata);
      await dialog.getByLabel(tr(lang, 'katasheets:form.nameEn')).fill(nameEn);
      await dialog.getByLabel(tr(lang, 'katasheets:form.nameIt')).fill(nameIt);
      await dialog.getByLabel(tr(lang, 'katasheets:form.judges')).fill('3');
      await dialog.getByLabel(t(lang, 'katasheets:form.nameOf', { n: 2 })).fill('Ayumi ashi');
      await dialog.getByRole('button', { name: tr(lang, 'katasheets:form.addItem') }).click();
      await dialog.getByLabel(t(lang, 'katasheets:form.nameOf', { n: 4 })).fill('Tsugi ashi');
      await dialog.getByLabel(t(lang, 'katasheets:form.kindOf', { n: 4 })).selectOption('technique');
      await dialog.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(name, { exact: true })).toBeVisible();

      // An athlete with two verified athletes registers a couple with it.
      const email = uniqueEmail(`kodomo-${tag}`);
      const owner = await createUser({ email, username: `kodomo.${tag}`, name: `Kodomo ${tag}` });
      const person = async (n: string) =>
        (await su.create('athletes', { owner, name: n, surname: `Kodomo${tag}`, birthday: '2014-05-01 00:00:00.000Z', country: 'IT', belt: '3k', club: '01IT0001', verified: true })).id as string;
      const [tori, uke] = [await person('Aiko'), await person('Ugo')];
      const athlete = await athleteCtx.newPage();
      await loginViaApi(athlete, email, TEST_PASSWORD, '/reserved/registry?tab=couples');
      await athlete.getByRole('button', { name: exact(tr(lang, 'registry:couples.create')) }).first().click();
      const coupleDialog = athlete.getByRole('dialog', { name: exact(tr(lang, 'registry:couples.createTitle')) });
      await pick(athlete, coupleDialog, 'couple-tori', new RegExp(`^Kodomo${tag} Aiko`));
      await pick(athlete, coupleDialog, 'couple-uke', new RegExp(`^Kodomo${tag} Ugo`));
      await pick(athlete, coupleDialog, 'couple-kata', name);
      await expectNoA11yViolations(athlete);
      await coupleDialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
      await expect(coupleDialog).toBeHidden();
      const [couple] = (await su.call('get', `/api/collections/couples/records?filter=${encodeURIComponent(`owner = "${owner}"`)}`)).items as { id: string; kata: string; tori: string; uke: string }[];
      expect(couple).toMatchObject({ kata, tori, uke });

      // Enrolment and draw, seeded: a competition whose circuit offers the kata, the couple enrolled,
      // present and paid, the poule drawn and published.
      await su.call('patch', `/api/collections/couples/records/${couple!.id}`, { verified: true });
      const comp = await su.create('competitions', { name: `Kodomo Cup ${tag}`, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [demoUserIds().organizer], status: 'ongoing' });
      await su.create('circuits', { competition: comp.id, name: 'Children', order: 1, katas: [kata] });
      await su.create('enrolments', { competition: comp.id, couple: couple!.id, owner, paymentReceived: true, present: true });
      await su.call('post', `/api/custom/competitions/${comp.id as string}/draw`, { seed: 'KODOMO' });
      const [poule] = (await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id as string}"`)}`)).items as { id: string; kata: string }[];
      expect(poule!.kata).toBe(kata);
      await su.call('patch', `/api/collections/poules/records/${poule!.id}`, { published: true });

      // A spectator's first visit: the public draws and results name the kata, never its slug.
      const spectator = await publicCtx.newPage();
      for (const tab of ['draws', 'results'] as const) {
        await spectator.goto(`/competitions/${comp.id as string}/${tab}`);
        await expect(spectator.getByText(name).first()).toBeVisible();
        await expect(spectator.getByText(slugName(kata))).toHaveCount(0);
      }
      await expectNoA11yViolations(spectator);
      await shot(spectator, info, `kodomo-results-${lang}`);
    } finally {
      await Promise.all([adminCtx.close(), athleteCtx.close(), publicCtx.close()]);
      // The run's kata is no longer offered (the demo's lists stay as they were); it stays on what names it.
      const filter = encodeURIComponent(`kata = "${kata}"`);
      for (const s of (await su.call('get', `/api/collections/kata_sheets/records?filter=${filter}`)).items as { id: string }[]) await su.call('patch', `/api/collections/kata_sheets/records/${s.id}`, { active: false });
    }
  });
}
