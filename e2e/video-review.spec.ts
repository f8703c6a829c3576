// Video review at the tatami: the supervisor arms "Record this tatami" on a phone or a desktop with
// Chromium's fake camera; the couple on the mat is recorded at once, its chunks reach the server
// while it records, and the recording stops by itself when the panel's sheets are all in, with
// nothing left waiting on the device; the replay flags the technique the panel split on and a tap
// jumps to it; from there the couple is validated as is, then reopened from its replay with the
// reason prefilled, both audited with the clip and the time viewed, which the admin's audit trail
// links. en on the desktop, it on the phone.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { device, shot } from './helpers/devices';
import { cameraBrowser } from './helpers/fakeCamera';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const MARKS = Array.from({ length: 17 }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));

/** As a superuser: an ongoing competition, two couples drawn into a three-judge poule on tatami 1. */
async function day(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', { name: `Video Cup ${tag}`, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [users.organizer], commissioners: [users.commissioner], status: 'ongoing' });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  for (const [tori, uke] of [['Aiko', 'Ugo'], ['Bruna', 'Carlo']]) {
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete(tori!), uke: await athlete(uke!), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'VIDEO' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const draws = (await su.call('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string; toriName: string; ukeName: string; poule: string }[];
  return { competition: comp.id as string, draw: draws[0]!, su };
}


for (const lang of LANGS) {
  test(`the supervisor records the couple on the mat (${lang})`, { tag: `@${lang}` }, async ({ request }, info) => {
    test.setTimeout(scaled(150_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition, draw, su } = await day(request, tag);
    const cam = await cameraBrowser(info);
    try {
      const ctx = await contextIn(cam, lang, { baseURL: e2eState().baseURL, ...device(info) });
      const page = await ctx.newPage();
      await loginAs(page, 'organizer', `/competitions/${competition}/officials/supervise`);
      const recorder = page.locator('section.tatami-recorder');
      await expect(recorder.getByRole('heading', { name: tr(lang, 'results:clips.title') })).toBeVisible();
      await recorder.getByRole('button', { name: tr(lang, 'results:clips.arm') }).click();

      // The couple on the mat is recorded at once.
      await expect(recorder.getByTestId('recorder-state')).toContainText(t(lang, 'results:clips.recording', { couple: '' }).trim());
      await expect(recorder.getByTestId('recorder-state')).toContainText(draw.toriName);
      const clips = async () => (await su.call('get', `/api/collections/clips/records?filter=${encodeURIComponent(`draw = "${draw.id}"`)}`)).items as { id: string; finished: boolean; chunks: number; recordedBy: string }[];
      const chunks = async (clip: string) => ((await su.call('get', `/api/collections/clip_chunks/records?perPage=500&filter=${encodeURIComponent(`clip = "${clip}"`)}`)).items as { index: number }[]).length;
      // Chunks reach the server while it records.
      await expect.poll(async () => ((await clips())[0] ? chunks((await clips())[0]!.id) : 0), { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(2);
      await expectNoA11yViolations(page);
      await shot(page, info, `video-recording-${lang}`);

      // The panel's sheets all in: the recording stops by itself, everything is on the server.
      // Each tablet marked every technique now (its clock is the server's here); judge 1 a big mistake
      // on technique 2, the others none: the panel splits there.
      const now = Date.now();
      const trail = { items: MARKS.map(() => ({ first: now, last: now })) };
      for (let judge = 1; judge <= 3; judge++) {
        const marks = MARKS.map((m, i) => (judge === 1 && i === 1 ? { ...m, big: 1 } : m));
        await su.create('evaluations', { draw: draw.id, judge, marks, trail });
      }
      await expect(recorder.getByTestId('recorder-state')).toHaveText(tr(lang, 'results:clips.armed'));
      await expect(recorder.getByTestId('recorder-waiting')).toHaveText(tr(lang, 'results:clips.allSent'));
      const [clip] = await clips();
      expect(clip).toMatchObject({ finished: true, recordedBy: demoUserIds().organizer });
      expect(clip!.chunks).toBeGreaterThanOrEqual(2);
      expect(await chunks(clip!.id)).toBe(clip!.chunks);

      // The replay: technique 2 is flagged; a tap jumps a few seconds before the panel's time.
      await page.getByRole('button', { name: tr(lang, 'results:clips.load') }).click();
      const replay = page.getByTestId('replay-video');
      await expect(replay).toBeVisible();
      const split = page.getByRole('button', { name: t(lang, 'results:clips.techniqueSplit', { n: 2 }) });
      await expect(split).toBeVisible();
      await expect(page.getByRole('button', { name: t(lang, 'results:clips.techniqueSplit', { n: 3 }) })).toHaveCount(0);
      const at = Number(await split.getAttribute('data-at'));
      expect(at).toBeGreaterThan(0);
      await split.click();
      await expect.poll(async () => Math.abs((await replay.evaluate((v: HTMLVideoElement) => v.currentTime)) - at)).toBeLessThan(1);
      await expectNoA11yViolations(page);
      await shot(page, info, `video-stopped-${lang}`);

      // Decided from the replay, from the technique watched: validated as is…
      const decisions = page.getByTestId('replay-decisions');
      await expect(decisions).toContainText(t(lang, 'results:clips.deciding', { n: 2 }));
      await decisions.getByRole('button', { name: tr(lang, 'results:clips.validateAsIs') }).click();
      const audits = async (event: string) => (await su.call('get', `/api/collections/audit/records?sort=created&filter=${encodeURIComponent(`event = "${event}" && record = "${draw.id}"`)}`)).items as { data: Record<string, unknown> }[];
      await expect.poll(async () => (await audits('validate')).length).toBe(1);
      expect((await audits('validate'))[0]!.data).toMatchObject({ clip: clip!.id, technique: 2, clipAt: expect.any(Number) });

      // …then, replayed under the validated couple, reopened with the reason prefilled.
      const again = page.locator('section.clip-replay', { has: page.getByRole('heading', { name: t(lang, 'results:clips.replayOf', { order: 1 }) }) });
      await again.getByRole('button', { name: tr(lang, 'results:clips.load') }).click();
      await again.getByRole('button', { name: t(lang, 'results:clips.techniqueSplit', { n: 2 }) }).click();
      await again.getByRole('button', { name: tr(lang, 'results:clips.reopen') }).click();
      const dialog = page.getByRole('dialog');
      const reason = t(lang, 'results:clips.reopenReason', { n: 2 });
      await expect(dialog.getByRole('textbox')).toHaveValue(reason);
      await expectNoA11yViolations(page);
      await shot(page, info, `video-reopen-${lang}`);
      await dialog.getByRole('button', { name: tr(lang, 'results:reopen.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await audits('reopen')).length).toBe(1);
      const [reopened] = await audits('reopen');
      expect(reopened!.data).toMatchObject({ reason, clip: clip!.id, technique: 2, validated: [true, false] });
      const viewed = reopened!.data.clipAt as number;
      expect(Math.abs(viewed - at * 1000)).toBeLessThan(1500);

      // The admin's audit trail links the entry to the recording watched.
      const adminPage = await (await contextIn(cam, lang, { baseURL: e2eState().baseURL, ...device(info) })).newPage();
      await loginAs(adminPage, 'admin', '/reserved/audit?event=reopen');
      const entry = adminPage.locator(`[data-clip="${clip!.id}"]`);
      await expect(entry).toHaveAttribute('data-clip-at', String(viewed));
      await expect(entry.getByRole('link')).toHaveAttribute('href', `/competitions/${competition}/officials/supervise/${draw.poule}`);
      await expectNoA11yViolations(adminPage);
      await shot(adminPage, info, `video-audit-${lang}`);
    } finally {
      await cam.close();
    }
  });
}
