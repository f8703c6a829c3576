// Judges' qualifications: an admin records on the judges' page that a judge's qualification for
// Nage-no-kata expired yesterday; the supervisor (the organizer) sees, on the poule's panel, the
// warning beside that judge's seat (the competition warns; the others are qualified) and, that judge
// being of the couple's club, the club conflict too; "Propose panels" proposes a panel without them
// (the rested judges first, a judge who stays keeping their seat) and seats it with one confirm; the
// shadow judges' seats beside the panel; a trainee on a shadow seat marks the couple on a tablet of their own.
// en on the desktop, it on the phone; axe; screenshots.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { shot } from './helpers/devices';
import { contextIn, exact, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

/** As a superuser: an ongoing competition that warns, a published three-judge poule of Nage-no-kata, judges 1-3 seated of five, judge 1 of the couple's club, judges 2-5 qualified. */
async function panelOfThree(request: APIRequestContext, tag: string): Promise<{ competition: string; poule: string; judges: string[] }> {
  const su = await superuserApi(request);
  const users = demoUserIds();
  const comp = await su.create('competitions', {
    name: `Qualified Cup ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    judgeQualification: 'warn',
  });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const athlete = async (name: string) => (await su.create('athletes', { owner: users.athlete, name, surname: tag, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
  const couple = await su.create('couples', { owner: users.athlete, tori: await athlete('Aiko'), uke: await athlete('Ugo'), kata: 'nage-no-kata', verified: true });
  await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'QUALIFIED' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const judges: string[] = [];
  for (let j = 1; j <= 5; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}`, club: j === 1 ? '01IT0001' : '' })).id as string);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.slice(0, 3).map((j, i) => [String(i + 1), j])) });
  const nextYear = new Date(Date.now() + 365 * 86400_000).toISOString().replace('T', ' ');
  for (const j of judges.slice(1)) await su.create('judge_qualifications', { judge: j, kata: 'nage-no-kata', level: 'national', validUntil: nextYear });
  return { competition: comp.id as string, poule, judges };
}

for (const lang of LANGS) {
  test(`an admin records a qualification; the supervisor sees the warning on the panel (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const { competition, poule, judges } = await panelOfThree(request, tag);
    const use = info.project.use;
    const options = { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch };
    const judge1 = `Giudice 1 ${tag}`;

    // The admin: judge 1's Nage-no-kata qualification, valid until yesterday.
    const adminCtx = await contextIn(browser, lang, options);
    const admin = await adminCtx.newPage();
    await loginAs(admin, 'admin', '/reserved/judges');
    await expect(admin.getByRole('heading', { name: tr(lang, 'results:qualifications.title') })).toBeVisible();
    await admin.locator('.p-dropdown:has(#qualification-judge)').click();
    await admin.locator('.p-dropdown-filter').fill(tag);
    await admin.locator('.p-dropdown-panel').getByRole('option', { name: exact(`${judge1} · 01IT0001`) }).click();
    const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
    await admin.getByLabel(tr(lang, 'results:qualifications.validUntil')).fill(yesterday);
    await admin.getByRole('button', { name: tr(lang, 'results:qualifications.save') }).click();
    const row = admin.locator('.qualifications tbody tr').filter({ hasText: judge1 });
    await expect(row).toContainText(tr(lang, 'common:katas.nage-no-kata'));
    await expect(row).toContainText(tr(lang, 'results:qualifications.expired'));
    await expectNoA11yViolations(admin);
    await shot(admin, info, `qualifications-admin-${lang}`, { fullPage: true });
    await adminCtx.close();

    // The supervisor: the warnings beside seat 1 only (qualification, club); the shadow seats beside the panel.
    const supCtx = await contextIn(browser, lang, options);
    const sup = await supCtx.newPage();
    await loginAs(sup, 'organizer', `/competitions/${competition}/officials/supervise`);
    await expect(sup.getByTestId('seat-warning-1')).toHaveText(t(lang, 'results:qualifications.problems.judge_qualification_expired', { name: judge1 }));
    await expect(sup.getByTestId('seat-conflict-1')).toHaveText(t(lang, 'results:panels.conflict_one', { name: judge1, club: '01IT0001', count: 1 }));
    await expect(sup.locator('.seat-warning')).toHaveCount(2);
    await expect(sup.getByLabel(tr(lang, 'results:qualifications.shadowSeat').replace('{{n}}', '1')).first()).toBeAttached();
    await expectNoA11yViolations(sup);
    await shot(sup, info, `qualifications-supervisor-${lang}`, { fullPage: true });

    // The panel assistant: judge 1 rests (expired, and of the couple's club); judges 4 and 5 (rested)
    // come in; judge 2 stays on seat 2. Seated with one confirm, no warning is left.
    await sup.getByRole('button', { name: tr(lang, 'results:panels.propose') }).click();
    const proposal = sup.getByTestId('panel-proposal');
    const proposed = proposal.locator('.panel-proposal-seats li');
    await expect(proposed).toHaveCount(3);
    for (const [i, n] of [4, 2, 5].entries()) await expect(proposed.nth(i)).toContainText(`Giudice ${n} ${tag}`);
    await expect(proposal).toContainText(tr(lang, 'results:panels.clean'));
    await expectNoA11yViolations(sup);
    await shot(sup, info, `panels-proposal-${lang}`, { fullPage: true });
    await proposal.getByRole('button', { name: tr(lang, 'results:panels.seat') }).click();
    await sup.locator('.p-confirm-dialog').getByRole('button', { name: exact(tr(lang, 'results:panels.seat')) }).click();
    await expect(sup.locator('#seat-1')).toHaveAttribute('value', `Giudice 4 ${tag}`);
    await expect(sup.locator('.supervise-panel .seat-row .seat-warning')).toHaveCount(0);
    await supCtx.close();

    // A trainee on the first shadow seat (seat 6) marks on a tablet of their own, opened with the seat's
    // code: the couple's sheet, and the notice that these marks are compared and never counted.
    const su = await superuserApi(request);
    const trainee = (await su.create('judges', { name: `Ombra ${tag}` })).id as string;
    await su.call('patch', `/api/collections/competitions/records/${competition}`, { judges: [...judges, trainee] });
    const panel = await su.call<{ seats: { id: string; seat: number }[] }>('post', `/api/custom/poules/${poule}/panel`, { seats: { ...Object.fromEntries(judges.slice(0, 3).map((j, i) => [String(i + 1), j])), '6': trainee } });
    const { code } = await su.call<{ code: string }>('post', `/api/custom/seats/${panel.seats.find((s) => s.seat === 6)!.id}/code`);
    const tabletCtx = await contextIn(browser, lang, options);
    const tablet = await tabletCtx.newPage();
    await tablet.goto(`/judge/${code}`);
    await expect(tablet.getByText(tr(lang, 'results:qualifications.shadowTablet'))).toBeVisible();
    await expect(tablet.locator('#judge-couple')).toContainText('Aiko');
    await expect(tablet.getByText(t(lang, 'results:judge.seatRests', { n: 6 }))).toHaveCount(0);
    await expectNoA11yViolations(tablet);
    await shot(tablet, info, `shadow-tablet-${lang}`, { fullPage: true });
    await tabletCtx.close();
  });
}
