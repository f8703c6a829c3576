// Signing off the results from the screens: a competition of a public season whose Nage-no-kata
// category was split into groups A and B (four couples scored, one left to judge) and never got a
// final. The organizer, from the dashboard, is warned before archiving (the list of what is not
// finished, Cancel focused) and cancels; on the draw management page, "Sign off the results" lists
// the same (the category without places and why, the couple not judged), asks before confirming for
// the season, and confirms; the competition's season link leads to the season's page, which says why
// the category gives no places and how to fix it. en on the desktop, it on the phone; axe; screenshots.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, pbDate, superuserApi } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { exact, LANGS, t, tr, type Lang } from './helpers/i18n';
import { scaled } from './helpers/time';

/** "groups A and B without a final" as the page writes it. */
const groupsAB = (lang: Lang) => tr(lang, 'common:unfinished.reason.groups_without_final_other').replace('{{groups}}', new Intl.ListFormat(lang, { type: 'conjunction' }).format(['A', 'B']));

for (const lang of LANGS) {
  test(`the organizer signs off the results and the season says why a category gives no places (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(60_000));
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-5)}`;
    const su = await superuserApi(request);
    const owner = demoUserIds().athlete;
    const name = `Sign-off Cup ${tag}`;
    const seasonName = `Season ${tag}`;
    const comp = await su.create('competitions', { name, date: pbDate(Date.now() - 3600_000), location: 'Roma', organizers: [demoUserIds().organizer], status: 'ongoing', scoring: 'ijf' });
    const circuit = await su.create('circuits', { competition: comp.id, name: 'Senior', order: 1 });
    const group = (n: string) => su.create('poules', { competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: n, phase: 'group', published: true, judges: 5 });
    const [a, b] = [await group('A'), await group('B')];
    const couples: [string, string, string, boolean][] = [
      [a.id, `Aldo ${tag}`, `Ugo ${tag}`, true],
      [a.id, `Bea ${tag}`, `Cid ${tag}`, true],
      [b.id, `Dino ${tag}`, `Eva ${tag}`, true],
      [b.id, `Fede ${tag}`, `Gino ${tag}`, true],
      [b.id, `Ivo ${tag}`, `Lia ${tag}`, false],
    ];
    for (const [i, [poule, tori, uke, scored]] of couples.entries()) {
      const athlete = (n: string, year: number) => su.create('athletes', { owner, name: n.split(' ')[0], surname: n.split(' ')[1], birthday: `${year}-05-01 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
      const [x, y] = [await athlete(tori, 1990), await athlete(uke, 1991)];
      const couple = await su.create('couples', { owner, tori: x.id, uke: y.id, kata: 'nage-no-kata', verified: true });
      const en = await su.create('enrolments', { competition: comp.id, couple: couple.id, owner, paymentReceived: true, present: true });
      await su.create('draws', { poule, enrolment: en.id, order: i + 1, rank: scored ? (i % 2) + 1 : 0, scored, toriName: tori, ukeName: uke, clubs: '01IT0001' });
    }
    const season = await su.create('seasons', { name: seasonName, startDate: pbDate(Date.now() - 90 * 86400_000), endDate: pbDate(Date.now() + 90 * 86400_000), public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    await su.create('season_events', { season: season.id, competition: comp.id, level: 'A1', classes: { [circuit.id]: 'Senior' } });

    const category = `Senior · ${tr(lang, 'common:katas.nage-no-kata')}`;
    const status = (s: string) => tr(lang, `common:competitionStatus.${s}`);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    await loginAs(page, 'organizer', '/reserved');

    // Archiving from the dashboard card warns first with what is not finished; the organizer cancels.
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('archived'), name }) }).click();
    const archive = page.getByRole('dialog', { name: t(lang, 'competitions:status.confirmTitleTo', { to: status('archived') }) });
    await expect(archive).toContainText(tr(lang, 'competitions:signOff.archiveWarning'));
    await expect(archive.getByTestId('unfinished-list')).toContainText(`${category}: ${groupsAB(lang)}`);
    await expect(archive.getByRole('button', { name: exact(tr(lang, 'common:actions.cancel')) })).toBeFocused();
    await expectNoA11yViolations(page);
    await shot(page, info, `signoff-archive-warning-${lang}`, { fullPage: false });
    await archive.getByRole('button', { name: exact(tr(lang, 'common:actions.cancel')) }).click();
    await expect(archive).toBeHidden();
    await expect(card.locator('.dash-card-meta')).toContainText(status('ongoing'));

    // The draw management page: "Sign off the results" lists the same, per category.
    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDrawOf', { competition: name }) }).click();
    await page.getByRole('button', { name: tr(lang, 'competitions:signOff.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'competitions:signOff.title', { name }) });
    const list = dialog.getByTestId('unfinished-list');
    await expect(list).toContainText(`${category}: ${groupsAB(lang)} — ${tr(lang, 'common:unfinished.fix.groups_without_final')}`);
    await expect(list).toContainText(`${category} · ${t(lang, 'competitions:signOff.group', { name: 'B' })}`);
    await expect(list).toContainText(t(lang, 'competitions:signOff.unjudged_one', { count: 1 }));
    await expect(list).toContainText(`Ivo ${tag} – Lia ${tag}`);
    await expect(dialog).toContainText(t(lang, 'competitions:signOff.seasonPending', { season: seasonName }));
    await expectNoA11yViolations(page);
    await shot(page, info, `signoff-dialog-${lang}`, { fullPage: false });

    // Confirming for the season asks first, saying something is not finished.
    await dialog.getByRole('button', { name: tr(lang, 'competitions:signOff.confirmSeason') }).click();
    await expect(dialog).toContainText(t(lang, 'competitions:signOff.askUnfinished', { season: seasonName }));
    await shot(page, info, `signoff-ask-${lang}`, { fullPage: false });
    const confirmed = page.waitForResponse((r) => r.url().includes('/api/custom/season-events/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: tr(lang, 'competitions:signOff.confirmYes') }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t(lang, 'competitions:signOff.confirmed', { season: seasonName }))).toBeVisible();

    // The season's page (the competition's season link) says why the category gives no places.
    await page.locator('.competition-season-link').click();
    await expect(page.getByRole('heading', { level: 1, name: seasonName })).toBeVisible();
    const event = page.locator('.season-events li', { hasText: name });
    await expect(event).toContainText(tr(lang, 'seasons:events.confirmed'));
    await expect(event.locator('.season-unplaced')).toContainText(tr(lang, 'seasons:events.unplacedTitle'));
    await expect(event.locator('.season-unplaced')).toContainText(`${category}: ${groupsAB(lang)} — ${t(lang, 'seasons:events.unplacedFix', { fix: tr(lang, 'common:unfinished.fix.groups_without_final') })}`);
    await expect(page.locator('.season-table')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shot(page, info, `signoff-season-${lang}`, { fullPage: true });
    await ctx.close();
  });
}
