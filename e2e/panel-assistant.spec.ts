// Fair panels: the supervisor (the organizer) sees, under a seat, that its judge is of the club of a
// couple of the poule; "Propose panels" proposes a panel without that judge (the rested judges first,
// a judge who stays keeping their seat) and seats it with one confirm; the warning is gone.
// en and it, desktop and phone; axe; screenshots.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { shot } from './helpers/devices';
import { contextIn, exact, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

/** As a superuser: an ongoing competition, a published three-judge poule of two couples (clubs 01IT0001 and 02IT0002), five judges, the first of 01IT0001; judges 1-3 seated. */
async function clubDay(request: APIRequestContext, tag: string): Promise<{ competition: string; judges: string[] }> {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `Fair Cup ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    judgeQualification: 'off',
  });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  for (const [i, club] of ['01IT0001', '02IT0002'].entries()) {
    const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club, verified: true })).id;
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'FAIR' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const judges: string[] = [];
  for (let j = 1; j <= 5; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}`, club: j === 1 ? '01IT0001' : '' })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: { '1': judges[0], '2': judges[1], '3': judges[2] } });
  return { competition: comp.id as string, judges };
}

for (const lang of LANGS) {
  test(`the panel assistant keeps a judge away from their club's couple (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition } = await clubDay(request, tag);
    const use = info.project.use;
    const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
    const sup = await ctx.newPage();
    await loginAs(sup, 'organizer', `/competitions/${competition}/officials/supervise`);
    const judge = (n: number) => `Giudice ${n} ${tag}`;
    await expect(sup.getByTestId('seat-conflict-1')).toHaveText(t(lang, 'results:panels.conflict_one', { name: judge(1), club: '01IT0001', count: 1 }));
    await expect(sup.locator('[data-testid^="seat-conflict-"]')).toHaveCount(1);

    await sup.getByRole('button', { name: tr(lang, 'results:panels.propose') }).click();
    const proposal = sup.getByTestId('panel-proposal');
    // Judge 1 rests (a couple of their club); judges 4 and 5 (rested) come in; judge 2 stays on seat 2.
    const seats = proposal.locator('.panel-proposal-seats li');
    await expect(seats).toHaveCount(3);
    await expect(seats.nth(0)).toContainText(judge(4));
    await expect(seats.nth(1)).toContainText(judge(2));
    await expect(seats.nth(2)).toContainText(judge(5));
    await expect(proposal).toContainText(tr(lang, 'results:panels.clean'));
    await expectNoA11yViolations(sup);
    await shot(sup, info, `panels-proposal-${lang}`, { fullPage: true });
    if (!process.env.CI || process.env.E2E_SHOTS) await sup.locator('.supervise-panel').screenshot({ path: info.outputPath(`panels-panel-${lang}.png`) });

    await proposal.getByRole('button', { name: tr(lang, 'results:panels.seat') }).click();
    await sup.locator('.p-confirm-dialog').getByRole('button', { name: exact(tr(lang, 'results:panels.seat')) }).click();
    await expect(sup.locator('[data-testid^="seat-conflict-"]')).toHaveCount(0);
    await expect(sup.locator('#seat-1')).toHaveAttribute('value', judge(4));
    await shot(sup, info, `panels-seated-${lang}`, { fullPage: true });
    await ctx.close();
  });
}
