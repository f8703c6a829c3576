// Reference marks from the screens: a five-judge couple whose fifth judge marks a big mistake on item 2
// and a medium one on item 3, validated; the competition's commissioner opens the judges' consistency
// from the supervisor's screen, marks the couple as the reference (every item no mistake, from its
// video) and finds the fifth judge 5 and 3 points below it on items 2 and 3 (outside ±1), the others
// within; the ranking shows the same beside the panel's figures. en and it, desktop and phone, axe.
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import { pickOption } from './helpers/dropdown';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { ITEMS, judgedCouple } from './helpers/judgedCouple';
import { contextIn, exact, LANGS, LOCALE, t, tr, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';


const num = (lang: Lang, n: number) => new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(n);

for (const lang of LANGS) {
  test(`a commissioner marks a reference and reads each judge against it (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition } = await judgedCouple(request, tag, 'Reference Cup', 'REFERENCE');
    const use = info.project.use;
    const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
    const page = await ctx.newPage();
    await loginAs(page, 'commissioner', `/competitions/${competition}/officials/supervise`);
    await page.getByRole('link', { name: tr(lang, 'results:ranking.link') }).click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:reference.title') })).toBeVisible();
    await expect(page.getByText(tr(lang, 'results:reference.empty'))).toBeVisible();

    await page.getByRole('button', { name: tr(lang, 'results:reference.mark') }).click();
    await pickOption(page, page.locator('.reference-fields .p-dropdown').first(), new RegExp(tag));
    await page.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: ITEMS })) }).click();
    await page.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: ITEMS })) }).click();
    await page.getByRole('button', { name: tr(lang, 'results:reference.save') }).click();

    // Judge 5: items 2 and 3 lie 5 and 3 points below the reference, outside ±1; the others match it.
    const block = page.locator('.reference-block');
    await expect(block).toHaveCount(1);
    const strayer = block.locator('tbody tr', { hasText: `Giudice 5 ${tag}` });
    await expect(strayer.locator('td.reference-off')).toHaveCount(2);
    await expect(strayer).toContainText(t(lang, 'results:reference.biasValue', { plus: 0, minus: 2, sum: num(lang, -8) }));
    await expect(block.locator('tbody tr', { hasText: `Giudice 1 ${tag}` })).toContainText(t(lang, 'results:reference.biasValue', { plus: 0, minus: 0, sum: '0' }));
    // The ranking, beside the panel's figures: −8 over 17 items, −0.47 a mark on average.
    const row = page.locator('.judge-ranking tbody tr', { hasText: `Giudice 5 ${tag}` });
    await expect(row).toContainText(t(lang, 'results:ranking.referenceValue_one', { plus: 0, minus: 2, couples: 1, bias: num(lang, -8 / ITEMS) }));
    await expectNoA11yViolations(page);
    await shot(page, info, `reference-${lang}`);
    await ctx.close();
  });
}
