// Judges on their own devices: a poule with five judges, each on a separate browser context (tablets
// and phones) opened with a seat code (one shown by the supervisor as code + QR, the others issued
// through the API), one tablet offline for a while (its marks wait on the device and go when the
// connection is back), a second tap and a retry that create nothing, the supervisor seeing every
// seat fill in live, sending a sheet back and validating the couple, and the public leaderboard
// updating live only once the couple is validated. English on the desktop, Italian on the phone; axe
// on every new screen; screenshots in test-results/.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { shot } from './helpers/devices';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi, type SuperuserApi } from './helpers/api';
import { contextIn, exact, LANGS, t, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const TABLET_LANDSCAPE = { viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const DEVICES = [TABLET, PHONE, TABLET_LANDSCAPE, PHONE, TABLET];

interface Setup {
  competition: string;
  poule: string;
  draws: string[];
  seats: { id: string; seat: number }[];
  api: SuperuserApi;
}

/** As a superuser: an ongoing, supervised competition with two couples drawn into a published five-judge poule, five judges seated. */
async function poolOfFive(request: APIRequestContext, tag: string): Promise<Setup> {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `Judges Day ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
  });
  expect(comp.supervised).toBe(true);
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  for (const [i, club] of ['01IT0001', '02IT0042'].entries()) {
    const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club, verified: true })).id;
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete(['Aiko', 'Bruno'][i] as string), uke: await athlete(['Ugo', 'Vera'][i] as string), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'JUDGES' });
  const poules = (await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[];
  const poule = poules[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 5 });
  const judges: string[] = [];
  for (let j = 1; j <= 5; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}` })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  const panel = await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  const draws = ((await su.call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string }[]).map((d) => d.id);
  return { competition: comp.id as string, poule, draws, seats: panel.seats as Setup['seats'], api: su };
}

async function ctxFor(browser: Browser, lang: Lang, over: Record<string, unknown> = {}): Promise<BrowserContext> {
  return contextIn(browser, lang, { baseURL: e2eState().baseURL, ...over });
}

/** The supervisor's row of a seat. */
const seatRow = (page: Page, n: number) => page.locator(`tr[data-seat="${n}"]`);

