// A calibration round from the screens: the organizer starts it on tatami 1 from the supervisor's setup
// (a video of the federation's library), seat 1's tablet marks the performance (every item no mistake)
// instead of a couple, the supervisor sees the sheet arrive, gives the reference marks (the same) and
// reads the judge against them at once; closing the round gives the tablet its couple back. The sheet
// never counts: the couple stays unscored. en and it, desktop and phone.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { contextIn, exact, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const ITEMS = 17;

/** As a superuser: an ongoing competition, one couple drawn into a three-judge poule on tatami 1, seat 1's code. */
async function seatedDay(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', { name: `Calibration Cup ${tag}`, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [users.organizer], commissioners: [users.commissioner], status: 'ongoing' });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
  await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'CALIBRATION' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const judges: string[] = [];
  for (let j = 1; j <= 3; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}`, club: 'Judo Roma' })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  const panel = await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  const seat1 = (panel.seats as { id: string; seat: number }[]).find((s) => s.seat === 1)!.id;
  const code = (await su.call('post', `/api/custom/seats/${seat1}/code`)).code as string;
  const draw = ((await su.call('get', `/api/collections/draws/records?filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string }[])[0]!.id;
  return { competition: comp.id as string, code, draw, su };
}

for (const lang of LANGS) {
  test(`the supervisor runs a calibration round with the tablets (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const day = await seatedDay(request, tag);
    const use = info.project.use;
    const options = { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch };

    // The supervisor starts the round from the setup (open: no sheet yet).
    const supCtx = await contextIn(browser, lang, options);
    const sup = await supCtx.newPage();
    await loginAs(sup, 'organizer', `/competitions/${day.competition}/officials/supervise`);
    const panel = sup.locator('section.calibration');
    await expect(panel.getByRole('heading', { name: t(lang, 'results:calibration.title', { n: 1 }) })).toBeVisible();
    await panel.getByLabel(tr(lang, 'results:calibration.videoLabel')).fill('Nage-no-kata, library 2024');
    await panel.getByRole('button', { name: tr(lang, 'results:calibration.start') }).click();
    await expect(panel.getByRole('status').first()).toContainText('Nage-no-kata, library 2024');

    // Seat 1's tablet shows the calibration instead of the couple; the judge marks it.
    const tabCtx = await contextIn(browser, lang, options);
    const tab = await tabCtx.newPage();
    await tab.goto(`/judge/${day.code}`);
    await expect(tab.getByRole('heading', { level: 2, name: t(lang, 'results:calibration.tabletTitle', { kata: tr(lang, 'common:katas.nage-no-kata') }) })).toBeVisible();
    await tab.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: ITEMS })) }).click();
    await tab.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: ITEMS })) }).click();
    await tab.getByRole('button', { name: exact(t(lang, 'results:judge.send')) }).click();
    await expect(tab.getByText(tr(lang, 'results:calibration.tabletSent'))).toBeVisible();
    await expectNoA11yViolations(tab);
    await shot(tab, info, `calibration-tablet-${lang}`);

    // The supervisor sees it arrive, gives the reference marks and reads the judge against them.
    await expect(panel).toContainText(t(lang, 'results:calibration.sent_one', { n: 1 }));
    await panel.getByRole('button', { name: tr(lang, 'results:calibration.markReference') }).click();
    await panel.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: ITEMS })) }).click();
    await sup.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: ITEMS })) }).click();
    await panel.getByRole('button', { name: tr(lang, 'results:reference.save') }).click();
    const row = panel.locator('tbody tr', { hasText: `Giudice 1 ${tag}` });
    await expect(row).toContainText(t(lang, 'results:reference.biasValue', { plus: 0, minus: 0, sum: '0' }));
    await expectNoA11yViolations(sup);
    await shot(sup, info, `calibration-supervisor-${lang}`);

    // Closed: the tablet has its couple again; the calibration sheet counted for nobody.
    await panel.getByRole('button', { name: tr(lang, 'results:calibration.close') }).click();
    await expect(panel.getByRole('button', { name: tr(lang, 'results:calibration.start') })).toBeVisible();
    await expect(tab.locator('.sheet-state')).toHaveAttribute('data-state', 'draft');
    const draw = await day.su.call('get', `/api/collections/draws/records/${day.draw}`);
    expect(draw).toMatchObject({ scored: false, points: 0 });
    await tabCtx.close();
    await supCtx.close();
  });
}
