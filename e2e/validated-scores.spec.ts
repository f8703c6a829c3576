// A validated couple is locked: on the Scoring page its sheet cannot be corrected until an official
// reopens it with a reason (the dialog refuses an empty one next to the field); reopened, the
// correction saves and the Supervisor validates it again. The Supervisor shows the live part first
// and the setup after; its code dialog says until when the code works and shows the link under the
// QR. The judge's tablet shows the judge's name, seat and poule, and no site menu. Both languages on
// each project; axe on every new screen; screenshots in test-results/.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { exact, LANGS, t } from './helpers/i18n';
import { scaled } from './helpers/time';

const MARKS = Array.from({ length: 17 }, (_, i) => ({ small: i === 1 ? 1 : 0, medium: 0, big: 0, forgotten: false }));

/** As a superuser: an ongoing, supervised competition, one couple in a published three-judge poule, its three sheets in and validated. */
async function validatedCouple(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', { name: `Locked Cup ${tag}`, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [users.organizer], commissioners: [users.commissioner], status: 'ongoing' });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
  await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'LOCK' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const judges: string[] = [];
  for (let j = 1; j <= 3; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}` })).id);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  const panel = await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  const draw = ((await su.call('get', `/api/collections/draws/records?filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string }[])[0]!.id;
  for (let j = 1; j <= 3; j++) await su.create('evaluations', { draw, judge: j, marks: MARKS });
  await su.call('post', `/api/custom/draws/${draw}/validate`, { validated: true });
  return { competition: comp.id, poule, draw, seats: panel.seats as { id: string; seat: number }[], judgeNames: judges.map((_, i) => `Giudice ${i + 1} ${tag}`), api: su };
}

for (const lang of LANGS) {
  test(`a validated couple is locked until reopened with a reason; code validity; the judge's tablet (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-5)}`;
    const day = await validatedCouple(request, tag);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();

    // ------------------------------------------------------------ Scoring: locked, then reopened with a reason
    await loginAs(page, 'commissioner', `/competitions/${day.competition}/officials/scoring/${day.poule}`);
    const lock = page.locator('.validated-lock');
    await expect(lock).toContainText(t(lang, 'results:reopen.lockedHint'));
    await expect(page.getByRole('button', { name: exact(t(lang, 'results:scoring.saveCorrection')) })).toBeDisabled();
    await expectNoA11yViolations(page);
    await shot(page, info, `scoring-locked-${lang}`);

    await lock.getByRole('button', { name: t(lang, 'results:reopen.actionOf', { order: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'results:reopen.title', { order: 1 }) });
    await dialog.getByRole('button', { name: exact(t(lang, 'results:reopen.submit')) }).click();
    const reason = dialog.getByRole('textbox', { name: t(lang, 'results:reopen.reason') });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(t(lang, 'common:validation.required'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `reopen-dialog-${lang}`, { fullPage: false });
    await reason.fill('Judge 1 pressed the wrong mark');
    await dialog.getByRole('button', { name: exact(t(lang, 'results:reopen.submit')) }).click();
    await expect(dialog).toBeHidden();
    await expect(lock).toBeHidden();
    // The correction now saves.
    await page.getByRole('group', { name: new RegExp(`${t(lang, 'results:scoring.small')} – Uki-otoshi`) }).getByText('0', { exact: true }).click();
    await page.getByRole('button', { name: exact(t(lang, 'results:scoring.saveCorrection')) }).click();
    await expect.poll(async () => ((await day.api.call('get', `/api/collections/evaluations/records?filter=${encodeURIComponent(`draw = "${day.draw}" && judge = 1`)}`)).items as { marks: { small: number }[] }[])[0]!.marks[1]!.small).toBe(0);
    expect((await day.api.call('get', `/api/collections/draws/records/${day.draw}`)).validated).toBe(false);

    // ------------------------------------------------------------ Supervisor: live part first, validate again
    await page.goto(`/competitions/${day.competition}/officials/supervise/${day.poule}`);
    const now = page.getByRole('heading', { name: t(lang, 'results:supervise.now', { order: 1, couple: `Aiko ${tag} – Ugo ${tag}` }) });
    await expect(now).toBeVisible();
    const setup = page.getByRole('button', { name: t(lang, 'results:supervise.setup') });
    expect((await now.boundingBox())!.y).toBeLessThan((await setup.boundingBox())!.y);
    await page.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
    await expect(page.locator('.supervise-last-validated')).toBeVisible();
    await expect(page.getByRole('button', { name: t(lang, 'results:reopen.actionOf', { order: 1 }) })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `supervisor-${lang}`);

    // The setup is folded once sheets came in; its code dialog says until when the code works.
    await expect(setup).toHaveAttribute('aria-expanded', 'false');
    await setup.click();
    await page.getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) }).first().click();
    const codeDialog = page.getByRole('dialog', { name: t(lang, 'results:supervise.codeOf', { n: 1 }) });
    const code = (await codeDialog.getByTestId('seat-code').innerText()).trim();
    await expect(codeDialog.locator('.seat-code-url')).toHaveText(new RegExp(`^https?://.+/judge/${code}$`));
    const expires = t(lang, 'results:supervise.expires', { at: '' }).trim();
    await expect(codeDialog.locator('.seat-code-expires')).toContainText(expires);
    await expectNoA11yViolations(page);
    await shot(page, info, `supervisor-code-${lang}`, { fullPage: false });
    await page.keyboard.press('Escape');

    // ------------------------------------------------------------ the judge's tablet: name, seat, poule; no site menu
    const tablet = await (await deviceContext(browser, lang, info)).newPage();
    await tablet.goto(`/judge/${code}`);
    await expect(tablet.getByRole('heading', { level: 1, name: day.judgeNames[0] })).toBeVisible();
    await expect(tablet.locator('.judge-where')).toContainText(t(lang, 'results:judge.seatNo', { n: 1 }));
    await expect(tablet.getByRole('banner')).toHaveCount(0);
    await expect(tablet.getByRole('navigation')).toHaveCount(0);
    await expectNoA11yViolations(tablet);
    await shot(tablet, info, `judge-tablet-${lang}`);
    await tablet.context().close();
    await ctx.close();
  });
}
