// A competition day on two tatami, as it really goes: five judges' tablets (tablets and phones, each a
// browser context) paired once in the morning on tatami 1 follow its poules: the first group, then the
// final, without a new code. One tablet loses the connection (its marks wait on the device and go when
// it is back) and, silent for over a minute during a performance, is flagged on the supervisor's
// screen; a second tap and a retry create nothing; a sheet goes back to its judge, whose change after
// sending shows on the supervisor's times of the marks and on the couple's printed sheets; only the
// validated couple reaches the public leaderboard, live. Every item starts unmarked: Send waits until
// each is marked, the rest marked "no mistake" with one confirmed gesture; a reload keeps the draft. A couple does not show (marked with a reason; the
// tablets move on), the other group runs on tatami 2, and a finalist who withdraws is replaced by the
// next best of their group. A sheet goes back with a message the judge reads; a couple validated
// before the last one is reopened; replacing seat 1's tablet asks first and ends the morning tablet's session. The tablets are
// devices of their own (tablets and phones, either way up), so the journey runs once: in Italian, the
// longer language, with the supervisor and the public on the phone (the other journeys of the officials'
// screens run in English on the desktop); axe on every new screen; screenshots in test-results/.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { shot } from './helpers/devices';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi, type SuperuserApi } from './helpers/api';
import { contextIn, escapeRe, exact, t, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const TABLET_LANDSCAPE = { viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const DEVICES = [TABLET, PHONE, TABLET_LANDSCAPE, PHONE, TABLET];

interface Day {
  competition: string;
  /** Group A (three couples, tatami 1: the tablets), group B (two couples, tatami 2: typed by the officials). */
  poules: { A: string; B: string };
  draws: { A: Draw[]; B: Draw[] };
  seats: { id: string; seat: number }[];
  api: SuperuserApi;
}

interface Draw {
  id: string;
  toriName: string;
  ukeName: string;
}

const ITEMS = 17;
const marks = (small: number) => Array.from({ length: ITEMS }, (_, i) => ({ small: i < small ? 1 : 0, medium: 0, big: 0, forgotten: false }));
const coupleOf = (d: Draw) => `${d.toriName} – ${d.ukeName}`;

/** Five sheets for a couple, typed by the officials, and the supervisor's validation (as a superuser). */
async function typedAndValidated(api: SuperuserApi, draw: string, small: number) {
  for (let judge = 1; judge <= 5; judge++) await api.create('evaluations', { draw, judge, marks: marks(small) });
  await api.call('post', `/api/custom/draws/${draw}/validate`, { validated: true });
}

/**
 * As a superuser: an ongoing, supervised Grand Prix competition on two tatami whose five couples are
 * drawn into two groups (two finalists: one per group), group A on tatami 1 with five judges seated
 * there, group B on tatami 2, already run and validated (its first couple best, under the 510 of a clean sheet).
 */
async function tatamiDay(request: APIRequestContext, tag: string): Promise<Day> {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `Tatami Day ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    tatami: 2,
    finalists: 2,
    pouleSplitAt: 4,
  });
  expect(comp.supervised).toBe(true);
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const names = [['Aiko', 'Ugo'], ['Bruno', 'Vera'], ['Carla', 'Walter'], ['Dario', 'Zoe'], ['Elsa', 'Yuri']] as const;
  for (const [i, [tori, uke]] of names.entries()) {
    const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: i % 2 ? '02IT0042' : '01IT0001', verified: true })).id;
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete(tori), uke: await athlete(uke), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'TATAMI' });
  const groups = (await su.call('get', `/api/collections/poules/records?sort=name&filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[];
  expect(groups).toHaveLength(2);
  const day = new Date().toISOString().slice(0, 10);
  const [A, B] = [groups[0]!.id, groups[1]!.id];
  await su.call('patch', `/api/collections/poules/records/${A}`, { published: true, judges: 5, tatami: 1, startsAt: `${day} 09:00:00.000Z` });
  await su.call('patch', `/api/collections/poules/records/${B}`, { published: true, judges: 5, tatami: 2, startsAt: `${day} 09:00:00.000Z` });
  const drawsOf = async (poule: string) => (await su.call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as Draw[];
  const draws = { A: await drawsOf(A), B: await drawsOf(B) };
  expect([draws.A.length, draws.B.length]).toEqual([3, 2]);
  const judges: string[] = [];
  for (let j = 1; j <= 5; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}` })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  const panel = await su.call('post', `/api/custom/poules/${A}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  expect(panel.tatami).toBe(1);
  await typedAndValidated(su, draws.B[0]!.id, 1);
  await typedAndValidated(su, draws.B[1]!.id, 4);
  return { competition: comp.id as string, poules: { A, B }, draws, seats: panel.seats as Day['seats'], api: su };
}

async function ctxFor(browser: Browser, lang: Lang, over: Record<string, unknown> = {}): Promise<BrowserContext> {
  return contextIn(browser, lang, { baseURL: e2eState().baseURL, ...over });
}

/** The supervisor's row of a seat. */
const seatRow = (page: Page, n: number) => page.locator(`tr[data-seat="${n}"]`);

for (const lang of ['it'] as const) {
  test(`a day on two tatami: five tablets paired once, one offline and silent, a no-show, a withdrawn finalist (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(300_000));
    const tag = `${lang}${Date.now().toString(36).slice(-5)}`;
    const day = await tatamiDay(request, tag);
    const base = `/competitions/${day.competition}`;
    const device = info.project.use.viewport ? { viewport: info.project.use.viewport, isMobile: info.project.use.isMobile, hasTouch: info.project.use.hasTouch } : {};

    // ------------------------------------------------------------ the supervisor (the organizer) shows seat 1's code
    const supCtx = await ctxFor(browser, lang, device);
    const sup = await supCtx.newPage();
    await loginAs(sup, 'organizer', `${base}/draws`);
    await sup.getByRole('link', { name: t(lang, 'results:officials.supervise') }).click();
    await expect(sup.getByRole('heading', { name: t(lang, 'results:supervise.title') })).toBeVisible();
    await expect(seatRow(sup, 5)).toHaveAttribute('data-state', 'waiting');
    await sup.getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) }).first().click();
    const dialog = sup.getByRole('dialog');
    const code1 = (await dialog.getByTestId('seat-code').innerText()).trim();
    expect(code1).toMatch(/^[2-9A-Z]{8}$/);
    // The QR holds the tablet's URL with the code.
    await expect(dialog.getByRole('img', { name: t(lang, 'results:supervise.qrLabel', { n: 1 }) })).toHaveAttribute('data-qr-value', new RegExp(`/judge/${code1}$`));
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-code-${lang}`);
    await sup.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // ------------------------------------------------------------ the public leaderboard
    const pubCtx = await ctxFor(browser, lang, device);
    const pub = await pubCtx.newPage();
    await pub.goto(`${base}/leaderboard`);
    await expect(pub.getByText(t(lang, 'results:leaderboard.disclaimer'))).toBeVisible();

    // ------------------------------------------------------------ in the morning: five tablets paired on tatami 1
    const codes = [code1];
    for (const s of day.seats.slice(1)) codes.push((await day.api.call('post', `/api/custom/seats/${s.id}/code`)).code as string);
    const judges: { ctx: BrowserContext; page: Page }[] = [];
    for (let n = 1; n <= 5; n++) {
      const ctx = await ctxFor(browser, lang, DEVICES[n - 1]);
      const page = await ctx.newPage();
      await page.goto(`/judge/${codes[n - 1]}`);
      await expect(page.getByRole('heading', { level: 1, name: `Giudice ${n} ${tag}` })).toBeVisible();
      await expect(page).toHaveURL(/\/judge$/);
      await expect(page.locator('.sheet-state')).toHaveAttribute('data-state', 'draft');
      judges.push({ ctx, page });
    }
    // Each tablet reports in: the supervisor sees it online (tablet health).
    for (let n = 1; n <= 5; n++) await expect(sup.locator(`tr[data-tablet="${n}"]`)).toHaveAttribute('data-connection', 'online');
    const judge = (n: number) => judges[n - 1]!.page;
    const send = (n: number, label = 'results:judge.send') => judge(n).getByRole('button', { name: exact(t(lang, label)) });
    /** The judge marks every item not marked yet "no mistake": one gesture, confirmed. */
    const restClean = async (n: number, count: number) => {
      await judge(n).getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count })) }).click();
      const confirm = judge(n).getByRole('dialog', { name: t(lang, 'results:scoring.restCleanTitle_other', { count }) });
      await confirm.getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count })) }).click();
      await expect(confirm).toBeHidden();
      await expect(send(n)).toBeEnabled();
    };
    // Nothing is marked yet: Send waits, and says how many items are missing.
    await expect(send(1)).toBeDisabled();
    await expect(judge(1).locator('.score-missing')).toContainText(t(lang, 'results:scoring.missing_other', { count: ITEMS }));
    await expectNoA11yViolations(judge(1));
    await shot(judge(1), info, `judge-tablet-${lang}`);
    await expectNoA11yViolations(judge(2));
    await shot(judge(2), info, `judge-phone-${lang}`);
    // Seat 4's draft stays on the tablet across a reload.
    await judge(4).getByRole('button', { name: t(lang, 'results:scoring.noMistakeNamed', { item: t(lang, 'results:scoring.opening') }) }).click();
    await judge(4).reload();
    await expect(judge(4).getByRole('button', { name: t(lang, 'results:scoring.noMistakeNamed', { item: t(lang, 'results:scoring.opening') }) })).toHaveAttribute('aria-pressed', 'true');
    for (const n of [1, 3, 5]) await restClean(n, ITEMS);
    await restClean(4, ITEMS - 1);

    // Seat 3 loses the connection before sending: the marks wait on the tablet.
    await judges[2]!.ctx.setOffline(true);
    await send(3).press('Enter');
    await expect(judge(3).locator('.sheet-state')).toHaveAttribute('data-state', 'queued');
    await expect(judge(3).getByRole('status').filter({ hasText: t(lang, 'results:judge.offline') })).toBeVisible();
    await shot(judge(3), info, `judge-offline-${lang}`);
    // Its last report grows old (it was last seen two minutes ago): silent during a performance, flagged.
    await day.api.call('patch', `/api/collections/seats/records/${day.seats[2]!.id}`, { lastSeenAt: new Date(Date.now() - 120_000).toISOString().replace('T', ' ') });
    await expect(sup.locator('tr[data-tablet="3"]')).toHaveAttribute('data-flagged', 'true');
    await expect(sup.locator('tr[data-tablet="3"]')).toContainText(t(lang, 'results:supervise.health.silent'));
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-silent-tablet-${lang}`);

    // Seat 1 taps twice: one record. Seat 2 marks a small mistake on Uki-otoshi.
    await send(1).dblclick();
    await expect(judge(1).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await judge(2).getByRole('group', { name: new RegExp(`${t(lang, 'results:scoring.small')} – Uki-otoshi`) }).getByText('1', { exact: true }).click();
    await restClean(2, ITEMS - 1);
    await expect(judge(2).locator('.score-total output')).toHaveText('169');
    for (const n of [2, 4, 5]) {
      await send(n).press('Enter');
      await expect(judge(n).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    }
    // A retry of seat 1's request (its answer lost) answers with the same record and creates nothing.
    const first = day.draws.A[0]!.id;
    const token = await judge(1).evaluate(() => (JSON.parse(localStorage.getItem('kata_seat_auth') ?? '{}') as { token: string }).token);
    const mine = (await day.api.call('get', `/api/collections/evaluations/records?filter=${encodeURIComponent(`draw = "${first}" && judge = 1`)}`)).items as { id: string; marks: unknown }[];
    expect(mine).toHaveLength(1);
    const retry = await request.post(`${e2eState().baseURL}/api/collections/evaluations/records`, { headers: { Authorization: token }, data: { draw: first, judge: 1, marks: mine[0]!.marks } });
    expect(retry.status()).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(mine[0]!.id);

    // Four sheets, seat 3 still waiting: not complete, no validation yet.
    for (const n of [1, 2, 4, 5]) await expect(seatRow(sup, n)).toHaveAttribute('data-state', 'sent');
    await expect(seatRow(sup, 3)).toHaveAttribute('data-state', 'waiting');
    await expect(sup.getByRole('button', { name: t(lang, 'results:supervise.validate') })).toBeDisabled();

    // Back online: seat 3's marks go by themselves, and its report clears the flag.
    await judges[2]!.ctx.setOffline(false);
    await expect(judge(3).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await expect(seatRow(sup, 3)).toHaveAttribute('data-state', 'sent');
    await expect(sup.locator('tr[data-tablet="3"]')).not.toHaveAttribute('data-flagged', 'true');

    // Seat 2's sheet goes back to its judge, asked first, with a message the tablet shows; the judge corrects it.
    await sup.getByRole('button', { name: t(lang, 'results:supervise.sendBackSeat', { n: 2 }) }).click();
    const back = sup.getByRole('dialog', { name: t(lang, 'results:sendBack.title', { n: 2 }) });
    await expect(back).toContainText(`Giudice 2 ${tag}`);
    await back.getByRole('textbox', { name: t(lang, 'results:sendBack.note') }).fill('Uki-otoshi: check the small mistake');
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-send-back-${lang}`, { fullPage: false });
    await back.getByRole('button', { name: exact(t(lang, 'results:sendBack.submit')) }).click();
    await expect(back).toBeHidden();
    await expect(seatRow(sup, 2)).toHaveAttribute('data-state', 'returned');
    await expect(judge(2).locator('.sheet-state')).toHaveAttribute('data-state', 'returned');
    await expect(judge(2).getByRole('note', { name: t(lang, 'results:judge.returnNote') })).toContainText('Uki-otoshi: check the small mistake');
    await expectNoA11yViolations(judge(2));
    await shot(judge(2), info, `judge-sent-back-${lang}`, { fullPage: false });
    await judge(2).getByRole('group', { name: new RegExp(`${t(lang, 'results:scoring.small')} – Uki-otoshi`) }).getByText('0', { exact: true }).click();
    await send(2, 'results:judge.sendCorrection').press('Enter');
    await expect(seatRow(sup, 2)).toHaveAttribute('data-state', 'sent');
    // The supervisor sees when each judge marked each item; seat 2's Uki-otoshi changed after sending.
    const times = sup.locator('.marks-times');
    await expect(times).toHaveAttribute('open', '');
    const changed = times.locator('td[data-changed]');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(t(lang, 'results:trail.changed', { at: '' }).replace(/\s*\(\)$/, ''));
    await expect(times.getByRole('row').filter({ has: sup.getByRole('rowheader', { name: /Uki-otoshi/ }) }).locator('td').nth(1)).toHaveAttribute('data-changed', 'true');
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-times-${lang}`, { fullPage: true });

    // Nothing public before the validation; then the leaderboard updates live.
    await expect(pub.locator('.results-table').first()).not.toContainText('510');
    await sup.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
    await expect(pub.locator('.results-table').first()).toContainText('510');
    // Every tablet moves on to the next couple.
    for (let n = 1; n <= 5; n++) await expect(judge(n).getByRole('heading', { level: 2, name: /^2\b/ })).toBeVisible();
    await shot(pub, info, `judges-public-leaderboard-${lang}`);
    // The couple's printed sheets: judge 2's Uki-otoshi marked as changed after sending, nobody else's.
    await pub.goto(`${base}/sheets/${first}`);
    const sheet2 = pub.getByRole('article', { name: new RegExp(`^${escapeRe(t(lang, 'results:results.judge', { n: 2 }))} `) });
    await expect(sheet2.locator('.paper-changed')).toHaveCount(1);
    await expect(sheet2.getByRole('row').filter({ has: pub.getByRole('rowheader', { name: 'Uki-otoshi' }) })).toContainText('✎');
    await expect(pub.locator('.paper-changed')).toHaveCount(1);
    await shot(pub, info, `judges-error-sheets-${lang}`);
    await pub.goto(`${base}/leaderboard`);

    // ------------------------------------------------------------ couple 2 does not show: marked, the tablets move on
    await sup.getByRole('button', { name: t(lang, 'results:absence.actionOf', { order: 2 }) }).click();
    const absence = sup.getByRole('dialog', { name: t(lang, 'results:absence.title', { order: 2 }) });
    await absence.getByLabel(t(lang, 'results:absence.states.did_not_perform')).check();
    await absence.getByLabel(t(lang, 'results:absence.reason')).fill('Called three times');
    await absence.getByRole('button', { name: t(lang, 'results:absence.submit') }).click();
    await expect(absence).toBeHidden();
    for (let n = 1; n <= 5; n++) await expect(judge(n).getByRole('heading', { level: 2, name: /^3\b/ })).toBeVisible();
    // The tablets' running order says couple 2 does not perform (as the public draw does), not a draft to send.
    const absentRow = judge(1).getByRole('region', { name: t(lang, 'results:judge.couples') }).getByRole('listitem').nth(1);
    await expect(absentRow).toContainText(t(lang, 'results:absence.states.did_not_perform'));
    await expect(absentRow).not.toContainText(t(lang, 'results:judge.state.draft'));
    await absentRow.scrollIntoViewIfNeeded();
    await shot(judge(1), info, `judge-absent-couple-${lang}`, { fullPage: false });
    // Typing a paper sheet passes the absent couple over: the screen opens on couple 3, couple 2 is no button.
    await sup.getByRole('link', { name: t(lang, 'results:supervise.paper') }).click();
    await expect(sup.getByRole('heading', { name: t(lang, 'results:scoring.couple', { order: 3, couple: coupleOf(day.draws.A[2]!) }) })).toBeVisible();
    const couples = sup.getByRole('navigation', { name: t(lang, 'results:scoring.couples') });
    await expect(couples.getByRole('listitem').nth(1)).toContainText(t(lang, 'results:absence.states.did_not_perform'));
    await expect(couples.getByRole('listitem').nth(1).getByRole('button')).toHaveCount(0);
    await shot(sup, info, `paper-absent-couple-${lang}`, { fullPage: false });
    await sup.goBack();
    // Couple 3's sheets come on paper (typed by the officials): group A is done, tatami 1 waits.
    await typedAndValidated(day.api, day.draws.A[2]!.id, 6);
    await expect(judge(1).getByText(t(lang, 'results:judge.idle', { n: 1 }))).toBeVisible();
    await expectNoA11yViolations(judge(1));
    // Couple 1 is reopened though couple 3 was validated after it: the tablets come back to it, and it is validated again.
    await expect(sup.getByRole('button', { name: t(lang, 'results:reopen.actionOf', { order: 3 }) })).toBeVisible();
    await sup.getByText(t(lang, 'results:validatedCouples.others_one', { count: 1 })).click();
    await shot(sup, info, `supervisor-validated-couples-${lang}`, { fullPage: false });
    await sup.getByRole('button', { name: t(lang, 'results:reopen.actionOf', { order: 1 }) }).click();
    const reopen = sup.getByRole('dialog', { name: t(lang, 'results:reopen.title', { order: 1 }) });
    await reopen.getByRole('textbox', { name: t(lang, 'results:reopen.reason') }).fill('Seat 4 asks to look at the opening again');
    await reopen.getByRole('button', { name: exact(t(lang, 'results:reopen.submit')) }).click();
    await expect(reopen).toBeHidden();
    await expect(sup.getByRole('heading', { name: t(lang, 'results:supervise.now', { order: 1, couple: coupleOf(day.draws.A[0]!) }) })).toBeVisible();
    await expect(judge(1).getByRole('heading', { level: 2, name: /^1\b/ })).toBeVisible();
    await sup.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
    await expect(judge(1).getByText(t(lang, 'results:judge.idle', { n: 1 }))).toBeVisible();

    // ------------------------------------------------------------ the final on tatami 1; a finalist withdraws
    const final = await day.api.call('post', `/api/custom/competitions/${day.competition}/final`, { circuit: (await day.api.call('get', `/api/collections/poules/records/${day.poules.A}`)).circuit, kata: 'nage-no-kata' });
    const finalId = final.poule as string;
    await day.api.call('patch', `/api/collections/poules/records/${finalId}`, { tatami: 1, startsAt: `${new Date().toISOString().slice(0, 10)} 11:00:00.000Z`, published: true });
    const best = day.draws.B[0]!;
    const next = day.draws.B[1]!;
    await sup.goto(`${base}/officials/draw`);
    const article = sup.getByRole('article', { name: new RegExp(`${escapeRe(t(lang, 'results:poule.final'))}$`) });
    await expect(article).toContainText(best.toriName);
    const order = (await article.locator('.couple-names').allInnerTexts()).findIndex((n) => n.includes(best.toriName)) + 1;
    await article.getByRole('button', { name: t(lang, 'results:absence.actionOf', { order }) }).click();
    const withdraw = sup.getByRole('dialog', { name: t(lang, 'results:absence.title', { order }) });
    await withdraw.getByLabel(t(lang, 'results:absence.states.withdrawn')).check();
    await withdraw.getByLabel(t(lang, 'results:absence.reason')).fill('Injured in the group');
    await withdraw.getByRole('button', { name: t(lang, 'results:absence.submit') }).click();
    await expect(withdraw).toBeHidden();
    await article.getByRole('button', { name: t(lang, 'results:finalists.replaceOf', { couple: coupleOf(best) }) }).click();
    const replace = sup.getByRole('dialog', { name: t(lang, 'results:finalists.replaceTitle', { couple: coupleOf(best) }) });
    await replace.getByLabel(t(lang, 'results:absence.reason')).fill('Next best of group B');
    await expectNoA11yViolations(sup);
    await shot(sup, info, `final-replace-${lang}`);
    await replace.getByRole('button', { name: exact(t(lang, 'results:finalists.replace')) }).click();
    await expect(replace).toBeHidden();
    await expect(article).toContainText(next.toriName);
    await expect(article).not.toContainText(best.toriName);
    // The morning's tablets judge the final, without a new code.
    for (let n = 1; n <= 5; n++) {
      await expect(judge(n).locator('.judge-where')).toContainText(t(lang, 'results:poule.final'));
      // The final's first couple is up; the replacement has the withdrawn finalist's place in the order.
      await expect(judge(n).getByRole('heading', { level: 2, name: /^1\b/ })).toBeVisible();
      await expect(judge(n).getByRole('region', { name: t(lang, 'results:judge.couples') })).toContainText(next.toriName);
    }
    await shot(judge(1), info, `judge-final-${lang}`);

    // Seat 1's tablet is replaced from the supervisor's screen: the seat shows its tablet in use, not a
    // code; replacing it says what happens and asks; then the old tablet's session ends, it says why.
    // (the final has no sheet yet: the setup is open)
    await sup.getByRole('link', { name: t(lang, 'results:officials.supervise') }).click();
    await expect(sup.getByRole('button', { name: t(lang, 'results:supervise.setup') })).toHaveAttribute('aria-expanded', 'true');
    const seat1 = sup.getByRole('region', { name: t(lang, 'results:supervise.panel', { n: 1 }) }).getByRole('listitem').first();
    await expect(seat1).toContainText(t(lang, 'results:seatTablet.inUse', { judge: `Giudice 1 ${tag}` }));
    await expect(seat1.getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) })).toHaveCount(0);
    await seat1.scrollIntoViewIfNeeded();
    await shot(sup, info, `supervisor-tablet-in-use-${lang}`, { fullPage: false });
    await seat1.getByRole('button', { name: t(lang, 'results:seatTablet.replaceOf', { n: 1 }) }).click();
    const ask = sup.getByRole('dialog', { name: t(lang, 'results:seatTablet.replaceTitle', { n: 1 }) });
    await expect(ask).toContainText(`Giudice 1 ${tag}`);
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-replace-tablet-${lang}`, { fullPage: false });
    await ask.getByRole('button', { name: exact(t(lang, 'results:seatTablet.replaceConfirm')) }).click();
    await expect(sup.getByRole('dialog').getByTestId('seat-code')).toHaveText(/^[2-9A-Z]{8}$/);
    await sup.keyboard.press('Escape');
    await judge(1).reload();
    await expect(judge(1).getByRole('alert').filter({ hasText: t(lang, 'common:errors.seat_session_replaced') })).toBeVisible();
    await expect(judge(1).getByLabel(t(lang, 'results:judge.code'))).toBeVisible();
    await expectNoA11yViolations(judge(1));
    await shot(judge(1), info, `judge-session-ended-${lang}`);

    await Promise.all([supCtx.close(), pubCtx.close(), ...judges.map((j) => j.ctx.close())]);
  });
}
