// A judge sees themselves: an admin links a judge of the list to a user account on the judges' page
// ("Judges' accounts"); that account's dashboard then leads to "My judging", with the judge's panel
// to come (the competition, tatami and seat, the poule of the tatami), the qualification with its
// expiry date (lapsing within 30 days: said so) and the judge's own figures (the stray fifth judge of
// judgedCouple: 17 marks, 2 cancelled and outside). en on the desktop, it on the phone; axe; screenshots.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs, loginViaApi } from './helpers/auth';
import { pbDate, superuserApi } from './helpers/api';
import { shot } from './helpers/devices';
import { contextIn, exact, LANGS, t, tr } from './helpers/i18n';
import { judgedCouple } from './helpers/judgedCouple';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const PASSWORD = 'Judge-self-e2e-123!';

for (const lang of LANGS) {
  test(`an admin links a judge to an account; the judge sees their own judging (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition, judges } = await judgedCouple(request, tag, 'Self Cup', `SELF${tag}`);
    const su = await superuserApi(request);
    const username = `judge${tag}`.toLowerCase();
    const email = `${username}@test.local`;
    await su.create('users', { email, username, name: `Gina ${tag}`, password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true, lang, privacyAcceptedAt: pbDate(Date.now()) });
    await su.create('judge_qualifications', { judge: judges[4]!, kata: 'nage-no-kata', level: 'national', validUntil: pbDate(Date.now() + 20 * 86400_000) });
    const judge5 = `Giudice 5 ${tag}`;
    const use = info.project.use;
    const options = { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch };

    // The admin links judge 5 to Gina's account on the judges' page.
    const adminCtx = await contextIn(browser, lang, options);
    const admin = await adminCtx.newPage();
    await loginAs(admin, 'admin', '/reserved/judges');
    const accounts = admin.locator('.judge-accounts');
    await expect(accounts.getByRole('heading', { name: tr(lang, 'results:accounts.title') })).toBeVisible();
    await accounts.locator('.p-dropdown:has(#account-judge)').click();
    await admin.locator('.p-dropdown-filter').fill(tag);
    await admin.locator('.p-dropdown-panel').getByRole('option', { name: exact(`${judge5} · Judo Roma`) }).click();
    await admin.locator('#account-user').fill(username);
    // Chosen with the keyboard, the one suggestion: a pointer click during the panel's opening
    // transition can be lost under load.
    await expect(admin.locator('.p-autocomplete-panel').getByRole('option', { name: exact(`Gina ${tag} (${username})`) })).toBeVisible();
    await admin.locator('#account-user').press('ArrowDown');
    await admin.locator('#account-user').press('Enter');
    await expect(admin.locator('#account-user')).toHaveValue(`Gina ${tag} (${username})`);
    await accounts.getByRole('button', { name: exact(tr(lang, 'results:accounts.link')) }).click();
    const linked = accounts.locator('tbody tr').filter({ hasText: judge5 });
    await expect(linked).toContainText(`Gina ${tag} (${username})`);
    await expectNoA11yViolations(admin);
    await shot(admin, info, `judge-accounts-${lang}`, { fullPage: true });
    await adminCtx.close();

    // Gina: the dashboard leads to "My judging".
    const ctx = await contextIn(browser, lang, options);
    const page = await ctx.newPage();
    await loginViaApi(page, email, PASSWORD, '/reserved');
    await expect(page.getByRole('link', { name: exact(tr(lang, 'common:titles.myJudging')) })).toBeVisible();
    await shot(page, info, `dashboard-judging-${lang}`, { fullPage: false });
    await page.getByRole('link', { name: exact(tr(lang, 'common:titles.myJudging')) }).click();
    await expect(page).toHaveURL(/\/reserved\/judging$/);
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.myJudging') })).toBeVisible();
    await expect(page.locator('.page-subtitle')).toHaveText(`${judge5} · Judo Roma`);
    // The panel to come: seat 5 of tatami 1 of Self Cup, with its poule.
    const panel = page.locator('.my-panel').filter({ hasText: `Self Cup ${tag}` });
    await expect(panel.getByRole('link', { name: `Self Cup ${tag}` })).toHaveAttribute('href', `/competitions/${competition}`);
    await expect(panel).toContainText(t(lang, 'results:myJudging.seat', { tatami: 1, seat: 5 }));
    await expect(panel.getByRole('list', { name: t(lang, 'results:myJudging.poulesOf', { tatami: 1 }) })).toContainText(tr(lang, 'common:katas.nage-no-kata'));
    // The qualification and its expiry: lapsing in 20 days.
    const qualification = page.getByRole('region', { name: tr(lang, 'results:myJudging.qualifications') }).locator('tbody tr');
    await expect(qualification).toHaveCount(1);
    await expect(qualification).toContainText(tr(lang, 'results:qualifications.levels.national'));
    await expect(qualification).toContainText(t(lang, 'results:myJudging.lapsesIn_other', { count: 20 }));
    // The figures, by hand: 17 marks; items 2 and 3 (5 and 7 against 10s) cancelled and outside: 2 of 17.
    const figures = page.getByRole('region', { name: tr(lang, 'results:myJudging.figures') }).locator('tbody tr');
    await expect(figures).toHaveCount(1);
    await expect(figures).toContainText('17');
    await expect(figures).toContainText(t(lang, 'results:ranking.outsideValue_other', { n: 2, share: lang === 'en' ? '11.8%' : '11,8%' }));
    await expectNoA11yViolations(page);
    await shot(page, info, `my-judging-${lang}`, { fullPage: true });
    await ctx.close();
  });
}
