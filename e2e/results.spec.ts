// A competition day: an organizer draws the poule with a seed, moves a couple, chooses a
// panel of three and publishes; a commissioner (no menu: reached from the competition page) scores
// three couples on a tablet; a spectator's page, open in a second browser context, shows the results
// and the leaderboard change live without a reload, then the frozen notice once the commissioner
// freezes it (later scores stay hidden). In English on the desktop (ONCE_EN; the tablets in Italian on the phone are judges.spec.ts's); axe on every screen;
// screenshots in test-results/.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { superuserApi, demoUserIds } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, exact, type Lang, ONCE_EN, t } from './helpers/i18n';
import { scaled } from './helpers/time';
import { e2eState } from './helpers/state';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

interface Couple {
  tori: string;
  uke: string;
}

/** As a superuser: an ongoing competition of the demo organizer and commissioner with four accredited couples. */
async function competitionDay(request: APIRequestContext, tag: string): Promise<{ id: string; couples: Couple[] }> {
  const api = await superuserApi(request);
  const create = (collection: string, data: Record<string, unknown>) => api.create(collection, data);
  const users = demoUserIds();
  const comp = await create('competitions', {
    name: `Kata Day ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    supervised: false, // the transcription desk: a couple counts once its panel is complete
  });
  await create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const clubs = ['01IT0001', '01IT0001', '02IT0042', '03IT0107'];
  const couples: Couple[] = [];
  for (const [i, club] of clubs.entries()) {
    const athlete = (name: string) =>
      create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club, verified: true });
    const tori = await athlete(['Aiko', 'Bruno', 'Carla', 'Dario'][i] as string);
    const uke = await athlete(['Ugo', 'Vera', 'Walter', 'Zoe'][i] as string);
    const couple = await create('couples', { owner: users.athlete, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
    await create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
    couples.push({ tori: `${['Aiko', 'Bruno', 'Carla', 'Dario'][i]} ${tag}${i}`, uke: `${['Ugo', 'Vera', 'Walter', 'Zoe'][i]} ${tag}${i}` });
  }
  return { id: comp.id, couples };
}

/** Marks the `count` items not marked yet "no mistake" (the sheet's one confirmed gesture). */
async function restClean(page: Page, lang: Lang, count: number) {
  await page.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count })) }).click();
  const confirm = page.getByRole('dialog', { name: t(lang, 'results:scoring.restCleanTitle_other', { count }) });
  await confirm.getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count })) }).click();
  await expect(confirm).toBeHidden();
}

/** Saves the current judge's sheet (its `left` unmarked items marked clean first) and waits for the server's answer. */
async function saveSheet(page: Page, lang: Lang, left = 17) {
  if (left) await restClean(page, lang, left);
  const saved = page.waitForResponse((r) => r.url().includes('/api/collections/evaluations/records') && r.request().method() === 'POST');
  // The save bar sticks to the bottom of the screen over the marks; the keyboard reaches it without
  // Playwright's scroll-then-hit-test dance.
  await page.getByRole('button', { name: exact(t(lang, 'results:scoring.save')) }).press('Enter');
  expect((await saved).ok()).toBeTruthy();
  // The sheet of the next judge (or couple) is shown once the lists are refreshed: nothing marked on it
  // yet (or, after the last one, the saved sheet open for correction).
  await expect(page.locator('.score-missing', { hasText: t(lang, 'results:scoring.missing_other', { count: 17 }) }).or(page.getByRole('button', { name: exact(t(lang, 'results:scoring.saveCorrection')) }))).toBeVisible();
}

for (const lang of ONCE_EN) {
  test(`draw, score on a tablet, live public leaderboard, freeze (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    // Three browser contexts and nine saves: generous on a loaded machine (about 40 s when idle).
    test.setTimeout(scaled(240_000));
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`;
    const day = await competitionDay(request, tag);
    const base = `/competitions/${day.id}`;

    // ------------------------------------------------------------ organizer: draw, move, panel, publish
    const orgCtx = await deviceContext(browser, lang, info);
    const org = await orgCtx.newPage();
    await loginAs(org, 'organizer', `${base}/draws`);
    await expect(org.getByRole('heading', { name: t(lang, 'results:draws.empty') })).toBeVisible();
    await org.getByRole('link', { name: t(lang, 'results:officials.manageDraw') }).click();
    await expect(org).toHaveURL(new RegExp(`${base}/officials/draw$`));
    await expect(org.getByRole('heading', { name: t(lang, 'results:manage.title') })).toBeVisible();
    await org.getByLabel(t(lang, 'results:manage.seed')).fill('KATA-E2E');
    await org.getByRole('button', { name: exact(t(lang, 'results:manage.draw')) }).click();
    await expect(org.locator('.p-toast-message-success').filter({ hasText: 'KATA-E2E' })).toBeVisible();
    const poule = org.getByRole('article', { name: /A$/ });
    await expect(poule.locator('.draw-order li')).toHaveCount(4);
    // Couples of the same club (01IT0001) never back to back.
    const clubs = await poule.locator('.couple-clubs').allInnerTexts();
    for (let i = 1; i < clubs.length; i++) expect(clubs[i]).not.toBe(clubs[i - 1]);
    // Move the last couple to the top.
    const last = (await poule.locator('.couple-names').nth(3).innerText()).replace(/\s+/g, ' ').trim();
    await poule.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.move'))}`) }).nth(3).click();
    const dialog = org.getByRole('dialog');
    await dialog.getByLabel(t(lang, 'results:manage.movePosition')).fill('1');
    await dialog.getByRole('button', { name: exact(t(lang, 'results:manage.move')) }).click();
    await expect(dialog).toBeHidden();
    await expect(poule.locator('.couple-names').first()).toHaveText(new RegExp(escapeRe(last.split(' ')[0] as string)));
    // A panel of three judges, then publish (with confirmation).
    await poule.getByRole('button', { name: exact('3') }).click();
    await expect(poule.getByRole('button', { name: exact('3') })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(org);
    await shot(org, info, `draw-manager-${lang}`);
    await poule.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.publish'))}`) }).click();
    await org.locator('.p-confirm-dialog').getByRole('button', { name: exact(t(lang, 'results:manage.publish')) }).click();
    await expect(poule.getByText(t(lang, 'results:manage.published'), { exact: true })).toBeVisible();

    // ------------------------------------------------------------ the public: draws now, then the live leaderboard
    const pubCtx = await deviceContext(browser, lang, info);
    const pub = await pubCtx.newPage();
    await pub.goto(`${base}/draws`);
    await expect(pub.getByText('KATA-E2E')).toBeVisible();
    await expect(pub.locator('.draw-order li')).toHaveCount(4);
    await expect(pub.getByRole('group', { name: t(lang, 'results:officials.label') })).toHaveCount(0);
    await expectNoA11yViolations(pub);
    await shot(pub, info, `public-draws-${lang}`);
    // The board's stream is held by the board relay (another origin), as the document says.
    const onRelay = pub.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/realtime' && !r.url().startsWith(e2eState().baseURL));
    await pub.goto(`${base}/leaderboard`);
    await expect(pub.getByText(t(lang, 'results:leaderboard.disclaimer'))).toBeVisible();
    await onRelay;

    // ------------------------------------------------------------ commissioner on a tablet
    const comCtx = await deviceContext(browser, lang, info, TABLET);
    const com = await comCtx.newPage();
    await loginAs(com, 'commissioner', `${base}/results`);
    await com.getByRole('link', { name: t(lang, 'results:officials.scoring') }).click();
    await expect(com.getByRole('heading', { name: t(lang, 'results:scoring.title') })).toBeVisible();
    // Couple 1, judge 1: a small mistake on the first technique (Uki-otoshi); judges 2 and 3 clean.
    const small = com.getByRole('group', { name: new RegExp(`${escapeRe(t(lang, 'results:scoring.small'))} – Uki-otoshi`) });
    await small.getByText('1', { exact: true }).click();
    // Each item is marked before the sheet is saved: the 16 others as no mistake, in one confirmed gesture.
    await expect(com.getByRole('button', { name: exact(t(lang, 'results:scoring.save')) })).toBeDisabled();
    await restClean(com, lang, 16);
    await expect(com.locator('.score-total output')).toHaveText('169');
    // New competitions score under the Grand Prix rules: half a point may be added or taken per item.
    const half = com.getByRole('group', { name: new RegExp(`${escapeRe(t(lang, 'results:scoring.half'))} – Uki-otoshi`) });
    await half.getByText('+½', { exact: true }).click();
    await expect(com.locator('.score-total output')).toHaveText(lang === 'it' ? '169,5' : '169.5');
    await half.getByText('0', { exact: true }).click();
    await expect(com.locator('.score-total output')).toHaveText('169');
    await expectNoA11yViolations(com);
    await shot(com, info, `scoring-tablet-${lang}`);
    await saveSheet(com, lang, 0);
    await saveSheet(com, lang);
    await saveSheet(com, lang);
    // The spectator sees it without reloading.
    await expect(pub.locator('.last-scored')).toContainText('509');
    await expect(pub.locator('.results-table').first()).toContainText('509');
    // Couple 2: clean sheets.
    for (let j = 0; j < 3; j++) await saveSheet(com, lang);
    await expect(pub.locator('.results-table').first()).toContainText('510');
    // "Just scored" is now couple 2 (couple 1 was re-ranked, and so re-saved, after its last mark).
    await expect(pub.locator('.last-scored')).toContainText('510');
    await expectNoA11yViolations(pub);
    await shot(pub, info, `public-leaderboard-${lang}`);

    // Freeze: the public gets the frozen notice; the third couple's marks stay with the officials.
    await com.getByRole('button', { name: t(lang, 'results:officials.freeze') }).click();
    await expect(pub.getByText(t(lang, 'results:leaderboard.frozen'))).toBeVisible();
    for (let j = 0; j < 3; j++) await saveSheet(com, lang);
    await expect(com.locator('.scoring-couple').nth(2).locator('.judges-chip')).toHaveText('510');
    await pub.reload();
    await expect(pub.getByText(t(lang, 'results:leaderboard.frozen'))).toBeVisible();
    await expect(pub.locator('.results-table').first().locator('tbody tr')).toHaveCount(4);
    await expect(pub.locator('.results-table').first().getByText(t(lang, 'results:results.waiting'))).toHaveCount(2);

    // Results tab: the judges' totals of a couple on demand.
    await pub.goto(`${base}/results`);
    await pub.getByRole('button', { name: new RegExp(escapeRe(t(lang, 'results:results.breakdownOf', { couple: '' }))) }).first().click();
    await expect(pub.locator('.judge-breakdown dd').first()).toBeVisible();
    await expectNoA11yViolations(pub);
    await shot(pub, info, `public-results-${lang}`);
    // Exports of the poule: CSV and XLSX downloads, and its printable page.
    const exportsOf = pub.getByRole('group', { name: new RegExp(`^${escapeRe(t(lang, 'results:export.label', { poule: '' }).trim())}`) });
    const [csv] = await Promise.all([pub.waitForEvent('download'), exportsOf.first().getByRole('button', { name: /CSV/ }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = (await readFile(await csv.path())).toString('utf8');
    expect(csvText).toContain('510');
    expect(csvText).toContain(day.couples[0]?.tori ?? 'missing');
    const [xlsx] = await Promise.all([pub.waitForEvent('download'), exportsOf.first().getByRole('button', { name: /XLSX/ }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
    await com.getByRole('button', { name: t(lang, 'results:officials.unfreeze') }).click();
    await expect(pub.getByText(t(lang, 'results:leaderboard.frozen'))).toHaveCount(0);

    await Promise.all([orgCtx.close(), pubCtx.close(), comCtx.close()]);
  });
}
