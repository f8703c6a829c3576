// Names where codes and ids were: the public draw tab names the athletes' clubs (and screen readers hear
// each athlete with their club, no stray dash); an admin registers a club on the Clubs page; the venue
// screen shows the results of a day whose poules have no tatami; the audit trail names the new club and
// labels its fields. The archived demo competition is read, never changed. en and it; axe on each screen.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, LANGS, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';

/** Seeded clubs of the demo athletes (scripts/seed.mjs). */
const DEMO_CLUBS = ['ASD Judo Club Roma', 'Kodokan Milano', 'Judo Kai Firenze', 'CUS Torino Judo', 'Tokyo Kata Dojo'];

for (const lang of LANGS) {
  test(`club names, a new club, the venue results and a named audit row (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    const { seed } = e2eState();
    const archived = (seed?.competitions as Record<string, string>).archived as string;
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    try {
      // ------------------------------------------------------------ public draw tab: names, not codes
      await page.goto(`/competitions/${archived}/draws`);
      const cells = page.locator('.draw-order .couple-cell');
      await expect(cells.first()).toBeVisible();
      const clubs = page.locator('.draw-order .couple-clubs');
      await expect(clubs.first()).toHaveText(new RegExp(DEMO_CLUBS.map(escapeRe).join('|')));
      for (const text of await clubs.allTextContents()) expect(text).not.toMatch(/\b\d{2}[A-Z]{2}\d{4}\b/);
      // What a screen reader hears: each athlete with their club, no dangling dash or empty club.
      const speech = (await cells.first().locator('.sr-only').textContent()) ?? '';
      const tori = escapeRe(tr(lang, 'results:couple.tori'));
      const uke = escapeRe(tr(lang, 'results:couple.uke'));
      expect(speech).toMatch(new RegExp(`^${tori}: [^–,()]+ \\((${DEMO_CLUBS.map(escapeRe).join('|')})\\), ${uke}: [^–,()]+ \\(.+\\)$`));
      await expectNoA11yViolations(page);
      await shot(page, info, `clubs-draws-${lang}`);

      // ------------------------------------------------------------ venue screen: results without any tatami
      await page.goto(`/competitions/${archived}/screen`);
      await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'venue:latest') })).toBeVisible();
      await expect(page.locator('[data-testid^="venue-result-"]').first()).toBeVisible();
      await expect(page.getByText(tr(lang, 'venue:noSchedule'))).toHaveCount(0);
      await expectNoA11yViolations(page);
      await shot(page, info, `venue-results-${lang}`);

      // ------------------------------------------------------------ admin adds a club
      const code = `${info.project.name === 'phone' ? '08' : '09'}${lang.toUpperCase()}${String(Date.now() % 10000).padStart(4, '0')}`;
      const name = `Judo Club ${lang} ${info.project.name} ${Date.now() % 100000}`;
      await loginAs(page, 'admin', '/reserved/clubs');
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.clubs') })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Kodokan Milano' })).toHaveCount(1);
      await page.getByRole('button', { name: tr(lang, 'registry:clubs.add') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(tr(lang, 'registry:clubs.code')).fill('12');
      await dialog.getByLabel(tr(lang, 'registry:clubs.name')).fill(name);
      await dialog.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(dialog.getByText(tr(lang, 'common:validation.clubCode'))).toBeVisible();
      await dialog.getByLabel(tr(lang, 'registry:clubs.code')).fill(code);
      await dialog.getByLabel(tr(lang, 'registry:clubs.city')).fill('Bologna');
      await expectNoA11yViolations(page);
      await shot(page, info, `clubs-dialog-${lang}`);
      await dialog.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText(code);
      await expectNoA11yViolations(page);
      await shot(page, info, `clubs-page-${lang}`);

      // ------------------------------------------------------------ audit: the row names the club, fields labelled
      await page.goto('/reserved/audit?table=clubs');
      const row = page.getByRole('row').filter({ hasText: `${name} (${code})` });
      await expect(row).toHaveCount(1);
      await row.getByRole('button').last().click();
      const changes = page.getByRole('dialog');
      await expect(changes.getByRole('rowheader', { name: tr(lang, 'audit:fields.clubs.name'), exact: true })).toBeVisible();
      await expect(changes.getByRole('rowheader', { name: tr(lang, 'audit:fields.any.city'), exact: true })).toBeVisible();
      await expect(changes.getByRole('rowheader', { name: 'city', exact: true })).toHaveCount(0);
      await expectNoA11yViolations(page);
      await shot(page, info, `audit-club-${lang}`);
    } finally {
      await ctx.close();
    }
  });
}
