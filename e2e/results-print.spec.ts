// The printed results of a supervised Grand Prix competition with the flow mark: the commissioner signs in,
// goes from the dashboard to the competition, opens its Results and the poule's Print: the print dialog opens and, on paper
// (emulated print media), there are no Judges toggles, every couple's judges' totals show, a halved
// couple says why its totals are not what the tablets showed (and gives them), a head names the
// competition, its date (Intl) and place, and the supervisor's and the jury president's signature
// lines close the page. The CSV export carries the same note. English on the desktop, Italian on the
// phone; axe on the screen; the print layout as a screenshot (and a PDF on the desktop) in
// test-results/.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { demo, loginViaForm } from './helpers/auth';
import { demoUserIds, superuserApi } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, LANGS, t, tr, type Lang } from './helpers/i18n';
import { scaled } from './helpers/time';

/** A Nage-no-kata sheet: 17 items, `forgotten` the technique forgotten (a zero), then the flow mark. */
const sheet = (flow: number, forgotten?: number) => [
  ...Array.from({ length: 17 }, (_, i) => ({ small: 0, medium: 0, big: 0, forgotten: i === forgotten })),
  { points: flow },
];

/**
 * As a superuser: an ongoing, supervised Grand Prix competition with the flow mark, two couples in a
 * published three-judge poule, both validated. Aiko's judge 1 forgot technique 3: the total is halved
 * (160 + 170 + 170) / 2 = 250, judges' totals 80, 85, 85, while the tablets showed 160 / 2 = 80,
 * 170 + 9 = 179 and 170 + 8 = 178. Bruno's clean sheets with flow 9, 8, 7: 179, 178, 177 = 534.
 */
