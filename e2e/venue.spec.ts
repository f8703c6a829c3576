// A day on two tatami ("Running order and live times"): the organizer gives the hall two
// tatami and each poule a tatami and a start time in the draw management; the athlete's enrolments and
// the public draw tab show when a couple performs, and both move when the first couple runs late (the
// browser's clock is driven with Playwright's clock API — no real waiting); the venue screen follows a
// score live through the board relay (as the public tabs do: the e2e servers have one) and cycles to the
// latest results; at 1920×1080 it fills the TV with large type and no
// link, and shows a finished poule's ranking with its totals (a halved total said in words); pinned to
// one tatami for the announcer it shows who is on the mat and on deck; each tatami's stream overlay
// (transparent, live score) names the kata and poule and says when a total was halved. Every hall
// screen is opened from the organizer's hall screens. In English on the desktop (ONCE_EN; the screens
// on the phone in Italian are in screens.spec.ts); axe on every screen; screenshots in test-results/
// (the venue screen at 1920×1080).
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { pickOption } from './helpers/dropdown';
import { loginAs } from './helpers/auth';
import { superuserApi, demoUserIds } from './helpers/api';
import { deviceContext, fitsWidth, shot } from './helpers/devices';
import { escapeRe, exact, type Lang, ONCE_EN, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const MIN = 60_000;

/** "10:40": the SPA shows times in the browser's zone, UTC here. */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
/** What the SPA shows for an estimate: the nearest minute (forecastTime). */
const around = (ms: number) => hhmm(Math.round(ms / MIN) * MIN);
/** The datetime-local value of a UTC instant. */
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

interface Draw {
  id: string;
  enrolment: string;
  order: number;
  toriName: string;
  ukeName: string;
}
interface Day {
  id: string;
  token: string;
  /** Nage-no-kata (8-minute slots) and Katame-no-kata (9): their poule and draws in order. */
  nage: { poule: string; draws: Draw[] };
  katame: { poule: string; draws: Draw[] };
}

/** As a superuser: an ongoing competition of the demo organizer, three Nage and two Katame couples of the demo athlete, drawn and published. */
async function twoTatamiDay(request: APIRequestContext, tag: string): Promise<Day> {
  const api = await superuserApi(request);
  const call = (method: 'post' | 'patch' | 'get', path: string, data?: Record<string, unknown>) => api.call<Record<string, unknown> & { id: string }>(method, path, data);
  const users = demoUserIds();
  const comp = await call('post', '/api/collections/competitions/records', {
    name: `Two Tatami ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    supervised: false, // sheets typed by the officials count once the panel is complete (no validation step)
  });
  await call('post', '/api/collections/circuits/records', { competition: comp.id, name: 'Open', order: 1 });
  const katas = ['nage-no-kata', 'nage-no-kata', 'nage-no-kata', 'katame-no-kata', 'katame-no-kata'];
  const names = ['Aiko', 'Bruno', 'Carla', 'Dario', 'Elsa'];
  for (const [i, kata] of katas.entries()) {
    const athlete = (name: string) =>
      call('post', '/api/collections/athletes/records', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: `0${i + 1}IT000${i + 1}`, verified: true });
    const tori = await athlete(names[i] as string);
    const uke = await athlete(`Uke${names[i]}`);
    const couple = await call('post', '/api/collections/couples/records', { owner: users.athlete, tori: tori.id, uke: uke.id, kata, verified: true });
    await call('post', '/api/collections/enrolments/records', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'TATAMI' });
  const poules = (await call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition="${comp.id}"`)}`)).items as { id: string; kata: string }[];
  const category = async (kata: string) => {
    const poule = poules.find((p) => p.kata === kata)?.id as string;
    await call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
    const draws = (await call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule="${poule}"`)}`)).items as Draw[];
    return { poule, draws };
  };
  return { id: comp.id, token: api.token, nage: await category('nage-no-kata'), katame: await category('katame-no-kata') };
}

/**
 * Three clean sheets (17 items of Nage- or Katame-no-kata) for a couple, as the superuser: 510 points.
 * `forgotten`: judge 1 marks technique 3 forgotten; under the competition's Grand Prix rules one zero
 * halves the total: (160 + 170 + 170) / 2 = 250.
 */
async function score(request: APIRequestContext, day: Day, draw: string, forgotten = false) {
  for (let judge = 1; judge <= 3; judge++) {
    const marks = Array.from({ length: 17 }, (_, i) => ({ small: 0, medium: 0, big: 0, forgotten: forgotten && judge === 1 && i === 3 }));
    const res = await request.post(`${e2eState().baseURL}/api/collections/evaluations/records`, { headers: { Authorization: day.token }, data: { draw, judge, marks } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

/** The SPA shows times in the browser's zone: UTC, like the helpers above. */
function context(browser: Browser, lang: Lang, info: TestInfo, over: Record<string, unknown> = {}): Promise<BrowserContext> {
  return deviceContext(browser, lang, info, { timezoneId: 'UTC', ...over });
}


/** "Your couple performs around 10:40 on tatami 1" (with the day when it is not the browser's today). */
function athleteText(lang: Lang, at: number, now: number): string {
  const rounded = Math.round(at / MIN) * MIN;
  const sameDay = new Date(rounded).toISOString().slice(0, 10) === new Date(now).toISOString().slice(0, 10);
  const time = sameDay
    ? hhmm(rounded)
    : new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(rounded));
  return t(lang, 'common:running.around', { time, tatami: 1 });
}

const couple = (d: Draw | undefined) => `${d?.toriName} – ${d?.ukeName}`;

/** The page subscribes to the competition's board topic on the board relay, not on the portal's server. */
function boardOnRelay(page: Page, competition: string) {
  return page.waitForRequest((r) => {
    const url = new URL(r.url());
    if (r.method() !== 'POST' || url.pathname !== '/api/realtime' || url.origin === new URL(e2eState().baseURL).origin) return false;
    const body = r.postDataJSON() as { subscriptions?: string[] } | null;
    return !!body?.subscriptions?.includes(`board/${competition}`);
  });
}

for (const lang of ONCE_EN) {
  test(`two tatami: running times move when a couple runs late; the venue screen follows (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(180_000));
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`;
    const day = await twoTatamiDay(request, tag);
    const base = `/competitions/${day.id}`;
    // Both poules start in about an hour, on a five-minute mark.
    const T0 = Math.ceil((Date.now() + 60 * MIN) / (5 * MIN)) * 5 * MIN;

    // ------------------------------------------------------------ organizer: two tatami, a tatami and a start per poule
    const orgCtx = await context(browser, lang, info);
    const org = await orgCtx.newPage();
    await loginAs(org, 'organizer', `${base}/officials/draw`);
    await org.getByLabel(t(lang, 'results:running.tatamiCount')).fill('2');
    await org.locator('.format-form').getByRole('button', { name: exact(t(lang, 'common:actions.save')) }).click();
    await expect(org.locator('.p-toast-message-success').filter({ hasText: t(lang, 'results:format.saved') })).toBeVisible();
    for (const [kata, tatami] of [['nage-no-kata', 1], ['katame-no-kata', 2]] as const) {
      const poule = org.getByRole('article', { name: new RegExp(escapeRe(t(lang, `common:katas.${kata}`))) });
      const form = poule.getByRole('form', { name: new RegExp(`^${escapeRe(t(lang, 'results:running.scheduleOf'))}`) });
      // The tatami is saved as soon as it is picked; the start time with its button.
      const tatamiSaved = org.waitForResponse((r) => r.url().includes('/api/collections/poules/records/') && r.request().method() === 'PATCH');
      await pickOption(org, form.locator('.p-dropdown'), t(lang, 'results:running.tatamiN', { n: tatami }));
      expect((await tatamiSaved).ok()).toBeTruthy();
      await form.getByLabel(t(lang, 'results:running.startsAt')).fill(localInput(T0));
      const saved = org.waitForResponse((r) => r.url().includes('/api/collections/poules/records/') && r.request().method() === 'PATCH');
      await form.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:running.save'))}`) }).click();
      expect((await saved).ok()).toBeTruthy();
    }
    await expectNoA11yViolations(org);
    await shot(org, info, `draw-manager-schedule-${lang}`);
    // The hall's screens, where the organizer finds them: each opens in a new tab on the TV's browser.
    await org.locator('summary', { hasText: t(lang, 'results:hall.title') }).click();
    const hall = org.locator('.hall-screens-list');
    const hrefOf = async (name: string | RegExp) => (await hall.getByRole('link', { name }).getAttribute('href')) as string;
    const venuePath = await hrefOf(new RegExp(`^${escapeRe(t(lang, 'results:hall.venue'))}`));
    const ofTatami = (n: number) => escapeRe(t(lang, 'results:hall.ofTatami', { n }));
    const announcerPath = await hrefOf(new RegExp(`^${escapeRe(t(lang, 'results:hall.announcer'))} ${ofTatami(1)}`));
    const overlayPath = await hrefOf(new RegExp(`^${escapeRe(t(lang, 'results:hall.overlay'))} ${ofTatami(1)}`));
    const overlay2Path = await hrefOf(new RegExp(`^${escapeRe(t(lang, 'results:hall.overlay'))} ${ofTatami(2)}`));
    await orgCtx.close();

    // ------------------------------------------------------------ the athlete and the public, ten minutes before the start
    const nage3 = day.nage.draws[2] as Draw;
    const athCtx = await context(browser, lang, info);
    await athCtx.clock.install({ time: T0 - 10 * MIN });
    const ath = await athCtx.newPage();
    await loginAs(ath, 'athlete', '/reserved/enrolments');
    const mine = ath.getByTestId(`running-time-${nage3.enrolment}`);
    // Third on tatami 1 after two 8-minute slots: 16 minutes after the start, "around" T0+15.
    await expect(mine).toHaveText(athleteText(lang, T0 + 16 * MIN, T0 - 10 * MIN));
    await expectNoA11yViolations(ath);
    await shot(ath, info, `athlete-running-time-${lang}`);

    const pub = await athCtx.newPage();
    await pub.goto(`${base}/draws`);
    const pubTime = pub.getByTestId(`draw-time-${nage3.id}`);
    await expect(pubTime).toHaveText(t(lang, 'results:running.around', { time: around(T0 + 16 * MIN) }));
    await expect(pub.getByTestId(`tatami-meta-${day.nage.poule}`)).toContainText(t(lang, 'results:running.tatamiN', { n: 1 }));
    await expect(pub.getByTestId(`draw-time-${day.katame.draws[1]?.id}`)).toHaveText(t(lang, 'results:running.around', { time: around(T0 + 9 * MIN) }));
    await expectNoA11yViolations(pub);
    await shot(pub, info, `public-draw-times-${lang}`);

    // ------------------------------------------------------------ 20 minutes after the start the first couple is still on the mat
    const fakeNow = await pub.evaluate(() => Date.now());
    await athCtx.clock.fastForward(T0 + 20 * MIN - fakeNow);
    // It ends "now" at the earliest: the second couple from T0+20, the third from T0+28.
    await expect(pubTime).toHaveText(t(lang, 'results:running.around', { time: around(T0 + 28 * MIN) }));
    const lateText = new RegExp(escapeRe(tr(lang, 'results:running.late_other')).replace('\\{\\{count\\}\\}', '\\d+'));
    await expect(pub.getByTestId(`tatami-meta-${day.nage.poule}`)).toContainText(lateText);
    await expect(pub.getByTestId(`draw-time-${day.nage.draws[0]?.id}`)).toHaveText(t(lang, 'results:running.onNow'));
    await expect(mine).toHaveText(athleteText(lang, T0 + 28 * MIN, T0 + 20 * MIN));
    await shot(pub, info, `public-draw-times-late-${lang}`);

    // ------------------------------------------------------------ the venue screen, live
    const tvCtx = await context(browser, lang, info, { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    await tvCtx.clock.install({ time: T0 + 20 * MIN });
    const tv = await tvCtx.newPage();
    // The screen pinned to the running order (a hall with a second screen for the results). It follows
    // the board on the board relay (another origin) that the board document names, like the public tabs.
    const tvOnRelay = boardOnRelay(tv, day.id);
    await tv.goto(`${venuePath}?view=tatami`);
    await tvOnRelay;
    await expect(tv.getByRole('banner').or(tv.locator('.venue-head'))).toContainText(`Two Tatami ${tag}`);
    await expect(tv.getByTestId('venue-now-1')).toContainText(couple(day.nage.draws[0]));
    await expect(tv.getByTestId('venue-now-2')).toContainText(couple(day.katame.draws[0]));
    await expect(tv.getByTestId(`venue-next-${nage3.id}`)).toContainText(around(T0 + 28 * MIN));
    await expectNoA11yViolations(tv);
    await shot(tv, info, `venue-screen-${lang}`);
    // The first couple is scored: the screen moves on to the second without a reload.
    await score(request, day, day.nage.draws[0]!.id);
    await expect(tv.getByTestId('venue-now-1')).toContainText(couple(day.nage.draws[1]));
    // ... and the athlete's estimate follows too (the couple performed at the real server time, before
    // the planned start: the second couple is on the mat from T0, the third after it).
    await expect(pubTime).not.toHaveText(t(lang, 'results:running.around', { time: around(T0 + 28 * MIN) }));

    // Tatami 2's poule finishes, its second couple halved (a forgotten technique): the card keeps its
    // ranking with the totals, the halving in words, until the tatami's next poule starts.
    await score(request, day, day.katame.draws[0]!.id);
    await score(request, day, day.katame.draws[1]!.id, true);
    const finished = tv.getByTestId('venue-finished-2');
    await expect(finished).toContainText(t(lang, 'results:poule.group', { name: 'A' }));
    await expect(finished).toContainText(t(lang, 'common:katas.katame-no-kata'));
    const first = finished.getByTestId(`venue-finished-${day.katame.draws[0]!.id}`);
    await expect(first).toContainText(t(lang, 'venue:rank', { rank: 1 }));
    await expect(first).toContainText(couple(day.katame.draws[0]));
    await expect(first).toContainText(t(lang, 'venue:points', { points: '510' }));
    const halved = finished.getByTestId(`venue-finished-${day.katame.draws[1]!.id}`);
    await expect(halved).toContainText(t(lang, 'venue:rank', { rank: 2 }));
    await expect(halved).toContainText(t(lang, 'venue:points', { points: '250' }));
    await expect(halved).toContainText(t(lang, 'venue:halved.any'));
    await expect(tv.getByTestId('venue-now-2')).toContainText(t(lang, 'venue:done'));
    // A kiosk screen at 1920×1080: no link or menu, the tatami cards fill the screen below the head, and
    // the type reads from the back of the hall (body ≥ 32px, the couple on the mat ≥ 56px).
    // (The app's skip link stays: off screen unless a keyboard focuses it.)
    await expect(tv.getByRole('link').and(tv.locator(':not(.skip-link)'))).toHaveCount(0);
    await expect(tv.getByRole('navigation')).toHaveCount(0);
    const boxes = await Promise.all([1, 2].map(async (n) => (await tv.getByTestId(`venue-tatami-${n}`).boundingBox())!));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    const left = Math.min(...boxes.map((b) => b.x));
    const bottom = Math.max(...boxes.map((b) => b.y + b.height));
    expect(right - left, 'the cards span the width').toBeGreaterThan(0.9 * 1920);
    expect(bottom, 'the cards reach the foot of the screen').toBeGreaterThan(0.9 * 1080);
    expect(bottom, 'nothing below the fold').toBeLessThanOrEqual(1080);
    const px = (sel: string) => tv.locator(sel).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await px('.venue')).toBeGreaterThanOrEqual(32);
    expect(await px('.venue-now-couple')).toBeGreaterThanOrEqual(56);
    expect(await px('.venue-finished-list li')).toBeGreaterThanOrEqual(32);
    await expectNoA11yViolations(tv);
    await shot(tv, info, `venue-screen-finished-${lang}-1920`, { fullPage: false });
    // The same screen on the project's device: one column, nothing sideways.
    const viewport = info.project.use.viewport as { width: number; height: number };
    await tv.setViewportSize(viewport);
    expect(await fitsWidth(tv)).toBe(true);
    await shot(tv, info, `venue-screen-finished-${lang}-${info.project.name}`);
    await tv.setViewportSize({ width: 1920, height: 1080 });

    // The announcer's view of tatami 1: on the mat the second couple, on deck the third.
    await tv.goto(announcerPath);
    await expect(tv.getByTestId('venue-on-mat')).toContainText(couple(day.nage.draws[1]));
    await expect(tv.getByTestId('venue-on-deck')).toContainText(couple(nage3));
    await expect(tv.getByTestId('venue-pinned-1')).not.toContainText(couple(day.katame.draws[0]));
    await expectNoA11yViolations(tv);
    await shot(tv, info, `venue-tatami-1-${lang}-1920`);
    // The stream overlay of tatami 1: the couple on the mat and the score that counts, each with its kata and poule.
    await tv.setViewportSize(viewport);
    await shot(tv, info, `venue-tatami-1-${lang}-${info.project.name}`);
    const overlayOnRelay = boardOnRelay(tv, day.id);
    await tv.goto(overlayPath);
    await overlayOnRelay;
    await expect(tv.getByTestId('overlay-on-mat')).toContainText(couple(day.nage.draws[1]));
    // The poule as people name it ("… · Group A"), never its bare letter.
    await expect(tv.getByTestId('overlay-on-mat')).toContainText(t(lang, 'results:poule.group', { name: 'A' }));
    await expect(tv.getByTestId('overlay-on-mat')).toContainText(t(lang, 'common:katas.nage-no-kata'));
    await expect(tv.getByTestId('overlay-score')).toContainText(couple(day.nage.draws[0]));
    await expect(tv.getByTestId('overlay-score')).toContainText('510');
    await expect(tv.getByTestId('overlay-score')).toContainText(t(lang, 'common:katas.nage-no-kata'));
    await expect(tv.getByTestId('overlay-halved')).toHaveCount(0);
    expect(await tv.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await expectNoA11yViolations(tv);
    await shot(tv, info, `stream-overlay-1-${lang}-${info.project.name}`, { fullPage: false });
    await tv.setViewportSize({ width: 1920, height: 1080 });
    await shot(tv, info, `stream-overlay-1-${lang}-1920`, { fullPage: false });
    // Tatami 2's overlay: the last score is a halved one, and says so with the rule that halved it.
    await tv.goto(overlay2Path);
    const score2 = tv.getByTestId('overlay-score');
    await expect(score2).toContainText(couple(day.katame.draws[1]));
    await expect(score2).toContainText(t(lang, 'common:katas.katame-no-kata'));
    await expect(score2).toContainText(t(lang, 'results:poule.group', { name: 'A' }));
    await expect(tv.getByTestId('overlay-halved')).toHaveText(t(lang, 'venue:halved.any'));
    await expectNoA11yViolations(tv);
    await shot(tv, info, `stream-overlay-2-halved-${lang}-1920`, { fullPage: false });

    // Unpinned, the screen cycles to the latest results.
    const cycling = await tvCtx.newPage();
    await cycling.goto(venuePath);
    await expect(cycling.locator('.venue')).toHaveAttribute('data-view', 'tatami');
    // The cycle starts once both the running order and the results are in: move the clock only then.
    await expect(cycling.locator('.venue')).toHaveAttribute('data-views', 'tatami results');
    await tvCtx.clock.fastForward(20_000);
    await expect(cycling.locator('.venue')).toHaveAttribute('data-view', 'results');
    await expect(cycling.getByTestId(`venue-result-${day.nage.draws[0]?.id}`)).toContainText('510');
    await expectNoA11yViolations(cycling);
    await shot(cycling, info, `venue-screen-results-${lang}`);

    await Promise.all([athCtx.close(), tvCtx.close()]);
  });
}
