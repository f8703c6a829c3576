// The season: an admin creates a season through its dialog; two competitions of it (results seeded
// through the API) are archived, which confirms their results; then a visitor reads the public
// ranking, downloads its XLSX, opens a pair's season (its id keyed by the server's secret, and a link
// of the earlier ids, a digest of names and birthdays, showing "this link has moved") and the club
// table. en on the desktop, it on the phone; axe on the new screens; screenshots.
//
// Hand-computed: E1 (level A1, weight 1): Aldo/Ugo 1st 10, Bea/Cid 2nd 8; E2 (A2, weight 0.5):
// Bea/Cid 1st 5, Aldo/Ugo 2nd 4. All results count: Aldo/Ugo 14 (1st), Bea/Cid 13 (2nd).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { demoUserIds, pbDate, superuserApi } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { LANGS, t, tr, type Lang } from './helpers/i18n';
import { scaled } from './helpers/time';

const DAY = 86400_000;
/** The demo's club 01IT0001, named as the public pages name it. */
const CLUB = 'ASD Judo Club Roma';

/** As a superuser: a competition of the season whose only group ranked the pairs as given, then archived (confirmed). */
async function event(request: APIRequestContext, season: string, name: string, daysAgo: number, level: string, ranking: [string, string][]) {
  const su = await superuserApi(request);
  const owner = demoUserIds().athlete;
  const comp = await su.create('competitions', { name, date: pbDate(Date.now() - daysAgo * DAY), location: 'Roma', status: 'ongoing', scoring: 'ijf' });
  const circuit = await su.create('circuits', { competition: comp.id, name: 'Senior', order: 1 });
  const poule = await su.create('poules', { competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
  for (const [i, [tori, uke]] of ranking.entries()) {
    const athlete = (n: string, year: number) => su.create('athletes', { owner, name: n.split(' ')[0], surname: n.split(' ')[1], birthday: `${year}-05-01 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const [a, b] = [await athlete(tori, 1990), await athlete(uke, 1991)];
    const couple = await su.create('couples', { owner, tori: a.id, uke: b.id, kata: 'nage-no-kata', verified: true });
    const en = await su.create('enrolments', { competition: comp.id, couple: couple.id, owner, paymentReceived: true, present: true });
    await su.create('draws', { poule: poule.id, enrolment: en.id, order: i + 1, rank: i + 1, scored: true, toriName: tori, ukeName: uke, clubs: '01IT0001' });
  }
  await su.create('season_events', { season, competition: comp.id, level, classes: { [circuit.id]: 'Senior' } });
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { status: 'archived' });
}

/** The pair id the portal gave before its secret: sha256 of both identities (name|surname|birthday, lower case), 40 hex characters. */
const oldPairId = (people: [name: string, birthday: string][]) =>
  createHash('sha256')
    .update(people.map(([n, birthday]) => `${n.toLowerCase().replace(' ', '|')}|${birthday}`).join('/'))
    .digest('hex')
    .slice(0, 40);

const line = (lang: Lang, place: number, points: number) => `${t(lang, 'seasons:ranking.place', { place })} · ${t(lang, 'seasons:ranking.points', { points })}`;

for (const lang of LANGS) {
  test(`season: created by an admin, two events confirmed, the public ranking, its XLSX and a pair's season (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(60_000));
    const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
    const name = `Grand Prix ${tag}`;
    const [aldo, ugo, bea, cid] = ['Aldo', 'Ugo', 'Bea', 'Cid'].map((n) => `${n} ${tag}`) as [string, string, string, string];

    const ctx = await deviceContext(browser, lang, info);
    const admin = await ctx.newPage();
    // The admin creates the season: a name and public; the rest as the dialog proposes (Senior; A1 = 1, A2 = 0.5; all results count).
    await loginAs(admin, 'admin', '/reserved/seasons');
    await admin.getByRole('button', { name: tr(lang, 'seasons:admin.create') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.locator('#season-name').fill(name);
    await dialog.getByLabel(tr(lang, 'seasons:admin.public')).check();
    await dialog.getByRole('button', { name: tr(lang, 'common:actions.save') }).click();
    await expect(dialog).toBeHidden();
    const su = await superuserApi(request);
    const found = await su.call<{ items: { id: string }[] }>('get', `/api/collections/seasons/records?filter=${encodeURIComponent(`name = "${name}"`)}`);
    const season = found.items[0]!.id;

    await event(request, season, `E1 ${tag}`, 20, 'A1', [[aldo, ugo], [bea, cid]]);
    await event(request, season, `E2 ${tag}`, 10, 'A2', [[bea, cid], [aldo, ugo]]);

    // A visitor (logged out: a page without the admin's session) reads the public ranking.
    await admin.evaluate(() => localStorage.clear());
    await admin.close();
    const page = await ctx.newPage();
    await page.goto(`/seasons/${season}`);
    await expect(page.locator('.user-menu-button')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const rows = page.locator('.season-table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(aldo);
    await expect(rows.nth(0)).toContainText(t(lang, 'seasons:ranking.points', { points: 14 }));
    await expect(rows.nth(1)).toContainText(bea);
    await expect(rows.nth(1)).toContainText(t(lang, 'seasons:ranking.points', { points: 13 }));
    await expect(page.locator('.season-events li').first()).toContainText(tr(lang, 'seasons:events.confirmed'));
    await expectNoA11yViolations(page);
    await shot(page, info, `season-ranking-${lang}`, { fullPage: true });

    // The XLSX of the ranking: a header, then Aldo and Ugo first with 14 points.
    const category = `Senior · ${tr(lang, 'common:katas.nage-no-kata')}`;
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t(lang, 'seasons:export.xlsxOf', { category }) }).click()]);
    const [sheet] = await readXlsxFile(await readFile(await xlsx.path()));
    expect(sheet?.data).toHaveLength(3);
    // Clubs by name, as the demo's list of clubs names 01IT0001.
    expect(sheet?.data[1]).toEqual([1, aldo, ugo, CLUB, line(lang, 1, 10), line(lang, 2, 4), 14, 0, null]);

    // The pair's season: both events, place and points, and the way to each event's results.
    await rows.nth(0).getByRole('link', { name: new RegExp(aldo) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'seasons:pair.title', { tori: aldo, uke: ugo }) })).toBeVisible();
    const events = page.locator('.season-pair-events li');
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText(`E1 ${tag}`);
    await expect(events.nth(0)).toContainText(line(lang, 1, 10));
    await expect(events.nth(1)).toContainText(line(lang, 2, 4));
    await expect(events.nth(1).getByRole('link', { name: t(lang, 'seasons:pair.resultsOf', { event: `E2 ${tag}` }) })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `season-pair-${lang}`, { fullPage: true });
    // Its address holds no digest of the pair's birthdays; a link of the earlier ids has moved.
    const pairId = new URL(page.url()).pathname.split('/').pop()!;
    expect(pairId).toMatch(/^[0-9a-f]{32}$/);
    const oldId = oldPairId([[aldo, '1990-05-01'], [ugo, '1991-05-01']]);
    expect(oldId.startsWith(pairId)).toBe(false);
    await page.goto(`/seasons/${season}/pairs/${oldId}`);
    await expect(page.getByRole('heading', { name: tr(lang, 'seasons:pair.movedTitle') })).toBeVisible();
    await expect(page.getByText(tr(lang, 'seasons:pair.movedText'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `season-pair-moved-${lang}`, { fullPage: true });
    await page.getByRole('link', { name: tr(lang, 'seasons:pair.movedLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The club table: one club with every counted point (14 + 13) and the medals.
    await page.goto(`/seasons/${season}/tables`);
    const club = page.locator('.season-standings tbody tr');
    await expect(club).toHaveCount(1);
    await expect(club).toContainText(CLUB);
    await expect(club).toContainText('27');
    await expectNoA11yViolations(page);
    await shot(page, info, `season-tables-${lang}`, { fullPage: true });
    await ctx.close();
  });
}
