// What a phone and long data do to the layout: the competition tabs keep the active one in view,
// a long unbroken name wraps instead of pushing the row's actions off screen or being cut, and a
// registration form marks every wrong field red (not only the password fields). en and it,
// desktop and phone (both projects), with axe.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { device, fitsWidth, shot } from './helpers/devices';
import { loginAs, loginViaApi } from './helpers/auth';
import { contextIn, LANGS, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { e2eState } from './helpers/state';
import { superuserApi } from './helpers/api';
import { scaled } from './helpers/time';

async function pageIn(browser: Browser, lang: Lang, info: TestInfo) {
  const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) });
  return ctx.newPage();
}

/** The red of an invalid field (the theme's, darkened for contrast). */
const INVALID_BORDER = 'rgb(185, 28, 28)';

for (const lang of LANGS) {
  test(`the active competition tab is on screen (${lang})`, { tag: `@${lang}` }, async ({ browser, state }, info) => {
    test.setTimeout(scaled(60_000));
    const page = await pageIn(browser, lang, info);
    const id = state.seed?.competitions?.accreditation ?? '';
    for (const tab of ['leaderboard', 'results', 'info']) {
      await page.goto(`/competitions/${id}/${tab}`);
      const active = page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).locator('a[aria-current="page"]');
      await expect(active).toHaveAttribute('data-tab', tab);
      await expect(active).toBeInViewport({ ratio: 1 });
    }
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  test(`a long unbroken name wraps: the row's actions stay on screen (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    test.setTimeout(scaled(60_000));
    const { baseURL } = e2eState();
    const email = uniqueEmail('longname');
    const owner = await createUser({ email, username: `ln${Date.now().toString(36)}${lang}${info.project.name.slice(0, 1)}` });
    const auth = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: email, password: TEST_PASSWORD }),
    });
    const { token } = (await auth.json()) as { token: string };
    const surname = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen';
    const res = await fetch(`${baseURL}/api/collections/athletes/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ owner, name: 'Hubert', surname, birthday: '1994-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001' }),
    });
    expect(res.ok, `create athlete: ${res.status}`).toBeTruthy();

    const page = await pageIn(browser, lang, info);
    await loginViaApi(page, email, TEST_PASSWORD, '/reserved/registry');
    const name = page.locator('.registry-name strong').filter({ hasText: surname });
    await expect(name).toBeVisible();
    // Nothing is cut: the name's box holds its whole text, and the page does not scroll sideways.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    const edit = page.getByRole('button', { name: `${tr(lang, 'common:actions.edit')} – Hubert ${surname}` });
    // Below the fold on a phone is fine; pushed past either side of the screen is not.
    const box = await edit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `.tmp/shots-layout/${info.project.name}-registry-${lang}.png`, fullPage: true });
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  test(`a dashboard section's link keeps its distance from the card below (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    test.setTimeout(scaled(60_000));
    // A new athlete: no couples yet, so the empty-state card follows the head of "My couples".
    const email = uniqueEmail('dashgap');
    await createUser({ email, username: `dg${Date.now().toString(36)}${lang}${info.project.name.slice(0, 1)}` });
    const page = await pageIn(browser, lang, info);
    await loginViaApi(page, email, TEST_PASSWORD, '/reserved');
    const head = page.locator('.dash-section-head').filter({ has: page.getByRole('link', { name: tr(lang, 'dashboard:athlete.toEnrolments') }) });
    const link = head.getByRole('link', { name: tr(lang, 'dashboard:athlete.toEnrolments') });
    const card = head.locator('xpath=following-sibling::*[1]');
    await expect(card).toBeVisible();
    const [a, b] = [await link.boundingBox(), await card.boundingBox()];
    expect(b!.y - (a!.y + a!.height)).toBeGreaterThanOrEqual(8);
    await page.context().close();
  });

  test(`registration marks every wrong field, not only the passwords (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    test.setTimeout(scaled(60_000));
    const page = await pageIn(browser, lang, info);
    await page.goto('/register');
    await page.getByRole('button', { name: tr(lang, 'auth:register.submit') }).click();
    const invalid = page.locator('input[aria-invalid="true"]');
    // name, username, e-mail, password, confirmation and the privacy box
    await expect(invalid).toHaveCount(6);
    for (const field of await page.locator('input.p-inputtext[aria-invalid="true"]').all()) await expect(field).toHaveCSS('border-top-color', INVALID_BORDER);
    await expect(page.locator('.p-checkbox:has(input[aria-invalid="true"]) .p-checkbox-box')).toHaveCSS('border-top-color', INVALID_BORDER);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `.tmp/shots-layout/${info.project.name}-register-${lang}.png`, fullPage: true });
    await expectNoA11yViolations(page);
    await page.context().close();
  });
}

/**
 * The words of every name in the admin's registry lists that are split over two lines although they
 * fit on one: a word's text range gives one box per line it sits on.
 */
async function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll('.registry-name strong, .couple-member > span:not(.couple-role)')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(boxes.map((r) => Math.round(r.top)));
          // A word wider than the name's cap (a 60-letter surname) has to break; any other must not.
          const cap = parseFloat(getComputedStyle(el).maxWidth) || window.innerWidth;
          const width = boxes.reduce((sum, r) => sum + r.width, 0);
          if (lines.size > 1 && width <= cap) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
}

// An admin's registry on a 1366 × 768 laptop (the owner column makes it the widest list): names
// wrap between words, never inside one. The test's own couple, found by a search, so that what other
// tests add to the registry cannot widen the name column. Desktop only: a phone stacks rows into cards.
for (const lang of LANGS) {
  test(`the admin's registry at 1366 px breaks no name mid-word (${lang})`, { tag: '@desktop' }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(60_000));
    const api = await superuserApi(request);
    // A word of letters only, unique to this run: the search finds this test's rows alone.
    const tag = `Qz${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}${lang}`;
    const owner = await createUser({ email: uniqueEmail('wrap'), username: `wr${Date.now().toString(36)}${lang}`, name: 'Massimiliano Castiglioni' });
    const athlete = (name: string, surname: string) =>
      api.create('athletes', { owner, name, surname: `${surname} ${tag}`, birthday: '1991-02-03 00:00:00.000Z', country: 'IT', region: 'Friuli-Venezia Giulia', belt: '1k', club: '05IT0123' });
    const [tori, uke] = [await athlete('Bonaventura', 'Castelfranchi'), await athlete('Ermenegilda', 'Montecatini')];
    await api.create('couples', { owner, tori: tori.id, uke: uke.id, kata: 'katame-no-kata' });

    const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: { width: 1366, height: 768 } });
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/reserved/registry');
    await page.getByLabel(tr(lang, 'registry:athletes.search')).fill(tag);
    await expect(page.locator('.registry-name strong')).toHaveCount(2);
    expect(await namesBrokenMidWord(page)).toEqual([]);
    await shot(page, info, `registry-1366-athletes-${lang}`);
    await page.getByRole('tab', { name: tr(lang, 'registry:couples.title') }).click();
    await page.getByLabel(tr(lang, 'registry:couples.search')).fill(tag);
    await expect(page.locator('.couple-member')).toHaveCount(2);
    expect(await namesBrokenMidWord(page)).toEqual([]);
    await shot(page, info, `registry-1366-couples-${lang}`);
    await expectNoA11yViolations(page);
    await ctx.close();
  });
}