async function printedDay(request: APIRequestContext, tag: string) {
  const su = await superuserApi(request);
  const users = demoUserIds();
  // Today at 10:00 UTC: the same day in the browsers' zone (Europe/Rome) at any hour the suite runs.
  const date = `${new Date().toISOString().slice(0, 10)} 10:00:00.000Z`;
  const name = `Print Cup ${tag}`;
  const comp = await su.create('competitions', { name, date, location: 'Pesaro', organizers: [users.organizer], commissioners: [users.commissioner], status: 'ongoing', scoring: 'grand-prix', flow: true, supervised: true });
  await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  const couples: { tori: string; uke: string }[] = [];
  for (const [i, [tori, uke]] of [['Aiko', 'Ugo'], ['Bruno', 'Vera']].entries()) {
    const athlete = async (n: string) => (await su.create('athletes', { owner: users.athlete, name: n, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: `0${i + 1}IT000${i + 1}`, verified: true })).id;
    const couple = await su.create('couples', { owner: users.athlete, tori: await athlete(tori!), uke: await athlete(uke!), kata: 'nage-no-kata', verified: true });
    await su.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
    couples.push({ tori: `${tori} ${tag}${i}`, uke: `${uke} ${tag}${i}` });
  }
  await su.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'PRINT' });
  const poule = ((await su.call('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`)).items as { id: string }[])[0]!.id;
  await su.call('patch', `/api/collections/poules/records/${poule}`, { published: true, judges: 3 });
  const judges: string[] = [];
  for (let j = 1; j <= 3; j++) judges.push((await su.create('judges', { name: `Giudice ${j} ${tag}` })).id);
  await su.call('patch', `/api/collections/competitions/records/${comp.id}`, { judges });
  await su.call('post', `/api/custom/poules/${poule}/panel`, { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) });
  const draws = (await su.call('get', `/api/collections/draws/records?filter=${encodeURIComponent(`poule = "${poule}"`)}`)).items as { id: string; toriName: string }[];
  for (const d of draws) {
    const halved = d.toriName.startsWith('Aiko');
    const sheets = halved ? [sheet(0, 3), sheet(9), sheet(8)] : [sheet(9), sheet(8), sheet(7)];
    for (const [j, marks] of sheets.entries()) await su.create('evaluations', { draw: d.id, judge: j + 1, marks });
    await su.call('post', `/api/custom/draws/${d.id}/validate`, { validated: true });
  }
  return { id: comp.id, name, date, couples };
}

/** A tablet's total in the note: "Judge 2 179". */
const judgeWith = (lang: Lang, n: number, total: string) => `${t(lang, 'results:results.judge', { n })} ${total}`;

for (const lang of LANGS) {
  test(`the printed results: judges' totals, why a total was halved, head and signature lines (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-5)}`;
    const day = await printedDay(request, tag);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    // The browser's print dialog is counted, not opened.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });

    // ------------------------------------------------------------ from the login to the poule's printable page
    const commissioner = demo('commissioner');
    await page.goto('/login');
    await loginViaForm(page, commissioner.email, commissioner.password);
    await page.getByRole('link', { name: t(lang, 'dashboard:commissioner.toDrawsOf', { competition: day.name }) }).click();
    await page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).getByRole('link', { name: tr(lang, 'competitions:detail.tabs.results') }).click();
    const table = page.locator('.results-table').first();
    await expect(table).toContainText(day.couples[0]!.tori);
    // On screen: the toggles, nothing of the paper's head and signatures.
    const aiko = t(lang, 'results:results.breakdownOf', { couple: `${day.couples[0]!.tori} – ${day.couples[0]!.uke}` });
    const toggles = table.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:results.breakdownOf', { couple: '' }))}`) });
    await expect(toggles).toHaveCount(2);
    await expect(page.locator('.results-print-head')).toBeHidden();
    await expect(page.locator('.results-signatures')).toBeHidden();
    // The halved couple's breakdown says why on screen too.
    await table.getByRole('button', { name: aiko }).click();
    const halving = t(lang, 'results:halving.halved_any');
    await expect(page.locator('.judge-breakdown')).toContainText(halving);
    await expectNoA11yViolations(page);
    await shot(page, info, `results-screen-${lang}`);

    // The CSV says it as well, in a Note column.
    const exportsOf = page.getByRole('group', { name: new RegExp(`^${escapeRe(t(lang, 'results:export.label', { poule: '' }).trim())}`) });
    const [csv] = await Promise.all([page.waitForEvent('download'), exportsOf.first().getByRole('button', { name: /CSV/ }).click()]);
    const csvText = (await readFile(await csv.path())).toString('utf8');
    expect(csvText.split('\r\n')[0]).toMatch(new RegExp(`,${escapeRe(t(lang, 'results:export.note'))}$`));
    expect(csvText).toContain(halving);
    expect(csvText).toContain([judgeWith(lang, 1, '80'), judgeWith(lang, 2, '179'), judgeWith(lang, 3, '178')].join(' · '));

    await exportsOf.first().getByRole('link', { name: new RegExp(`^${escapeRe(t(lang, 'results:export.print', { poule: '' }).trim())}`) }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    await expect(page).not.toHaveURL(/print=1/);

    // ------------------------------------------------------------ on paper
    await page.emulateMedia({ media: 'print' });
    await expect(toggles.first()).toBeHidden();
    await expect(toggles.last()).toBeHidden();
    const marks = table.locator('.print-marks');
    await expect(marks).toHaveCount(2);
    const number = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'it-IT');
    // Ranked: Bruno (534) first, Aiko (250) second; each judge's total as it counts.
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toContainText(`${t(lang, 'results:results.judge', { n: 1 })} ${number.format(179)}`);
    await expect(marks.last()).toContainText(`${t(lang, 'results:results.judge', { n: 1 })} ${number.format(80)}`);
    await expect(marks.last()).toContainText(`${t(lang, 'results:results.judge', { n: 2 })} ${number.format(85)}`);
    await expect(marks.last()).toContainText(halving);
    await expect(marks.last()).toContainText(judgeWith(lang, 2, number.format(179)));
    // The opened breakdown does not print twice.
    await expect(page.locator('.judge-breakdown')).toBeHidden();
    const head = page.locator('.results-print-head');
    await expect(head).toBeVisible();
    await expect(head).toContainText(day.name);
    // The SPA's own locales (lib/core/format.ts): British English, Italian.
    await expect(head).toContainText(new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'medium', timeZone: info.project.use.timezoneId }).format(new Date(day.date.replace(' ', 'T'))));
    await expect(head).toContainText('Pesaro');
    const signatures = page.locator('.results-signatures');
    await expect(signatures).toBeVisible();
    await expect(signatures).toContainText(t(lang, 'results:print.supervisor'));
    await expect(signatures).toContainText(t(lang, 'results:print.president'));
    await expect(signatures.locator('.results-signature-line')).toHaveCount(6);
    await expect(signatures.locator('.results-signature-line', { hasText: t(lang, 'results:print.signature') })).toHaveCount(2);
    await shot(page, info, `results-print-${lang}`, { fullPage: true });
    // page.pdf is the desktop Chromium's (a phone's print is the same A4 page).
    if (info.project.name === 'desktop') await page.pdf({ path: info.outputPath(`results-print-${lang}.pdf`), preferCSSPageSize: true, printBackground: true });
    await ctx.close();
  });
}
