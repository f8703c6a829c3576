// Breaks and paper on one competition day: the organizer sets a break after every two couples in the
// draw management; two couples have performed, so the tatami is on its break: the public draw tab and
// the announcer's venue screen say "Break until …". A couple's judges' sheets open from its results row
// and print one A4 form per judge, under the judge's name, with the marks; a kata's blank scoring form prints with blank lines.
// English on the desktop, Italian on the phone; axe on every new or changed screen; screenshots of the
// print layouts (emulated print media) in test-results/. The officials' menu of the hall's screens
// and paper leads to the venue screen, each tatami's announcer view and overlay, and the paper forms
// pre-filled per couple and seat, from which a scored couple's judges' sheets open.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { superuserApi, demoUserIds } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, exact, LANGS, t } from './helpers/i18n';
import { scaled } from './helpers/time';

const MIN = 60_000;

interface Draw {
  id: string;
  toriName: string;
  ukeName: string;
}

/** As a superuser: an ongoing, unsupervised competition of the demo organizer with three Nage-no-kata couples on tatami 1, started half an hour ago; the first two scored now. */
async function dayOnBreak(request: APIRequestContext, tag: string) {
  const api = await superuserApi(request);
  const call = (method: 'post' | 'patch' | 'get', path: string, data?: Record<string, unknown>) => api.call<Record<string, unknown> & { id: string }>(method, path, data);
  const users = demoUserIds();
  const comp = await call('post', '/api/collections/competitions/records', {
    name: `Paper ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    status: 'ongoing',
    supervised: false,
    tatami: 1,
  });
  await call('post', '/api/collections/circuits/records', { competition: comp.id, name: 'Open', order: 1 });
  for (const [i, name] of ['Ada', 'Bea', 'Cleo'].entries()) {
    const athlete = (n: string) =>
      call('post', '/api/collections/athletes/records', { owner: users.athlete, name: n, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: `0${i + 1}IT000${i + 1}`, verified: true });
    const tori = await athlete(name);
    const uke = await athlete(`Uke${name}`);
    const couple = await call('post', '/api/collections/couples/records', { owner: users.athlete, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
    await call('post', '/api/collections/enrolments/records', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  // A Katame-no-kata couple: its poule comes first in the category order, but runs after the Nage-no-kata one.
  {
    const athlete = (n: string) => call('post', '/api/collections/athletes/records', { owner: users.athlete, name: n, surname: `${tag}K`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const couple = await call('post', '/api/collections/couples/records', { owner: users.athlete, tori: (await athlete('Dora')).id, uke: (await athlete('UkeDora')).id, kata: 'katame-no-kata', verified: true });
    await call('post', '/api/collections/enrolments/records', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'PAPER' });
  const all = (await call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition="${comp.id}"`)}`)).items as { id: string; kata: string }[];
  const poule = all.find((p) => p.kata === 'nage-no-kata');
  const later = all.find((p) => p.kata === 'katame-no-kata')!;
  await call('patch', `/api/collections/poules/records/${later.id}`, { published: true, judges: 3, tatami: 1, startsAt: new Date(Date.now() + 60 * MIN).toISOString().replace('T', ' ') });
  const startsAt = new Date(Date.now() - 30 * MIN).toISOString().replace('T', ' ');
  await call('patch', `/api/collections/poules/records/${poule!.id}`, { published: true, judges: 3, tatami: 1, startsAt });
  const draws = (await call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule="${poule!.id}"`)}`)).items as Draw[];
  // The panel: three judges of the list, seated before the sheets come in (each sheet names its judge).
  const judgeNames = ['Anna', 'Bruno', 'Carla'].map((n) => `${n} Giudice ${tag}`);
  const judges: string[] = [];
  for (const name of judgeNames) judges.push((await call('post', '/api/collections/judges/records', { name })).id);
  await call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  await call('post', `/api/custom/poules/${poule!.id}/panel`, { seats: { 1: judges[0], 2: judges[1], 3: judges[2] } });
  // The first couple's judges differ (one small mistake per judge on the opening): the sheets show it.
  for (const [d, draw] of draws.slice(0, 2).entries()) {
    for (let judge = 1; judge <= 3; judge++) {
      const marks = Array.from({ length: 17 }, (_, item) => ({ small: d === 0 && item === 0 ? Math.min(judge - 1, 2) : 0, medium: 0, big: 0, forgotten: false }));
      await call('post', '/api/collections/evaluations/records', { draw: draw.id, judge, marks });
    }
  }
  return { id: comp.id, poule: poule!.id, later: later.id, draws, judgeNames };
}

/** A translated text with one `{{time}}`, as a pattern matching any time. */
const withTime = (text: string) => new RegExp(escapeRe(text).replace('TIME', '\\d{1,2}[:.]\\d{2}'));

for (const lang of LANGS) {
  test(`breaks in the running order and the venue screen; judges' sheets and a blank form print (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(150_000));
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`;
    const day = await dayOnBreak(request, tag);
    const base = `/competitions/${day.id}`;
    const ctx = await deviceContext(browser, lang, info, { timezoneId: 'UTC' });
    const page = await ctx.newPage();

    // ------------------------------------------------------------ organizer: a break after every two couples
    await loginAs(page, 'organizer', `${base}/officials/draw`);
    const breaks = page.getByRole('region', { name: t(lang, 'results:breaks.title') });
    await breaks.getByLabel(t(lang, 'results:breaks.every')).fill('2');
    await breaks.getByLabel(t(lang, 'results:breaks.everyMinutes')).fill('10');
    // The lunch break is a daily time (hours and minutes), twelve hours away: it never meets this day's break.
    const lunchAt = new Date(Date.now() + 12 * 60 * MIN).toISOString().slice(11, 16);
    const lunch = breaks.getByLabel(t(lang, 'results:breaks.lunchAt'));
    await expect(lunch).toHaveAttribute('type', 'time');
    await lunch.fill(lunchAt);
    await breaks.getByLabel(t(lang, 'results:breaks.lunchMinutes')).fill('30');
    await breaks.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'common:actions.save'))}`) }).click();
    await expect(page.locator('.p-toast-message-success').filter({ hasText: t(lang, 'results:breaks.saved') })).toBeVisible();
    await page.reload();
    await expect(breaks.getByLabel(t(lang, 'results:breaks.lunchAt'))).toHaveValue(lunchAt);
    await expectNoA11yViolations(page);
    await breaks.scrollIntoViewIfNeeded();
    await shot(page, info, `breaks-form-${lang}`);

    // ------------------------------------------------------------ the hall's screens and the paper, from the officials' menu
    const hall = page.locator('.officials-head').getByText(t(lang, 'results:hall.title'));
    await hall.click();
    const menu = page.locator('.officials-head .hall-screens-list');
    await expect(menu.getByRole('link', { name: new RegExp(`^${escapeRe(t(lang, 'results:hall.venue'))}`) })).toHaveAttribute('href', `${base}/screen`);
    await expect(menu.getByRole('link', { name: new RegExp(`^${escapeRe(t(lang, 'results:hall.overlay'))}`) })).toHaveAttribute('href', `${base}/overlay/1`);
    await expect(menu.getByRole('link', { name: new RegExp(`^${escapeRe(t(lang, 'results:hall.announcer'))}`) })).toHaveAttribute('href', `${base}/screen?tatami=1`);
    await expectNoA11yViolations(page);
    await shot(page, info, `hall-menu-${lang}`);
    await menu.getByRole('link', { name: t(lang, 'results:hall.paper') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t(lang, 'results:paper.title') })).toBeVisible();
    // Three couples x three judges, each form with its couple written in.
    await expect(page.locator('article.paper-form')).toHaveCount(9);
    await expect(page.getByRole('article', { name: `${t(lang, 'results:results.judge', { n: 3 })} – ${day.draws[2]!.toriName} – ${day.draws[2]!.ukeName}` })).toContainText(`Paper ${tag}`);
    await page.getByLabel(t(lang, 'results:paper.couple')).selectOption({ label: `1. ${day.draws[0]!.toriName} – ${day.draws[0]!.ukeName}` });
    await expect(page.locator('article.paper-form')).toHaveCount(3);
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await shot(page, info, `paper-forms-print-${lang}`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    // The first couple was scored (no supervision): its judges' sheets are one tap away; the third's come later.
    await expect(page.locator('.paper-forms-couples li').nth(2)).toContainText(t(lang, 'results:paper.sheetsLater'));
    await page.getByRole('link', { name: t(lang, 'results:paper.sheetsOf', { couple: `${day.draws[0]!.toriName} – ${day.draws[0]!.ukeName}` }) }).click();
    await expect(page.getByRole('heading', { level: 2, name: t(lang, 'common:titles.judgesSheets') })).toBeVisible();

    // ------------------------------------------------------------ the draw tab and the announcer's screen: on the break
    const breakUntil = withTime(t(lang, 'common:running.breakUntil', { time: 'TIME' }));
    await page.goto(`${base}/draws/${day.poule}`);
    await expect(page.getByTestId(`draw-break-${day.draws[2]!.id}`)).toHaveText(breakUntil);
    // One rounding: the couple after "Break until 10:31" is due at 10:31, not a minute or a 5-minute step before.
    const until = /\d{1,2}[:.]\d{2}/.exec((await page.getByTestId(`draw-break-${day.draws[2]!.id}`).textContent()) ?? '')![0];
    await expect(page.getByTestId(`draw-time-${day.draws[2]!.id}`)).toHaveText(t(lang, 'results:running.around', { time: until }));
    await expectNoA11yViolations(page);
    await shot(page, info, `draw-tab-break-${lang}`);
    // Every poule, in the order they start: the Nage-no-kata poule (running now) before the Katame-no-kata one (in an hour).
    await page.getByRole('navigation', { name: t(lang, 'results:poule.pickerLabel') }).getByRole('link', { name: exact(t(lang, 'results:poule.all')) }).click();
    await expect(page.locator('section.poule-section')).toHaveCount(2);
    await expect(page.locator('section.poule-section').first()).toHaveAttribute('aria-labelledby', `draw-${day.poule}`);
    await expect(page.locator('section.poule-section').nth(1)).toHaveAttribute('aria-labelledby', `draw-${day.later}`);
    await shot(page, info, `draw-tab-order-${lang}`, { fullPage: true });
    await page.goto(`${base}/screen?tatami=1`);
    await expect(page.getByTestId('venue-pinned-break')).toHaveText(breakUntil);
    await expectNoA11yViolations(page);
    await shot(page, info, `venue-pinned-break-${lang}`);
    // Every tatami: the break in place of the couple on the mat.
    await page.goto(`${base}/screen?view=tatami`);
    await expect(page.getByTestId('venue-break-1')).toHaveText(breakUntil);
    await shot(page, info, `venue-all-break-${lang}`);

    // ------------------------------------------------------------ the first couple's judges' sheets, from its results row
    const first = day.draws[0]!;
    const couple = `${first.toriName} – ${first.ukeName}`;
    await page.goto(`${base}/results/${day.poule}`);
    await page.getByRole('button', { name: t(lang, 'results:results.breakdownOf', { couple }) }).click();
    await page.getByRole('link', { name: t(lang, 'results:sheets.openOf', { couple }) }).click();
    const forms = page.getByRole('article');
    await expect(forms).toHaveCount(3);
    // Each form names its judge, as the sport publishes a couple's sheets.
    const second = page.getByRole('article', { name: `${t(lang, 'results:results.judge', { n: 2 })} – ${day.judgeNames[1]} – ${couple}` });
    await expect(second).toContainText(`Paper ${tag}`);
    await expect(second).toContainText(t(lang, 'common:paper.small', { points: 1 }));
    // Judge 2: one small mistake on the opening (9), sixteen clean items: 169.
    await expect(second.getByRole('row').nth(1)).toContainText(`${t(lang, 'common:paper.small', { points: 1 })}: 1`);
    await expect(second.locator('.paper-total')).toContainText('169');
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await shot(page, info, `judges-sheets-print-${lang}`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // ------------------------------------------------------------ a kata's blank scoring form
    await page.goto('/kata-sheets/nage-no-kata/form');
    const blank = page.getByRole('article', { name: `${t(lang, 'common:titles.blankForm')} – ${t(lang, 'common:katas.nage-no-kata')}` });
    await expect(blank).toContainText(t(lang, 'common:paper.signature'));
    await expect(blank.getByRole('rowheader', { name: exact('Uki-otoshi') })).toBeVisible();
    await expect(blank.locator('.paper-line').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t(lang, 'common:paper.print') })).toBeHidden();
    await shot(page, info, `blank-form-print-${lang}`, { fullPage: true });
    await ctx.close();
  });
}
