// Inquiries: a couple performs with the tatami's camera on (Chromium's fake camera), the supervisor
// validates it; the public board shows its place provisional; its athlete asks for a review of a
// technique from their enrolment; the desk records the fee; the jury sees the inquiry live on the
// supervisor's screen, opens the recording at the named technique's bookmark and rejects it with a
// reason (en, on the desktop) or upholds it, the couple is validated again (it, on the phone); the
// athlete reads the decision and the board's place is final, without a reload.
import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { test, expect } from './fixtures';
import { device, shot } from './helpers/devices';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const MARKS = Array.from({ length: 17 }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));

/** As a superuser: an ongoing, supervised competition taking inquiries (30 minutes, a fee), two couples of the demo athlete drawn on tatami 1. */
async function day(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `Inquiry Cup ${tag}`,
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
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  for (const [tori, uke] of [['Aiko', 'Ugo'], ['Bruna', 'Carlo']]) {
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete(tori!), uke: await athlete(uke!), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'INQUIRY' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3, tatami: 1 });
  const draws = (await su.call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string; toriName: string; ukeName: string }[];
  return { competition: comp.id as string, draw: draws[0]!, su };
}

/** Chromium with its fake camera, granted without a prompt (the headless shell has no media capture). */
async function cameraBrowser(info: TestInfo): Promise<Browser> {
  const base = info.project.use.launchOptions ?? {};
  const executablePath = process.env.PLAYWRIGHT_CAMERA_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ ...base, executablePath, args: [...(base.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
}

for (const lang of LANGS) {
  test(`an athlete's inquiry is filed, paid and decided by the jury (${lang})`, { tag: `@${lang}` }, async ({ request, browser }, info) => {
    test.setTimeout(scaled(150_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition, draw, su } = await day(request, tag);
    const couple = `${draw.toriName} – ${draw.ukeName}`;
    const cam = await cameraBrowser(info);
    try {
      // The supervisor records the couple on the mat; its sheets come in; the recording stops.
      const jury = await (await contextIn(cam, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      // The competition's settings: the window and the fee, a window beyond 120 minutes refused on its field.
      await loginAs(jury, 'organizer', `/reserved/competitions?edit=${competition}`);
      const settings = jury.getByRole('dialog');
      const minutes = settings.getByLabel(tr(lang, 'competitions:form.inquiryMinutes'));
      await expect(minutes).toHaveValue('30');
      await expect(settings.getByLabel(tr(lang, 'competitions:form.inquiryFee'))).toBeChecked();
      await minutes.fill('121');
      await settings.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
      await expect(settings.getByText(tr(lang, 'competitions:form.errors.inquiryMinutes'))).toBeVisible();
      await expectNoA11yViolations(jury);
      // The dialog's footer stays over the form's end: the fields' own picture.
      if (!process.env.CI || process.env.E2E_SHOTS) await settings.locator('fieldset.inquiry-fields').screenshot({ path: info.outputPath(`inquiry-settings-${lang}.png`) });
      await jury.goto(`/competitions/${competition}/officials/supervise`);
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
      // The jury's panel: nothing open yet.
      const panel = jury.locator('section.inquiries-panel');
      await expect(panel.getByText(tr(lang, 'results:inquiries.none'))).toBeVisible();

      // The public board: the validated couple's place is provisional while the window is open.
      const guest = await (await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      await guest.goto(`/competitions/${competition}/leaderboard`);
      const row = guest.getByRole('row').filter({ hasText: draw.toriName });
      await expect(row.getByText(tr(lang, 'common:inquiry.provisional'))).toBeVisible();
      await shot(guest, info, `inquiry-board-provisional-${lang}`);

      // The athlete asks for a review from their enrolment.
      const athlete = await (await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      await loginAs(athlete, 'athlete', '/reserved/enrolments');
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

      // The jury sees it live; the fee is not paid yet, so no decision.
      const inquiry = panel.locator('article.inquiry-card').filter({ hasText: draw.toriName });
      await expect(inquiry).toBeVisible();
      await expect(inquiry.getByText(tr(lang, 'results:inquiries.feeUnpaid'))).toBeVisible();
      await expect(inquiry.getByRole('button', { name: t(lang, 'results:inquiries.decideOf', { couple }) })).toBeDisabled();

      // The desk records the fee.
      const desk = await (await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      await loginAs(desk, 'organizer', `/reserved/enrolments/${competition}`);
      const fee = desk.getByRole('checkbox', { name: t(lang, 'desk:inquiries.feeOf', { couple }) });
      await fee.check();
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
      await inquiry.getByRole('button', { name: t(lang, 'results:inquiries.decideOf', { couple }) }).click();
      await expect(panel.locator('article.inquiry-card')).toHaveCount(0);
      if (outcome === 'upheld') {
        await expect(row.getByText(tr(lang, 'results:results.awaitingValidation'))).toBeVisible();
        await jury.getByRole('button', { name: tr(lang, 'results:supervise.validate') }).click();
      }

      // The athlete reads the decision; the board's place is final, both without a reload.
      await expect(card.getByText(tr(lang, `common:inquiry.state.${outcome}`))).toBeVisible();
      await expect(card.getByText(why)).toBeVisible();
      await shot(athlete, info, `inquiry-decided-${lang}`, { fullPage: false });
      await expect(row.getByText(tr(lang, 'common:inquiry.provisional'))).toHaveCount(0);
      await expect(row.getByRole('cell').first()).toContainText('1');
      await expectNoA11yViolations(guest);
      await shot(guest, info, `inquiry-board-final-${lang}`);
    } finally {
      await cam.close();
    }
  });
}
