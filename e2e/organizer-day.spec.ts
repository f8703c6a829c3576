// A whole competition day run by its organizer from the screens alone, from the login form to the
// season's confirmed ranking, with no typed address: the dashboard's card leads to the desk, where
// four couples are accredited and a fifth is entered late (an admin verifies its athletes from the
// registry, the desk sees it live, payment and presence are marked); the competition is started; the
// Supervisor's setup takes the judges' list; the draw is made, put on tatami 1 with a panel of three
// and published; the panel is seated with a trainee on a shadow seat, whose tablet marks beside the
// panel's and is never counted; the first couple called does not show and is marked absent; the
// others are judged (seat 1 on a tablet opened from its code, seats 2 and 3 sent by the other
// tablets: through the API here, judges.spec.ts runs five devices) and validated; the final is made
// of the best two and a couple picked by hand with its reason, on tatami 1, and judged; the hall
// screens' menu opens the venue TV; the results are signed off for the season, and the season's page
// ranks the finalists. English on the desktop, Italian on the phone; axe and screenshots on the way.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, loginViaForm } from './helpers/auth';
import { demoUserIds, pbDate, superuserApi, type SuperuserApi } from './helpers/api';
import { fillDate } from './helpers/dates';
import { deviceContext, shot } from './helpers/devices';
import { pickOption } from './helpers/dropdown';
import { escapeRe, exact, LANGS, t, tr, type Lang } from './helpers/i18n';
import { openMenuEntry } from './helpers/menu';
import { scaled } from './helpers/time';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
/** A sheet with a small mistake on each of the first `small` items, every other item clean. */
const marks = (small: number) => Array.from({ length: 17 }, (_, i) => ({ small: i < small ? 1 : 0, medium: 0, big: 0, forgotten: false }));

interface Drawn {
  id: string;
  order: number;
  toriName: string;
  ukeName: string;
}

