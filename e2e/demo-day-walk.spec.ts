// The competition day as a newcomer runs it, by following only what the screens show: the organizer
// logs in through the form and, from the competition's card on the dashboard, starts it (with the
// confirmation) and opens the draw; draws, picks a tatami (saved at once), a panel of three and
// publishes; from the draw management opens the Supervisor, seats three judges and shows seat 1's
// code; a tablet opens the code's address and sends its marks (seats 2 and 3 through the API); the
// Scoring screen says the couple waits for the supervisor and leads there; the couple is validated,
// and after logging out the public Results show its points. In Italian on the
// phone (ONCE_IT; the same day's screens in English on the desktop are results.spec.ts's); axe on the changed screens; screenshots in test-results/.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, loginViaForm } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { pickOption } from './helpers/dropdown';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, exact, ONCE_IT, t, tr } from './helpers/i18n';
import { scaled } from './helpers/time';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const CLEAN = Array.from({ length: 17 }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));

/** As a superuser: a supervised competition in accreditation, one accredited couple, three judges on its list. */
async function accreditedDay(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const judges: string[] = [];
  for (let j = 1; j <= 3; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}` })).id);
  const name = `Walk Day ${tag}`;
  const comp = await su.create('competitions', { name, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [users.organizer], commissioners: [users.commissioner], status: 'accreditation', judges });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (first: string) => (await su.create('athletes', { owner: users.athlete, name: first, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
  await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  return { id: comp.id, name, judgeNames: judges.map((_, i) => `Giudice ${i + 1} ${tag}`), couple: `Aiko ${tag} – Ugo ${tag}`, api: su };
}

for (const lang of ONCE_IT) {
  test(`the demo day from the login to validated results, through the screens only (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(180_000));
    const tag = `${lang}${Date.now().toString(36).slice(-5)}`;
    const day = await accreditedDay(request, tag);
    const status = (s: string) => tr(lang, `common:competitionStatus.${s}`);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();

    // ------------------------------------------------------------ login, the dashboard card: start the competition
    await page.goto('/');
    await page.getByRole('link', { name: tr(lang, 'common:layout.reservedArea') }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await loginViaForm(page, 'organizer', DEMO_PASSWORD);
    const card = page.getByRole('article', { name: day.name });
    await card.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('ongoing'), name: day.name }) }).click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'competitions:status.confirmTitleTo', { to: status('ongoing') }) });
    await confirm.getByRole('button', { name: exact(t(lang, 'competitions:status.move', { to: status('ongoing') })) }).click();
    await expect(card.locator('.dash-card-meta')).toContainText(status('ongoing'));
    await expectNoA11yViolations(page);
    await shot(page, info, `walk-dashboard-${lang}`, { fullPage: false });

    // ------------------------------------------------------------ the draw: draw, tatami, three judges, publish
    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDrawOf', { competition: day.name }) }).click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:manage.title') })).toBeVisible();
    await page.getByRole('button', { name: exact(t(lang, 'results:manage.draw')) }).click();
    const poule = page.getByRole('article', { name: new RegExp(escapeRe(tr(lang, 'common:katas.nage-no-kata'))) });
    await expect(poule.locator('.draw-order li')).toHaveCount(1);
    await poule.getByRole('button', { name: exact('3') }).click();
    await expect(poule.getByRole('button', { name: exact('3') })).toHaveAttribute('aria-pressed', 'true');
    // The tatami is saved as soon as it is picked: still there after a reload.
    const tatamiSaved = page.waitForResponse((r) => r.url().includes('/api/collections/poules/records/') && r.request().method() === 'PATCH');
    await pickOption(page, poule.locator('.poule-schedule .p-dropdown'), t(lang, 'results:running.tatamiN', { n: 1 }));
    expect((await tatamiSaved).ok()).toBeTruthy();
    await page.reload();
    await expect(poule.locator('.poule-schedule .p-dropdown-label')).toHaveText(t(lang, 'results:running.tatamiN', { n: 1 }));
    await poule.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.publish'))}`) }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: exact(t(lang, 'results:manage.publish')) }).click();
    await expect(poule.getByText(t(lang, 'results:manage.published'), { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `walk-draw-${lang}`);

    // ------------------------------------------------------------ the Supervisor: seat the judges, show seat 1's code
    await page.getByRole('link', { name: t(lang, 'results:officials.supervise') }).click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:supervise.title') })).toBeVisible();
    for (let n = 1; n <= 3; n++) await pickOption(page, page.locator(`#seat-${n}`).locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]'), day.judgeNames[n - 1] as string);
    await page.getByRole('button', { name: exact(t(lang, 'results:supervise.savePanel')) }).click();
    const showCode = page.getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) }).first();
    await expect(showCode).toBeEnabled();
    await showCode.click();
    const codeDialog = page.getByRole('dialog', { name: t(lang, 'results:supervise.codeOf', { n: 1 }) });
    const address = (await codeDialog.locator('.seat-code-url').innerText()).trim();
    await page.keyboard.press('Escape');

    // ------------------------------------------------------------ the judge of seat 1 scans the code on a tablet
    const tabletCtx = await deviceContext(browser, lang, info, TABLET);
    const tablet = await tabletCtx.newPage();
    await tablet.goto(address);
    await expect(tablet.getByRole('heading', { level: 1, name: day.judgeNames[0] })).toBeVisible();
    // Every item is marked before sending: here all "no mistake", in one confirmed gesture.
    await tablet.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: 17 })) }).click();
    await tablet.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: 17 })) }).click();
    await tablet.getByRole('button', { name: exact(t(lang, 'results:judge.send')) }).press('Enter');
    await expect(tablet.locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    // Seats 2 and 3 send theirs from their own tablets (through the API here: judges.spec.ts has five devices).
    const draw = ((await day.api.call('get', `/api/collections/draws/records?filter=${encodeURIComponent(`poule.competition = "${day.id}"`)}`)).items as { id: string }[])[0]!.id;
    for (const judge of [2, 3]) await day.api.create('evaluations', { draw, judge, marks: CLEAN });
    for (let n = 1; n <= 3; n++) await expect(page.locator(`tr[data-seat="${n}"]`)).toHaveAttribute('data-state', 'sent');
    const totals = (await page.locator('.supervise-seats tbody tr td:nth-child(3)').allInnerTexts()).map((s) => Number(s.replace(',', '.')));

    // ------------------------------------------------------------ Scoring says the couple waits for the supervisor, and leads there
    await page.getByRole('link', { name: t(lang, 'results:supervise.paper') }).click();
    const waiting = page.locator('.awaiting-validation');
    await expect(waiting).toContainText(t(lang, 'results:scoring.awaitingValidation'));
    await expectNoA11yViolations(page);
    await shot(page, info, `walk-scoring-waiting-${lang}`, { fullPage: false });
    await waiting.getByRole('link', { name: t(lang, 'results:scoring.toSupervisor') }).click();
    await page.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
    await expect(page.getByRole('heading', { name: t(lang, 'results:supervise.allValidated') })).toBeVisible();
    // The poule done, the tablet waits for the next poule of its tatami (there is none).
    await expect(tablet.getByRole('heading', { name: t(lang, 'results:judge.idle', { n: 1 }) })).toBeVisible();

    // ------------------------------------------------------------ logged out, the public Results show the points
    if (info.project.name === 'phone') {
      await page.getByRole('button', { name: tr(lang, 'common:layout.openMenu') }).click();
      await page.getByRole('button', { name: tr(lang, 'common:menu.logout') }).click();
    } else {
      await page.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'common:layout.userMenuFor', { name: '' }).trim())}`) }).click();
      await page.getByRole('menuitem', { name: tr(lang, 'common:menu.logout') }).click();
    }
    await page.getByRole('link', { name: tr(lang, 'home:hero.ctaCompetitions') }).first().click();
    await page.getByRole('searchbox', { name: tr(lang, 'competitions:list.searchLabel') }).fill(day.name);
    await page.getByRole('link', { name: day.name }).first().click();
    await page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).getByRole('link', { name: tr(lang, 'competitions:detail.tabs.results') }).click();
    const points = totals.reduce((a, b) => a + b, 0);
    await expect(page.locator('.results-table').first()).toContainText(new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-US').format(points));
    await shot(page, info, `walk-public-results-${lang}`, { fullPage: false });
    await Promise.all([ctx.close(), tabletCtx.close()]);
  });
}
