// QR check-in on a phone, English and Italian: the athlete opens the couple's check-in QR
// and the printable A6 accreditation card (printed to PDF); the organizer's desk scans QR codes with
// Chromium's fake camera (a Y4M video of a QR generated here) — a forged code, a code of another
// competition and the code of a deleted enrolment each get their own message; the genuine one lands
// on the couple's row with Present focused, one tap marks it, and a second desk sees it live.
import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs, loginViaApi } from './helpers/auth';
import { superuserApi, demoUserIds, pbDate } from './helpers/api';
import { contextIn, LANGS, t } from './helpers/i18n';
import { device, shot } from './helpers/devices';
import { e2eState } from './helpers/state';
import { cameraBrowser, writeQrVideo } from './helpers/fakeCamera';

const PASSWORD = 'Checkin-e2e-123!';

/** As a superuser: an athlete with a verified couple enrolled (paid) in a competition in accreditation, plus the refusal cases. */
async function setup(request: APIRequestContext, tag: string) {
  const api = await superuserApi(request);
  const create = (collection: string, data: Record<string, unknown>) => api.create<{ checkinCode?: string }>(collection, data);
  const organizer = demoUserIds().organizer;
  const email = `checkin-${tag}@test.local`;
  const user = await create('users', { email, username: `checkin${tag}`, name: `Checkin ${tag}`, password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true, privacyAcceptedAt: pbDate(Date.now()) });
  const athlete = (name: string, club: string) =>
    create('athletes', { owner: user.id, name, surname: tag, birthday: '1990-05-06 00:00:00.000Z', country: 'IT', region: 'Lazio', belt: '2d', club, verified: true });
  const couple = (a: string, b: string) =>
    Promise.all([athlete(a, '03IT0003'), athlete(b, '04IT0004')]).then(([x, y]) => create('couples', { owner: user.id, tori: x.id, uke: y.id, kata: 'ju-no-kata', verified: true }));
  const competition = (name: string) =>
    create('competitions', { name, date: pbDate(Date.now() + 864e5), location: 'Torino', organizers: [organizer], status: 'accreditation' }).then(async (c) => {
      await create('circuits', { competition: c.id, name: `Open ${tag}`, order: 1 });
      return c;
    });
  const cup = await competition(`QR Cup ${tag}`);
  const otherCup = await competition(`Other Cup ${tag}`);
  const [c1, c2, c3] = await Promise.all([couple('Elsa', 'Ivo'), couple('Gea', 'Leo'), couple('Mia', 'Noe')]);
  const mine = await create('enrolments', { competition: cup.id, couple: c1.id, owner: user.id, paymentReceived: true });
  const other = await create('enrolments', { competition: otherCup.id, couple: c2.id, owner: user.id, paymentReceived: true });
  const gone = await create('enrolments', { competition: cup.id, couple: c3.id, owner: user.id, paymentReceived: true });
  await api.call('delete', `/api/collections/enrolments/records/${gone.id}`);
  const code = (e: { id: string; checkinCode?: string }) => `KP1.${e.id}.${e.checkinCode}`;
  const genuine = code(mine);
  const last = genuine.slice(-1);
  return {
    email,
    cup,
    couple: `Elsa ${tag} – Ivo ${tag}`,
    genuine,
    forged: genuine.slice(0, -1) + (last === 'A' ? 'B' : 'A'),
    otherCompetition: code(other),
    deleted: code(gone),
  };
}