/** The data of the day that is not the organizer's to enter: four verified couples, a public season. */
async function before(su: SuperuserApi, tag: string) {
  const owner = demoUserIds().athlete;
  const name = `Day Cup ${tag}`;
  const comp = await su.create('competitions', { name, date: pbDate(Date.now()), location: 'Roma', organizers: [demoUserIds().organizer], status: 'accreditation', scoring: 'ijf' });
  const circuit = await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const couples: string[] = [];
  for (const [tori, uke] of [['Aldo', 'Bruno'], ['Carla', 'Dora'], ['Elio', 'Fabio'], ['Gina', 'Ines']]) {
    const athlete = (first: string, year: number) => su.create('athletes', { owner, name: first, surname: tag, birthday: `${year}-05-01 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const couple = await su.create('couples', { owner, tori: (await athlete(tori!, 1990)).id, uke: (await athlete(uke!, 1991)).id, kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner, paymentReceived: true });
    couples.push(`${tori} ${tag} – ${uke} ${tag}`);
  }
  const seasonName = `Season ${tag}`;
  const season = await su.create('seasons', { name: seasonName, startDate: pbDate(Date.now() - 90 * 86400_000), endDate: pbDate(Date.now() + 90 * 86400_000), public: true, classes: ['Open'], levels: [{ name: 'A1', weight: 1 }] });
  await su.create('season_events', { season: season.id, competition: comp.id, level: 'A1', classes: { [circuit.id]: 'Open' } });
  return { id: comp.id, name, couples, seasonName };
}

/** The drawn couples of the competition's poule `phase`, in their order of execution. */
async function drawnOf(su: SuperuserApi, competition: string, phase: 'group' | 'final'): Promise<Drawn[]> {
  const filter = encodeURIComponent(`poule.competition = "${competition}" && poule.phase = "${phase}"`);
  return (await su.call<{ items: Drawn[] }>('get', `/api/collections/draws/records?sort=order&filter=${filter}`)).items;
}

const coupleOf = (d: Drawn) => `${d.toriName} – ${d.ukeName}`;

/** The organizer's page is at the Supervisor: the couple on the mat is judged and validated. */
async function judgeCouple(lang: Lang, sup: Page, tablet: Page, su: SuperuserApi, couple: Drawn, small: number) {
  await expect(sup.locator('.supervise-now')).toContainText(couple.toriName);
  await expect(tablet.locator('#judge-couple')).toContainText(couple.toriName);
  await tablet.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: 17 })) }).click();
  await tablet.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: 17 })) }).click();
  await tablet.getByRole('button', { name: exact(t(lang, 'results:judge.send')) }).press('Enter');
  await expect(tablet.locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
  for (const judge of [2, 3]) await su.create('evaluations', { draw: couple.id, judge, marks: marks(small) });
  for (let n = 1; n <= 3; n++) await expect(sup.locator(`tr[data-seat="${n}"]`)).toHaveAttribute('data-state', 'sent');
  await sup.getByRole('button', { name: t(lang, 'results:supervise.validate') }).click();
  await expect(sup.getByText(t(lang, 'results:supervise.validated', { couple: coupleOf(couple) }))).toBeVisible();
}

/** Opens a seat's code from the Supervisor's panel and its address on a new tablet. */
async function pairTablet(lang: Lang, sup: Page, tabletCtx: BrowserContext, seat: number, title: string): Promise<Page> {
  await sup.locator('.seat-row').nth(seat === 6 ? 3 : seat - 1).getByRole('button', { name: exact(t(lang, 'results:supervise.showCode')) }).click();
  const dialog = sup.getByRole('dialog', { name: title });
  const address = (await dialog.locator('.seat-code-url').innerText()).trim();
  await sup.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const tablet = await tabletCtx.newPage();
  await tablet.goto(address);
  return tablet;
}

for (const lang of LANGS) {
  test(`the organizer runs the whole day from the login to the season's confirmed ranking (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(300_000));
    const tag = `Od${lang}${Date.now().toString(36).slice(-6)}`;
    const su = await superuserApi(request);
    const day = await before(su, tag);
    const status = (s: string) => tr(lang, `common:competitionStatus.${s}`);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();

    // ------------------------------------------------------------ login; the dashboard's card leads to the desk
    await page.goto('/');
    await page.getByRole('link', { name: tr(lang, 'common:layout.reservedArea') }).first().click();
    await loginViaForm(page, 'organizer', DEMO_PASSWORD);
    const card = page.getByRole('article', { name: day.name });
    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition: day.name }) }).click();
    const desk = page.getByRole('list', { name: tr(lang, 'desk:listLabel') });
    for (const couple of day.couples) {
      const present = desk.getByRole('listitem', { name: couple }).getByRole('button', { name: t(lang, 'desk:presentOf', { couple }) });
      await present.click();
      await expect(present).toHaveAttribute('aria-pressed', 'true');
    }

    // ------------------------------------------------------------ a late entry, verified by an admin, seen live at the desk
    await page.getByRole('button', { name: exact(tr(lang, 'desk:late.open')) }).click();
    const late = page.getByRole('dialog', { name: exact(tr(lang, 'desk:late.title')) });
    await pickOption(page, late.locator('.p-dropdown:has(#late-kata)'), tr(lang, 'common:katas.nage-no-kata'));
    for (const [role, first] of [['tori', 'Lino'], ['uke', 'Mara']] as const) {
      await late.locator(`#late-${role}-name`).fill(first);
      await late.locator(`#late-${role}-surname`).fill(tag);
      await fillDate(late.locator(`#late-${role}-birthday`), { day: 3, month: 4, year: 1988 });
      await pickOption(page, late.locator(`.p-dropdown:has(#late-${role}-belt)`), tr(lang, 'common:belts.1d'));
      await late.locator(`#late-${role}-club`).fill('01IT0001');
    }
    await late.getByRole('button', { name: exact(tr(lang, 'desk:late.submit')) }).click();
    await expect(late).toBeHidden();
    const lateCouple = `Lino ${tag} – Mara ${tag}`;
    const lateRow = desk.getByRole('listitem', { name: lateCouple });
    await expect(lateRow).toContainText(tr(lang, 'common:enrolmentStatus.missing_athlete_verification'));

    const adminCtx = await deviceContext(browser, lang, info);
    const admin = await adminCtx.newPage();
    await admin.goto('/');
    await admin.getByRole('link', { name: tr(lang, 'common:layout.reservedArea') }).first().click();
    await loginViaForm(admin, 'admin', DEMO_PASSWORD);
    await openMenuEntry(admin, info, lang, 'common:menu.registry');
    const verifyListed = (count: number) => t(lang, 'registry:staff.verifyListed_other', { count: String(count) });
    const confirmListed = (count: number) => admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: tr(lang, 'registry:staff.verifyListedTitle') })).getByRole('button', { name: verifyListed(count) });
    // The day's athletes: only the two entered late await verification.
    await admin.getByLabel(tr(lang, 'registry:athletes.search')).fill(tag);
    await expect(admin.getByRole('row').filter({ hasText: tag })).toHaveCount(10);
    await admin.getByRole('button', { name: verifyListed(2) }).click();
    await confirmListed(2).click();
    await expect(admin.locator('.p-toast').getByText(t(lang, 'registry:staff.verifiedListed_other', { count: '2' }))).toBeVisible();
    await admin.getByRole('tab', { name: tr(lang, 'registry:couples.title') }).click();
    await admin.getByLabel(tr(lang, 'registry:couples.search')).fill(tag);
    await expect(admin.getByRole('row').filter({ hasText: tag })).toHaveCount(5);
    const lateRowAdmin = admin.getByRole('row').filter({ hasText: `Lino` }).filter({ hasText: tag });
    await lateRowAdmin.getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'registry:staff.verify'))} –`) }).click();
    await expect(lateRowAdmin).toContainText(tr(lang, 'registry:verification.verified'));
    await adminCtx.close();

    // The desk follows the verification live: the organizer takes the fee and marks the couple present.
    await expect(lateRow).toContainText(tr(lang, 'common:enrolmentStatus.missing_payment'));
    await lateRow.getByRole('button', { name: t(lang, 'desk:paymentOf', { couple: lateCouple }) }).click();
    await lateRow.getByRole('button', { name: t(lang, 'desk:presentOf', { couple: lateCouple }) }).click();
    await expect(lateRow).toContainText(tr(lang, 'common:enrolmentStatus.in_competition'));
    await expectNoA11yViolations(page);
    await shot(page, info, `day-desk-${lang}`);

    // ------------------------------------------------------------ start the day; the judges of the competition
    await openMenuEntry(page, info, lang, 'common:menu.dashboard');
    await card.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('ongoing'), name: day.name }) }).click();
    const start = page.getByRole('dialog', { name: t(lang, 'competitions:status.confirmTitleTo', { to: status('ongoing') }) });
    await start.getByRole('button', { name: exact(t(lang, 'competitions:status.move', { to: status('ongoing') })) }).click();
    await expect(card.locator('.dash-card-meta')).toContainText(status('ongoing'));
    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDrawOf', { competition: day.name }) }).click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:manage.title') })).toBeVisible();

    // ------------------------------------------------------------ the draw: one poule of five, tatami 1, three judges, published
    await page.getByRole('button', { name: exact(t(lang, 'results:manage.draw')) }).click();
    const kata = escapeRe(tr(lang, 'common:katas.nage-no-kata'));
    const poule = page.getByRole('article', { name: new RegExp(kata) }).first();
    await expect(poule.locator('.draw-order li')).toHaveCount(5);
    await poule.getByRole('button', { name: exact('3') }).click();
    await expect(poule.getByRole('button', { name: exact('3') })).toHaveAttribute('aria-pressed', 'true');
    await pickOption(page, poule.locator('.poule-schedule .p-dropdown'), t(lang, 'results:running.tatamiN', { n: 1 }));
    await poule.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.publish'))}`) }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: exact(t(lang, 'results:manage.publish')) }).click();
    await expect(poule.getByText(t(lang, 'results:manage.published'), { exact: true })).toBeVisible();
    await shot(page, info, `day-draw-${lang}`);
    const group = await drawnOf(su, day.id, 'group');
    expect(group.map(coupleOf)).toContain(lateCouple);

    // ------------------------------------------------------------ the Supervisor: judges, panel and a shadow judge, two tablets
    await page.getByRole('link', { name: t(lang, 'results:officials.supervise') }).first().click();
    await expect(page.getByRole('heading', { name: tr(lang, 'results:supervise.title') })).toBeVisible();
    const judges = [1, 2, 3].map((n) => `Giudice ${n} ${tag}`);
    const trainee = `Allievo ${tag}`;
    for (const judge of [...judges, trainee]) {
      await page.locator('#judge-name').fill(judge);
      await page.getByRole('button', { name: exact(tr(lang, 'results:supervise.addJudge')) }).click();
      await expect(page.locator('.supervise-judges')).toContainText(judge);
    }
    const seat = (n: number) => page.locator(`.p-dropdown:has(#seat-${n})`);
    for (let n = 1; n <= 3; n++) await pickOption(page, seat(n), judges[n - 1]!);
    await pickOption(page, seat(6), trainee);
    await page.getByRole('button', { name: exact(t(lang, 'results:supervise.savePanel')) }).click();
    await expect(page.getByText(t(lang, 'results:supervise.panelSaved'))).toBeVisible();
    // Each seat is a device of its own (a tablet keeps one seat's session).
    const tablets = await deviceContext(browser, lang, info, TABLET);
    const tablet = await pairTablet(lang, page, tablets, 1, t(lang, 'results:supervise.codeOf', { n: 1 }));
    await expect(tablet.getByRole('heading', { level: 1, name: judges[0] })).toBeVisible();
    const shadowCtx = await deviceContext(browser, lang, info, TABLET);
    const shadow = await pairTablet(lang, page, shadowCtx, 6, t(lang, 'results:qualifications.shadowSeat', { n: 1 }));
    await expect(shadow.getByText(tr(lang, 'results:qualifications.shadowTablet'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `day-supervisor-${lang}`);

    // ------------------------------------------------------------ the first couple called does not show
    const [noShow, ...performers] = group as [Drawn, ...Drawn[]];
    await page.getByRole('button', { name: t(lang, 'results:absence.actionOf', { order: 1 }) }).click();
    const absence = page.getByRole('dialog', { name: t(lang, 'results:absence.title', { order: 1 }) });
    await absence.getByLabel(t(lang, 'results:absence.states.did_not_perform')).check();
    await absence.getByLabel(t(lang, 'results:absence.reason')).fill('Called three times, not on the mat');
    await absence.getByRole('button', { name: t(lang, 'results:absence.submit') }).click();
    await expect(absence).toBeHidden();
    await expect(tablet.locator('#judge-couple')).toContainText(performers[0]!.toriName);

    // ------------------------------------------------------------ the others are judged; the shadow judge marks the first of them
    await expect(shadow.locator('#judge-couple')).toContainText(performers[0]!.toriName);
    await shadow.getByRole('button', { name: exact(t(lang, 'results:scoring.restClean_other', { count: 17 })) }).click();
    await shadow.getByRole('dialog').getByRole('button', { name: exact(t(lang, 'results:scoring.restCleanConfirm_other', { count: 17 })) }).click();
    await shadow.getByRole('button', { name: exact(t(lang, 'results:judge.send')) }).press('Enter');
    await expect(shadow.locator('.sheet-state')).toHaveAttribute('data-state', 'sent');
    await shot(shadow, info, `day-shadow-tablet-${lang}`, { fullPage: false });
    await shadowCtx.close();
    // Seats 2 and 3 find one more small mistake in each couple after the first: no ties.
    for (const [i, couple] of performers.entries()) await judgeCouple(lang, page, tablet, su, couple, i);
    await expect(page.getByRole('heading', { name: t(lang, 'results:supervise.allValidated') })).toBeVisible();

    // ------------------------------------------------------------ the final: the best two and one picked by hand, tatami 1
    await page.getByRole('link', { name: t(lang, 'results:officials.manageDraw') }).first().click();
    await page.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.makeFinal'))} –`) }).click();
    const ask = page.getByRole('dialog', { name: new RegExp(`^${escapeRe(t(lang, 'results:final.dialogTitle', { category: '' }))}`) });
    await expect(ask.getByRole('listitem').filter({ hasText: noShow.toriName })).toContainText(t(lang, 'results:absence.states.did_not_perform'));
    const count = ask.getByLabel(t(lang, 'results:final.count'), { exact: true });
    await count.selectText();
    await count.pressSequentially('2');
    await expect(ask.getByRole('status')).toHaveText(t(lang, 'results:final.goes_other', { count: 2 }));
    const [first, second, third] = performers as [Drawn, Drawn, Drawn];
    await ask.getByRole('checkbox', { name: new RegExp(escapeRe(third.toriName)) }).check();
    await ask.getByLabel(new RegExp(`^${escapeRe(t(lang, 'results:final.byHandReason'))}`)).fill('Jury decision: the best couple of its club');
    await pickOption(page, ask.locator('.final-place .p-dropdown'), t(lang, 'results:running.tatamiN', { n: 1 }));
    await expectNoA11yViolations(page);
    await shot(page, info, `day-final-dialog-${lang}`, { fullPage: false });
    await ask.getByRole('button', { name: exact(t(lang, 'results:manage.makeFinal')) }).click();
    await expect(ask).toBeHidden();
    const finalPoule = page.getByRole('article', { name: new RegExp(`${escapeRe(t(lang, 'results:poule.final'))}$`) });
    await expect(finalPoule.locator('.draw-order li')).toHaveCount(3);
    await finalPoule.getByRole('button', { name: exact('3') }).click();
    await finalPoule.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.publish'))}`) }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: exact(t(lang, 'results:manage.publish')) }).click();
    await expect(finalPoule.getByText(t(lang, 'results:manage.published'), { exact: true })).toBeVisible();
    const final = await drawnOf(su, day.id, 'final');
    expect(final.map((d) => d.toriName).sort()).toEqual([first, second, third].map((d) => d.toriName).sort());

    // The same panel and tablet judge the final: tatami 1's next poule.
    await page.getByRole('link', { name: t(lang, 'results:officials.supervise') }).first().click();
    await pickOption(page, page.locator('.p-dropdown:has(#supervise-poule)'), new RegExp(escapeRe(t(lang, 'results:poule.final'))));
    for (const [i, couple] of final.entries()) await judgeCouple(lang, page, tablet, su, couple, i);
    await tablets.close();

    // ------------------------------------------------------------ the hall's TV, from the hall screens' menu
    await page.locator('.hall-screens summary').first().click();
    const [tv] = await Promise.all([ctx.waitForEvent('page'), page.getByRole('link', { name: new RegExp(`^${escapeRe(tr(lang, 'results:hall.venue'))}`) }).first().click()]);
    await expect(tv.getByRole('heading', { level: 1, name: day.name })).toBeVisible();
    // The final is over: its ranking heads the latest results, the winner first.
    await expect(tv.locator('[data-testid^="venue-result-"]').first()).toHaveAttribute('data-testid', `venue-result-${final[0]!.id}`);
    await expect(tv.locator('[data-testid^="venue-result-"]').first()).toContainText(final[0]!.toriName);
    await shot(tv, info, `day-tv-${lang}`, { fullPage: false });
    await tv.close();

    // ------------------------------------------------------------ sign-off for the season; the season's page ranks the pairs
    await page.getByRole('link', { name: t(lang, 'results:officials.manageDraw') }).first().click();
    await page.getByRole('button', { name: tr(lang, 'competitions:signOff.open') }).click();
    const signOff = page.getByRole('dialog', { name: t(lang, 'competitions:signOff.title', { name: day.name }) });
    await expect(signOff.getByTestId('unfinished-list')).toHaveCount(0);
    await signOff.getByRole('button', { name: tr(lang, 'competitions:signOff.confirmSeason') }).click();
    await signOff.getByRole('button', { name: tr(lang, 'competitions:signOff.confirmYes') }).click();
    await expect(signOff).toBeHidden();
    await expect(page.getByText(t(lang, 'competitions:signOff.confirmed', { season: day.seasonName }))).toBeVisible();
    await page.locator('.competition-season-link').click();
    await expect(page.getByRole('heading', { level: 1, name: day.seasonName })).toBeVisible();
    await expect(page.locator('.season-events li', { hasText: day.name })).toContainText(tr(lang, 'seasons:events.confirmed'));
    const ranking = page.locator('.season-table');
    for (const couple of final) await expect(ranking).toContainText(couple.toriName.split(' ')[0]!);
    await expect(ranking).not.toContainText(noShow.toriName.split(' ')[0]!);
    await expectNoA11yViolations(page);
    await shot(page, info, `day-season-${lang}`);
    await ctx.close();
  });
}
