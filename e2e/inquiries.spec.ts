// Inquiries, from the screens alone (no typed address; the fixture is set up through the API): a
// couple performs with the tatami's camera on (Chromium's fake camera); the jury (the organizer,
// from the login form) checks the competition's window and fee from its dashboard card and opens the
// Supervisor from it, where the couple is validated; the public (from the home page) finds the
// competition and sees its place provisional on the leaderboard and results tabs; the couple's
// athlete (an account in the test's language, from the login form) asks for a review of a technique
// from their enrolment, reached from the dashboard, and finds the inquiry on the dashboard; the desk
// (from the dashboard's card) records the fee; the jury sees the inquiry live, opens the recording at
// the named technique's bookmark and rejects it with a reason (en, on the desktop) or upholds it and
// validates the couple again (it, on the phone). Without a reload the athlete's dashboard shows the
// decision, the mail brings it in the athlete's language, the public places are final, and the
// couple's public sheet (results tab → breakdown → judges' sheets) shows the jury's words.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { device, shot } from './helpers/devices';
import { cameraBrowser } from './helpers/fakeCamera';
import { expectNoA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, loginViaForm } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, escapeRe, exact, LANGS, t, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { openMenuEntry } from './helpers/menu';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';
import { createUser, TEST_PASSWORD } from './helpers/users';

const MARKS = Array.from({ length: 17 }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));

/**
 * As a superuser: an ongoing, supervised competition taking inquiries (30 minutes, a fee), two
 * couples of `owner` drawn on tatami 1.
 */