for (const lang of LANGS) {
  test(`five judges on their own devices, one offline; supervisor validates; live leaderboard (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(240_000));
    const tag = `${lang}${Date.now().toString(36).slice(-5)}`;
    const day = await poolOfFive(request, tag);
    const base = `/competitions/${day.competition}`;
    const device = info.project.use.viewport ? { viewport: info.project.use.viewport, isMobile: info.project.use.isMobile, hasTouch: info.project.use.hasTouch } : {};

    // ------------------------------------------------------------ supervisor (the commissioner) shows seat 1's code
    const supCtx = await ctxFor(browser, lang, device);
    const sup = await supCtx.newPage();
    await loginAs(sup, 'commissioner', `${base}/draws`);
    await sup.getByRole('link', { name: t(lang, 'results:officials.supervise') }).click();
    await expect(sup.getByRole('heading', { name: t(lang, 'results:supervise.title') })).toBeVisible();
    await expect(seatRow(sup, 5)).toHaveAttribute('data-state', 'waiting');
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-${lang}`);
    await sup.getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) }).first().click();
    const dialog = sup.getByRole('dialog');
    const code1 = (await dialog.getByTestId('seat-code').innerText()).trim();
    expect(code1).toMatch(/^[2-9A-Z]{8}$/);
    await expect(dialog.getByRole('img', { name: t(lang, 'results:supervise.qrLabel', { n: 1 }) })).toBeVisible();
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

    // ------------------------------------------------------------ five judges, five devices
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
    await shot(sup, info, `supervisor-tablets-${lang}`);
    const judge = (n: number) => judges[n - 1]!.page;
    const send = (n: number, label = 'results:judge.send') => judge(n).getByRole('button', { name: exact(t(lang, label)) });
    await expectNoA11yViolations(judge(1));
    await shot(judge(1), info, `judge-tablet-${lang}`);
    await expectNoA11yViolations(judge(2));
    await shot(judge(2), info, `judge-phone-${lang}`);

    // Seat 3 loses the connection before sending: the marks wait on the tablet.
    await judges[2]!.ctx.setOffline(true);
    await send(3).press('Enter');
    await expect(judge(3).locator('.sheet-state')).toHaveAttribute('data-state', 'queued');
    await expect(judge(3).getByRole('status').filter({ hasText: t(lang, 'results:judge.offline') })).toBeVisible();
    await shot(judge(3), info, `judge-offline-${lang}`);

    // Seat 1 taps twice: one record. Seat 2 marks a small mistake on Uki-otoshi.
    const posts: number[] = [];
    judge(1).on('response', (r) => {
      if (r.url().includes('/api/collections/evaluations/records') && r.request().method() === 'POST') posts.push(r.status());
    });
    await send(1).dblclick();
    await expect(judge(1).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await judge(2).getByRole('group', { name: new RegExp(`${t(lang, 'results:scoring.small')} – Uki-otoshi`) }).getByText('1', { exact: true }).click();
    await expect(judge(2).locator('.score-total output')).toHaveText('169');
    for (const n of [2, 4, 5]) {
      await send(n).press('Enter');
      await expect(judge(n).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    }
    // A retry of seat 1's request (its answer lost) answers with the same record and creates nothing.
    const token = await judge(1).evaluate(() => (JSON.parse(localStorage.getItem('kata_seat_auth') ?? '{}') as { token: string }).token);
    const mine = (await day.api.call('get', `/api/collections/evaluations/records?filter=${encodeURIComponent(`draw = "${day.draws[0]}" && judge = 1`)}`)).items as { id: string; marks: unknown }[];
    expect(mine).toHaveLength(1);
    const retry = await request.post(`${e2eState().baseURL}/api/collections/evaluations/records`, { headers: { Authorization: token }, data: { draw: day.draws[0], judge: 1, marks: mine[0]!.marks } });
    expect(retry.status()).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(mine[0]!.id);
    expect(((await day.api.call('get', `/api/collections/evaluations/records?filter=${encodeURIComponent(`draw = "${day.draws[0]}" && judge = 1`)}`)).items as unknown[]).length).toBe(1);
    expect(posts.length).toBeGreaterThanOrEqual(1);

    // The supervisor sees four sheets, seat 3 still waiting; not complete: no validation yet.
    for (const n of [1, 2, 4, 5]) await expect(seatRow(sup, n)).toHaveAttribute('data-state', 'sent');
    await expect(seatRow(sup, 3)).toHaveAttribute('data-state', 'waiting');
    await expect(sup.getByRole('button', { name: t(lang, 'results:supervise.validate') })).toBeDisabled();

    // Back online: seat 3's marks go by themselves.
    await judges[2]!.ctx.setOffline(false);
    await expect(judge(3).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await expect(seatRow(sup, 3)).toHaveAttribute('data-state', 'sent');

    // Seat 2's sheet goes back to its judge, who corrects it.
    await sup.getByRole('button', { name: t(lang, 'results:supervise.sendBackSeat', { n: 2 }) }).click();
    await expect(seatRow(sup, 2)).toHaveAttribute('data-state', 'returned');
    await expect(judge(2).locator('.sheet-state')).toHaveAttribute('data-state', 'returned');
    await judge(2).getByRole('group', { name: new RegExp(`${t(lang, 'results:scoring.small')} – Uki-otoshi`) }).getByText('0', { exact: true }).click();
    await send(2, 'results:judge.sendCorrection').press('Enter');
    await expect(judge(2).locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await expect(seatRow(sup, 2)).toHaveAttribute('data-state', 'sent');

    // Nothing public before the validation; then the leaderboard updates live.
    await expect(pub.locator('.results-table').first()).not.toContainText('510');
    await expectNoA11yViolations(sup);
    await shot(sup, info, `supervisor-complete-${lang}`);
    await sup.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
    await expect(pub.locator('.results-table').first()).toContainText('510');
    // Every tablet moves on to the next couple.
    for (let n = 1; n <= 5; n++) await expect(judge(n).getByRole('heading', { level: 2, name: /^2\b/ })).toBeVisible();
    await expect(judge(1).locator('.sheet-state')).toHaveAttribute('data-state', 'draft');
    await shot(pub, info, `judges-public-leaderboard-${lang}`);

    // A new code for seat 1 (another tablet): the old tablet's session ends, it says why and asks for a code.
    await day.api.call('post', `/api/custom/seats/${day.seats[0]!.id}/code`);
    await judge(1).reload();
    await expect(judge(1).getByRole('alert').filter({ hasText: t(lang, 'common:errors.seat_session_replaced') })).toBeVisible();
    await expect(judge(1).getByLabel(t(lang, 'results:judge.code'))).toBeVisible();
    await expectNoA11yViolations(judge(1));
    await shot(judge(1), info, `judge-session-ended-${lang}`);

    await Promise.all([supCtx.close(), pubCtx.close(), ...judges.map((j) => j.ctx.close())]);
  });
}
