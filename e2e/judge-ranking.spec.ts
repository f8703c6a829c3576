// Judge consistency by person: a five-judge poule whose fifth judge strays on two techniques, the
// couple validated; the organizer opens the consistency from the supervisor's judges' list and finds
// that judge first (2 of 17 marks cancelled and outside, 4 points away on average); an admin opens
// every judge's consistency from the admin menu. en and it, desktop and phone, axe, screenshots.
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { ITEMS, judgedCouple } from './helpers/judgedCouple';
import { contextIn, LANGS, t, tr, type Lang } from './helpers/i18n';
import { openMenuEntry } from './helpers/menu';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';


/**
 * The strayer's figures as the row shows them: 2 of 17 marks, 4 points on average; the same two marks
 * 5 and 3 points below the panel's average (10), none above.
 */
function strayerCells(lang: Lang): string[] {
  const share = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'it-IT', { style: 'percent', maximumFractionDigits: 1 }).format(2 / ITEMS);
  return [t(lang, 'results:ranking.outsideValue_other', { n: 2, share }), t(lang, 'results:ranking.points_other', { n: 4 }), t(lang, 'results:ranking.offPanelValue', { plus: 0, minus: 2, share })];
}

for (const lang of LANGS) {
  test(`officials read the consistency of their judges; admins of every judge (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition } = await judgedCouple(request, tag, 'Consistency Cup', 'RANKING');
    const use = info.project.use;
    const options = { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch };
    const ctx = await contextIn(browser, lang, options);

    // The organizer: from the supervisor's judges' list to the consistency of the competition's judges.
    const page = await ctx.newPage();
    await loginAs(page, 'organizer', `/competitions/${competition}/officials/supervise`);
    await page.getByRole('link', { name: tr(lang, 'results:ranking.link') }).click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:ranking.title') })).toBeVisible();
    const rows = page.locator('.judge-ranking tbody tr');
    await expect(rows).toHaveCount(5);
    // The judge who strayed comes first, with the two marks outside and the average distance.
    await expect(rows.first()).toContainText(`Giudice 5 ${tag}`);
    for (const cell of strayerCells(lang)) await expect(rows.first()).toContainText(cell);
    await expect(rows.nth(1)).toContainText(t(lang, 'results:ranking.outsideValue_other', { n: 0, share: new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'it-IT', { style: 'percent', maximumFractionDigits: 1 }).format(0) }));
    await expectNoA11yViolations(page);
    await shot(page, info, `ranking-competition-${lang}`);
    await ctx.close();

    // An admin: every judge of the list, from the admin menu.
    const adminCtx = await contextIn(browser, lang, options);
    const adminPage = await adminCtx.newPage();
    await loginAs(adminPage, 'admin', '/reserved');
    await openMenuEntry(adminPage, info, lang, 'common:menu.judges');
    await expect(adminPage.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.judgeRanking') })).toBeVisible();
    const strayer = adminPage.locator('.judge-ranking tbody tr', { hasText: `Giudice 5 ${tag}` });
    for (const cell of strayerCells(lang)) await expect(strayer).toContainText(cell);
    await expectNoA11yViolations(adminPage);
    await shot(adminPage, info, `ranking-all-${lang}`);
    await adminCtx.close();
  });
}