async function day(request: APIRequestContext, tag: string, owner: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const name = `Inquiry Cup ${tag}`;
  const comp = await su.create('competitions', {
    name,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    supervised: true,
    inquiryMinutes: 30,
    inquiryFee: true,
  });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (first: string) => (await su.create('athletes', { owner, name: first, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  for (const [tori, uke] of [['Aiko', 'Ugo'], ['Bruna', 'Carlo']]) {
    const couple = await su.create('couples', { owner, tori: await athlete(tori!), uke: await athlete(uke!), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'INQUIRY' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3, tatami: 1 });
  const draws = (await su.call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string; toriName: string; ukeName: string }[];
  return { competition: comp.id as string, name, draw: draws[0]!, su };
}


/** A new page of `browser` in `lang` that logs in from the public home through the login form. */
async function signIn(browser: Browser, lang: Lang, info: TestInfo, identity: string, password: string): Promise<Page> {
  const page = await (await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
  await page.goto('/');
  await page.getByRole('link', { name: tr(lang, 'common:layout.reservedArea') }).first().click();
  await loginViaForm(page, identity, password);
  return page;
}

/** The competition tab `tab` of the public competition page. */
async function openTab(page: Page, lang: Lang, tab: 'leaderboard' | 'results') {
  await page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).getByRole('link', { name: tr(lang, `competitions:detail.tabs.${tab}`) }).click();
}

for (const lang of LANGS) {
  test(`an athlete's inquiry is filed, paid and decided by the jury (${lang})`, { tag: `@${lang}` }, async ({ request, browser, mail }, info) => {
    test.setTimeout(scaled(200_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    // The couples' owner: an account of its own in the test's language (its mail's language).
    const email = uniqueEmail('inquiry');
    const owner = await createUser({ email, username: `inq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`, lang });
    const { name, draw, su } = await day(request, tag, owner);
    const couple = `${draw.toriName} – ${draw.ukeName}`;
    const cam = await cameraBrowser(info);
    try {
      // The jury: from the login form to the competition's card on the dashboard.
      const jury = await signIn(cam, lang, info, 'organizer', DEMO_PASSWORD);
      const juryCard = jury.getByRole('article', { name });
      // The competition's settings: the window and the fee, a window beyond 120 minutes refused on its field.
      await juryCard.getByRole('link', { name: t(lang, 'dashboard:organizer.toEditOf', { competition: name }) }).click();
      const settings = jury.getByRole('dialog', { name: t(lang, 'competitions:form.editTitle', { name }) });
      const minutes = settings.getByLabel(tr(lang, 'competitions:form.inquiryMinutes'));
      await expect(minutes).toHaveValue('30');
      await expect(settings.getByLabel(tr(lang, 'competitions:form.inquiryFee'))).toBeChecked();
      await minutes.fill('121');
      await settings.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
      await expect(settings.getByText(tr(lang, 'competitions:form.errors.inquiryMinutes'))).toBeVisible();
      await expectNoA11yViolations(jury);
      // The dialog's footer stays over the form's end: the fields' own picture.
      if (!process.env.CI || process.env.E2E_SHOTS) await settings.locator('fieldset.inquiry-fields').screenshot({ path: info.outputPath(`inquiry-settings-${lang}.png`) });
      await minutes.fill('30');
      await settings.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
      await expect(jury.getByText(t(lang, 'competitions:form.savedDetail', { name }))).toBeVisible();
      await settings.getByRole('button', { name: exact(tr(lang, 'common:actions.cancel')) }).click();
      await expect(settings).toBeHidden();
      // Back on the dashboard, the card leads to the Supervisor.
      await openMenuEntry(jury, info, lang, 'common:menu.dashboard');
      await juryCard.getByRole('link', { name: t(lang, 'dashboard:organizer.toSupervisorOf', { competition: name }) }).click();
      // The supervisor records the couple on the mat; its sheets come in; the recording stops.
      const recorder = jury.locator('section.tatami-recorder');
      await recorder.getByRole('button', { name: tr(lang, 'results:clips.arm') }).click();
      await expect(recorder.getByTestId('recorder-state')).toContainText(draw.toriName);
      const clipChunks = async () => {
        const clips = (await su.call('get', `/api/collections/clips/records?filter=${encodeURIComponent(`draw = "${draw.id}"`)}`)).items as { id: string }[];
        if (!clips[0]) return 0;
        return ((await su.call('get', `/api/collections/clip_chunks/records?perPage=500&filter=${encodeURIComponent(`clip = "${clips[0].id}"`)}`)).items as unknown[]).length;
      };
      await expect.poll(clipChunks, { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(2);
      // Judge 1 a big mistake on technique 2: the panel splits there.
      const now = Date.now();
      const trail = { items: MARKS.map(() => ({ first: now, last: now })) };
      for (let judge = 1; judge <= 3; judge++) {
        await su.create('evaluations', { draw: draw.id, judge, marks: MARKS.map((m, i) => (judge === 1 && i === 1 ? { ...m, big: 1 } : m)), trail });
      }
      await expect(recorder.getByTestId('recorder-waiting')).toHaveText(tr(lang, 'results:clips.allSent'));
      await jury.getByRole('button', { name: tr(lang, 'results:supervise.validate') }).click();
      await expect(jury.getByText(t(lang, 'results:supervise.validated', { couple }))).toBeVisible();
      // The jury's panel: nothing open yet.
      const panel = jury.locator('section.inquiries-panel');
      await expect(panel.getByText(tr(lang, 'results:inquiries.none'))).toBeVisible();

      // The public, from the home page: the validated couple's place is provisional while the window
      // is open, on the leaderboard and on the results.
      const guest = await (await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      await guest.goto('/');
      await guest.getByRole('link', { name: tr(lang, 'home:hero.ctaCompetitions') }).first().click();
      await guest.getByRole('searchbox', { name: tr(lang, 'competitions:list.searchLabel') }).fill(name);
      await guest.getByRole('link', { name }).first().click();
      await openTab(guest, lang, 'leaderboard');
      const row = guest.getByRole('row').filter({ hasText: draw.toriName });
      await expect(row.getByText(tr(lang, 'common:inquiry.provisional'))).toBeVisible();
      await shot(guest, info, `inquiry-board-provisional-${lang}`);
      await openTab(guest, lang, 'results');
      const resultRow = guest.locator('.results-table').getByRole('row').filter({ hasText: draw.toriName });
      await expect(resultRow.getByText(tr(lang, 'common:inquiry.provisional'))).toBeVisible();
      await expectNoA11yViolations(guest);
      await shot(guest, info, `inquiry-results-provisional-${lang}`, { fullPage: false });

      // The athlete, from the login form: the dashboard leads to the enrolments, where they ask for a review.
      const athlete = await signIn(browser, lang, info, email, TEST_PASSWORD);
      const myInquiries = athlete.getByRole('region', { name: tr(lang, 'dashboard:athlete.inquiries') });
      await athlete.getByRole('link', { name: tr(lang, 'dashboard:athlete.toEnrolments') }).click();
      const card = athlete.getByRole('article', { name: couple });
      await expect(card.getByText(tr(lang, 'common:inquiry.windowOpen').split('{{')[0]!.trim())).toBeVisible();
      await card.getByRole('button', { name: t(lang, 'common:inquiry.askOf', { couple }) }).click();
      const dialog = athlete.getByRole('dialog');
      // Sent without a technique or a reason: both refused on their fields.
      await dialog.getByRole('button', { name: tr(lang, 'common:inquiry.submit') }).click();
      await expect(dialog.getByText(tr(lang, 'common:inquiry.chooseTechniques'))).toBeVisible();
      await dialog.getByRole('checkbox').nth(1).check();
      await dialog.getByLabel(tr(lang, 'common:inquiry.reason')).fill(lang === 'it' ? 'Il tori non ha perso l’equilibrio.' : 'Tori did not lose balance there.');
      await expectNoA11yViolations(athlete);
      await shot(athlete, info, `inquiry-ask-${lang}`, { fullPage: false });
      await dialog.getByRole('button', { name: tr(lang, 'common:inquiry.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(tr(lang, 'common:inquiry.state.open'))).toBeVisible();
      await expect(card.getByText(tr(lang, 'common:inquiry.payAtDesk'))).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shot(athlete, info, `inquiry-filed-${lang}`, { fullPage: false });
      // The dashboard lists it, with its state.
      await openMenuEntry(athlete, info, lang, 'common:menu.dashboard');
      const mine = myInquiries.getByRole('listitem', { name: couple });
      await expect(mine.getByText(tr(lang, 'common:inquiry.state.open'))).toBeVisible();
      await expect(mine.getByText(name)).toBeVisible();
      await expectNoA11yViolations(athlete);
      await shot(athlete, info, `inquiry-dashboard-open-${lang}`, { fullPage: false });

      // The jury sees it live; the fee is not paid yet, so no decision.
      const inquiry = panel.locator('article.inquiry-card').filter({ hasText: draw.toriName });
      await expect(inquiry).toBeVisible();
      await expect(inquiry.getByText(tr(lang, 'results:inquiries.feeUnpaid'))).toBeVisible();
      await expect(inquiry.getByRole('button', { name: t(lang, 'results:inquiries.decideOf', { couple }) })).toBeDisabled();

      // The desk, from the login form and the dashboard's card, records the fee.
      const desk = await signIn(browser, lang, info, 'organizer', DEMO_PASSWORD);
      await desk.getByRole('article', { name }).getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition: name }) }).click();
      const fee = desk.getByRole('checkbox', { name: t(lang, 'desk:inquiries.feeOf', { couple }) });
      // The box shows the server's state: ticked once the fee is recorded (check() would assert at once).
      await fee.click();
      await expect(fee).toBeChecked();
      await expectNoA11yViolations(desk);
      await shot(desk, info, `inquiry-desk-${lang}`);
      await desk.context().close();

      // The jury: the fee is in; the recording opens at the named technique, its one button flagged.
      await expect(inquiry.getByText(tr(lang, 'results:inquiries.feePaid'))).toBeVisible();
      await inquiry.getByRole('button', { name: tr(lang, 'results:clips.load') }).click();
      const video = inquiry.locator('video');
      await expect(video).toBeVisible();
      const bookmarks = inquiry.getByRole('list', { name: tr(lang, 'results:clips.bookmarks') }).getByRole('button');
      await expect(bookmarks).toHaveCount(1);
      const at = Number(await bookmarks.first().getAttribute('data-at'));
      expect(at).toBeGreaterThan(0);
      // Loaded (a refused load keeps any currentTime it is given), and opened there.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? `error: ${v.error.message}` : v.readyState))).toBeGreaterThanOrEqual(2);
      await expect.poll(async () => Math.abs((await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - at)).toBeLessThan(1);
      await expectNoA11yViolations(jury);
      await shot(jury, info, `inquiry-jury-${lang}`, { fullPage: true });

      // Rejected without a reason: refused on the field. Then decided: rejected in English, upheld in
      // Italian, which reopens the couple; its sheets stand and the supervisor validates it again.
      const outcome = lang === 'it' ? 'upheld' : 'rejected';
      await inquiry.getByRole('radio', { name: tr(lang, 'results:inquiries.outcomes.rejected') }).check();
      await inquiry.getByRole('button', { name: t(lang, 'results:inquiries.decideOf', { couple }) }).click();
      const decision = inquiry.getByLabel(tr(lang, 'results:inquiries.decision'));
      await expect(decision).toHaveAttribute('aria-invalid', 'true');
      const why = lang === 'it' ? 'Il video mostra la tecnica 2 eseguita bene.' : 'The recording confirms the judges’ marks.';
      await inquiry.getByRole('radio', { name: tr(lang, `results:inquiries.outcomes.${outcome}`) }).check();
      await decision.fill(why);
      const decidedAt = Date.now() - 1000;
      await inquiry.getByRole('button', { name: t(lang, 'results:inquiries.decideOf', { couple }) }).click();
      await expect(panel.locator('article.inquiry-card')).toHaveCount(0);
      if (outcome === 'upheld') {
        // Reopened: the couple is on the mat again with its sheets, and is validated again.
        await expect(jury.locator('.supervise-now')).toContainText(draw.toriName);
        await jury.getByRole('button', { name: tr(lang, 'results:supervise.validate') }).click();
        await expect(jury.getByText(t(lang, 'results:supervise.validated', { couple }))).toBeVisible();
      }

      // The athlete's dashboard shows the decision without a reload, and leads to the enrolment.
      await expect(mine.getByText(tr(lang, `common:inquiry.state.${outcome}`))).toBeVisible();
      await expect(mine.getByText(why)).toBeVisible();
      await expectNoA11yViolations(athlete);
      await shot(athlete, info, `inquiry-dashboard-decided-${lang}`, { fullPage: false });
      await mine.getByRole('link', { name: t(lang, 'dashboard:athlete.inquiryEnrolmentOf', { couple }) }).click();
      await expect(card.getByText(tr(lang, `common:inquiry.state.${outcome}`))).toBeVisible();
      await expect(card.getByText(why)).toBeVisible();
      await shot(athlete, info, `inquiry-decided-${lang}`, { fullPage: false });
      // The mail, in the athlete's language.
      const subject = lang === 'it' ? /Il tuo reclamo su .+: accolto$/ : /Your inquiry on .+: rejected$/;
      const sent = await mail.waitFor({ to: email, subject, after: decidedAt, timeoutMs: scaled(15_000) });
      expect(sent.subject).toContain(draw.toriName);
      expect(sent.html).toContain(why);

      // The public: the places are final, without a reload; the couple's sheet shows the decision.
      await expect(resultRow.getByText(tr(lang, 'common:inquiry.provisional'))).toHaveCount(0);
      await openTab(guest, lang, 'leaderboard');
      await expect(row.getByRole('cell').first()).toContainText('1');
      await expect(row.getByText(tr(lang, 'common:inquiry.provisional'))).toHaveCount(0);
      await shot(guest, info, `inquiry-board-final-${lang}`);
      await openTab(guest, lang, 'results');
      await expect(resultRow.getByText(tr(lang, 'common:inquiry.provisional'))).toHaveCount(0);
      await guest.getByRole('button', { name: t(lang, 'results:results.breakdownOf', { couple }) }).click();
      await guest.getByRole('link', { name: t(lang, 'results:sheets.openOf', { couple }) }).click();
      const decided = t(lang, outcome === 'upheld' ? 'common:inquiry.decisionUpheld' : 'common:inquiry.decisionRejected', { decision: why });
      await expect(guest.getByText(new RegExp(escapeRe(decided)))).toBeVisible();
      await expectNoA11yViolations(guest);
      await shot(guest, info, `inquiry-sheet-decided-${lang}`, { fullPage: false });
    } finally {
      await cam.close();
    }
  });
}