for (const lang of LANGS) {
  test(`QR check-in at the desk (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.skip(info.project.name !== 'phone', 'the desk scans with a phone');
    const tag = `${lang}${Date.now().toString(36)}`;
    const data = await setup(request, tag);
    const deskPath = `/reserved/enrolments/${data.cup.id}`;
    const { baseURL } = e2eState();

    // The athlete: the couple's QR on the enrolment card, then the A6 card (screen and PDF).
    const actx = await contextIn(browser, lang, { baseURL, ...device(info) });
    const athlete = await actx.newPage();
    await loginViaApi(athlete, data.email, PASSWORD, '/reserved/enrolments');
    const card = athlete.getByRole('article', { name: data.couple });
    await card.getByRole('button', { name: `${t(lang, 'enrolments:checkin.show')} – ${data.couple}` }).click();
    const qr = card.getByRole('img', { name: t(lang, 'enrolments:checkin.qrLabel', { couple: data.couple }) });
    await expect(qr).toHaveAttribute('data-qr-value', data.genuine);
    await expectNoA11yViolations(athlete);
    await shot(athlete, info, `enrolment-qr-${lang}`);
    await card.getByRole('link', { name: `${t(lang, 'enrolments:checkin.card')} – ${data.couple}` }).click();
    const a6 = athlete.getByRole('article', { name: t(lang, 'enrolments:checkin.cardOf', { couple: data.couple }) });
    await expect(a6.getByRole('img', { name: t(lang, 'enrolments:checkin.qrLabel', { couple: data.couple }) })).toHaveAttribute('data-qr-value', data.genuine);
    await expect(a6.getByText(`QR Cup ${tag}`)).toBeVisible();
    await expect(a6.getByText('03IT0003')).toBeVisible();
    await expect(a6.getByText(t(lang, 'common:katas.ju-no-kata'))).toBeVisible();
    await expectNoA11yViolations(athlete);
    await shot(athlete, info, `accreditation-card-${lang}`);
    const pdfPath = info.outputPath(`accreditation-card-${lang}.pdf`);
    await athlete.emulateMedia({ media: 'print' });
    await athlete.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    const pdf = (await readFile(pdfPath)).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1); // one A6 page
    // 105 × 148 mm = 297.6 × 419.5 pt; Chromium rounds the page to whole CSS pixels (±1 pt).
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(Math.abs(Number(box?.[1]) - 297.6)).toBeLessThan(1);
    expect(Math.abs(Number(box?.[2]) - 419.5)).toBeLessThan(1);
    await actx.close();

    // A second desk (an admin) on the same competition, to see the presence arrive live.
    const xctx = await contextIn(browser, lang, { baseURL, ...device(info) });
    const desk2 = await xctx.newPage();
    const subscribed = desk2.waitForResponse((r) => r.url().includes('/api/realtime') && r.request().method() === 'POST' && r.ok());
    await loginAs(desk2, 'admin', deskPath);
    await subscribed;
    const row2 = desk2.getByRole('listitem', { name: data.couple });
    const present2 = row2.getByRole('button', { name: t(lang, 'desk:presentOf', { couple: data.couple }) });
    await expect(present2).toHaveAttribute('aria-pressed', 'false');

    // The organizer's phone with the fake camera.
    const video = info.outputPath('camera.y4m');
    await writeQrVideo(video, data.forged);
    const cam = await cameraBrowser(info, video);
    try {
      const octx = await contextIn(cam, lang, { baseURL, ...device(info), permissions: ['camera'] });
      const desk = await octx.newPage();
      await loginAs(desk, 'organizer', deskPath);
      const scan = desk.getByRole('button', { name: t(lang, 'desk:scan.open') });
      const dialog = desk.getByRole('dialog', { name: t(lang, 'desk:scan.title') });

      for (const [text, code] of [
        [data.forged, 'checkin_forged'],
        [data.otherCompetition, 'checkin_other_competition'],
        [data.deleted, 'checkin_unknown'],
      ] as const) {
        await writeQrVideo(video, text);
        await scan.click();
        await expect(dialog.getByRole('alert')).toHaveText(t(lang, `common:errors.${code}`));
        if (code === 'checkin_forged') {
          await expectNoA11yViolations(desk);
          await shot(desk, info, `desk-scan-refused-${lang}`);
        }
        await dialog.locator('.desk-scan-footer').getByRole('button', { name: t(lang, 'desk:scan.close') }).click();
        await expect(dialog).toBeHidden();
      }

      // The genuine code: the couple's row, pinned, with Present focused; one tap marks it.
      await writeQrVideo(video, data.genuine);
      await scan.click();
      await expect(dialog).toBeHidden();
      const pinned = desk.getByRole('region', { name: t(lang, 'desk:scan.scanned') });
      const present = pinned.getByRole('button', { name: t(lang, 'desk:presentOf', { couple: data.couple }) });
      await expect(present).toBeFocused();
      await expectNoA11yViolations(desk);
      await shot(desk, info, `desk-scanned-${lang}`);
      await present.tap();
      await expect(present).toHaveAttribute('aria-pressed', 'true');
      await expect(pinned.getByText(t(lang, 'common:enrolmentStatus.in_competition'))).toBeVisible();
      await expect(present2).toHaveAttribute('aria-pressed', 'true');
      await octx.close();
    } finally {
      await cam.close();
      await xctx.close();
    }
  });
}
