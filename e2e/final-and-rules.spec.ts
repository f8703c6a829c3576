// The final and the rules, as an organizer and the public see them: "Make the final" stays disabled
// with its reason (the couples still to score) until it can work, says how many couples each group
// sends, and asks before drawing; the format form says per group who qualifies as the size changes;
// the publish dialog says what publishing fixes and that withdrawing stays possible; a rank decided
// by a tie-break names it on the results and the leaderboard; the Information tab states the
// competition's scoring rules; a couple marked "did not perform" (with a reason, in a dialog) leaves
// the final's way and shows its state on the results. The official makes the final from its dialog:
// chooses how many couples, sees who goes and why the others do not, adds a couple by hand with a
// reason and puts the final on a tatami. English on the desktop, Italian on the phone;
// axe on the new screens.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { superuserApi, demoUserIds, type SuperuserApi } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { escapeRe, exact, LANGS, t } from './helpers/i18n';
import { pickOption } from './helpers/dropdown';
import { scaled } from './helpers/time';

interface Sheet {
  items: { kind: string }[];
  scale: { item: number; deductions: { small: { points: number }; big: { points: number } } };
}

/** An ongoing Grand Prix competition (no flow) of the demo organizer with four accredited couples. */
async function competition(request: APIRequestContext, tag: string): Promise<{ api: SuperuserApi; id: string }> {
  const api = await superuserApi(request);
  const users = demoUserIds();
  const comp = await api.create('competitions', {
    name: `Final ${tag}`,
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    status: 'ongoing',
    supervised: false,
    scoring: 'grand-prix',
    flow: false,
    finalists: 2,
    tatami: 2,
  });
  await api.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  for (let i = 0; i < 4; i++) {
    const athlete = (name: string) => api.create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const tori = await athlete(['Aiko', 'Bruno', 'Carla', 'Dario'][i] as string);
    const uke = await athlete(['Ugo', 'Vera', 'Walter', 'Zoe'][i] as string);
    const couple = await api.create('couples', { owner: users.athlete, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
    await api.create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await api.call('post', `/api/custom/competitions/${comp.id}/draw`, { seed: `FINAL-${tag}` });
  return { api, id: comp.id };
}

/**
 * Three judges' sheets for every couple: the first two in the order tie on points, the first with a
 * big mistake, the second with the same points lost in small mistakes (so fewer big mistakes puts the
 * second first); the others apart.
 */
async function scoreAll(api: SuperuserApi, pouleId: string) {
  const sheet = (await api.call<{ items: Sheet[] }>('get', `/api/collections/kata_sheets/records?filter=${encodeURIComponent("kata='nage-no-kata'")}`)).items[0] as Sheet;
  const draws = (await api.call<{ items: { id: string; absence: string }[] }>('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule='${pouleId}'`)}`)).items;
  const { big, small } = sheet.scale.deductions;
  const smallItems = big.points / small.points;
  const marksOf = (couple: number) =>
    sheet.items.map((_, i) => {
      if (couple === 0) return { small: 0, medium: 0, big: i === 0 ? 1 : 0, forgotten: false };
      if (couple === 1) return { small: i < smallItems ? 1 : 0, medium: 0, big: 0, forgotten: false };
      if (couple === 2) return { small: 0, medium: 0, big: 0, forgotten: false };
      return { small: i < 3 ? 1 : 0, medium: 0, big: i === 4 ? 1 : 0, forgotten: false };
    });
  for (const [n, d] of draws.entries()) {
    if (d.absence) continue;
    for (let judge = 1; judge <= 3; judge++) await api.create('evaluations', { draw: d.id, judge, marks: marksOf(n) });
  }
}

for (const lang of LANGS) {
  test(`make the final, tie-break notes and the scoring rules (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(120_000));
    const tag = `${lang}${Date.now().toString(36).slice(-5)}`;
    const { api, id } = await competition(request, tag);
    const poule = (await api.call<{ items: { id: string }[] }>('get', `/api/collections/poules/records?filter=${encodeURIComponent(`competition='${id}'`)}`)).items[0] as { id: string };
    await api.call('patch', `/api/collections/poules/records/${poule.id}`, { judges: 3 });

    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    await loginAs(page, 'organizer', `/competitions/${id}/officials/draw`);
    await expect(page.getByRole('heading', { name: t(lang, 'results:manage.title') })).toBeVisible();

    // The format form: one group → the best 2; two groups → 1 of each.
    const finalistsHint = page.locator('#format-finalists-hint');
    await expect(finalistsHint).toContainText(t(lang, 'results:format.oneGroup_other', { count: 2 }));
    await expect(finalistsHint).toContainText(t(lang, 'results:format.twoGroups_one', { count: 1, total: 2 }));
    // Typed key by key, as a person does: the hint follows each keystroke, before the field is left.
    const finalists = page.getByLabel(t(lang, 'results:format.finalists'));
    await finalists.selectText();
    await finalists.pressSequentially('3');
    await expect(finalistsHint).toContainText(t(lang, 'results:final.notExact', { asked: 3, total: 2 }));
    await shot(page, info, `format-hint-${lang}`);
    await page.reload();

    // Make the final: disabled, with the reason (nothing published yet).
    const make = page.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.makeFinal'))}`) });
    await expect(make).toBeDisabled();
    const groupA = t(lang, 'results:poule.group', { name: 'A' });
    await expect(page.locator('.make-final-hint')).toContainText(t(lang, 'results:final.unpublished', { poules: groupA }));

    // Publish: the dialog says withdrawing stays possible.
    const article = page.getByRole('article', { name: /A$/ });
    await article.getByRole('button', { name: new RegExp(`^${escapeRe(t(lang, 'results:manage.publish'))}`) }).click();
    const confirm = page.locator('.p-confirm-dialog');
    await expect(confirm).toContainText(t(lang, 'results:manage.publishConfirm', { poule: `Open · ${t(lang, 'common:katas.nage-no-kata')} · ${groupA}` }));
    await confirm.getByRole('button', { name: exact(t(lang, 'results:manage.publish')) }).click();
    await expect(article.getByText(t(lang, 'results:manage.published'), { exact: true })).toBeVisible();

    // Published, not scored: still disabled, naming how many couples are missing.
    await expect(make).toBeDisabled();
    await expect(page.locator('.make-final-hint')).toContainText(t(lang, 'results:final.unscored_other', { count: 4, couples: '' }).split('(')[0] as string);
    await expect(page.locator('.make-final-hint')).toContainText(t(lang, 'results:final.fromOne_other', { count: 2 }));
    await expectNoA11yViolations(page);
    await shot(page, info, `final-disabled-${lang}`, { fullPage: true });

    // The fourth couple does not show: marked with a reason (too short first: the error at the field).
    await article.getByRole('button', { name: t(lang, 'results:absence.actionOf', { order: 4 }) }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'results:absence.title', { order: 4 }) });
    await dialog.getByLabel(t(lang, 'results:absence.states.did_not_perform')).check();
    const reason = dialog.getByLabel(t(lang, 'results:absence.reason'));
    await reason.fill('no');
    await dialog.getByRole('button', { name: t(lang, 'results:absence.submit') }).click();
    await expect(dialog.locator('#absence-form-reason-error')).toHaveText(t(lang, 'common:validation.minLength', { min: 3 }));
    await reason.fill('Called three times');
    await expectNoA11yViolations(page);
    await shot(page, info, `absence-dialog-${lang}`);
    await dialog.getByRole('button', { name: t(lang, 'results:absence.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(article.getByText(t(lang, 'results:absence.states.did_not_perform'), { exact: true })).toBeVisible();
    await article.scrollIntoViewIfNeeded();
    await shot(page, info, `absence-marked-${lang}`);
    await expect(page.locator('.make-final-hint')).toContainText(t(lang, 'results:final.unscored_other', { count: 3, couples: '' }).split('(')[0] as string);

    // Scored: enabled; the dialog says who goes and why the others do not. The official makes a final
    // of one couple, adds the second-placed couple by hand with a reason and puts the final on tatami 2.
    await scoreAll(api, poule.id);
    // In the order of execution: the third couple clean (first), the second before the first on the
    // tie-break, the fourth did not perform.
    const byOrder = (await api.call<{ items: { toriName: string }[] }>('get', `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule='${poule.id}'`)}`)).items.map((d) => d.toriName);
    const at = (i: number) => byOrder[i] ?? '';
    const [third, second, first, absent] = [at(0), at(1), at(2), at(3)];
    await page.reload();
    await expect(make).toBeEnabled();
    await make.click();
    const ask = page.getByRole('dialog', { name: new RegExp(`^${escapeRe(t(lang, 'results:final.dialogTitle', { category: '' }))}`) });
    const summary = ask.getByRole('status');
    await expect(summary).toHaveText(t(lang, 'results:final.goes_other', { count: 2 }));
    await expect(ask.getByRole('listitem').filter({ hasText: first })).toContainText(t(lang, 'results:final.status.qualified'));
    await expect(ask.getByRole('listitem').filter({ hasText: absent })).toContainText(t(lang, 'results:absence.states.did_not_perform'));
    const count = ask.getByLabel(t(lang, 'results:final.count'), { exact: true });
    await count.selectText();
    await count.pressSequentially('1');
    await expect(summary).toHaveText(t(lang, 'results:final.goes_one', { count: 1 }));
    await expect(ask.getByRole('listitem').filter({ hasText: second })).toContainText(t(lang, 'results:final.status.below_one', { count: 1 }));
    await ask.getByRole('checkbox', { name: new RegExp(escapeRe(second)) }).check();
    await expect(summary).toContainText(t(lang, 'results:final.byHandCount_one', { count: 1 }));
    // The reason is asked before anything is sent.
    await ask.getByRole('button', { name: exact(t(lang, 'results:manage.makeFinal')) }).click();
    const byHandReason = ask.getByLabel(new RegExp(`^${escapeRe(t(lang, 'results:final.byHandReason'))}`));
    await expect(byHandReason).toHaveAttribute('aria-invalid', 'true');
    await byHandReason.fill('Jury decision after the protest');
    await pickOption(page, ask.locator('.final-place .p-dropdown'), t(lang, 'results:running.tatamiN', { n: 2 }));
    await expectNoA11yViolations(page);
    await expect(ask.locator('.form-error')).toHaveCount(0);
    await shot(page, info, `final-dialog-${lang}`, { fullPage: false });
    await ask.getByRole('button', { name: exact(t(lang, 'results:manage.makeFinal')) }).click();
    await expect(ask).toBeHidden();
    const finalArticle = page.getByRole('article', { name: new RegExp(`${escapeRe(t(lang, 'results:poule.final'))}$`) });
    await expect(finalArticle).toBeVisible();
    // The final: the best couple and the one added by hand, on tatami 2.
    await expect(finalArticle.getByText(first, { exact: false }).first()).toBeVisible();
    await expect(finalArticle.getByText(second, { exact: false }).first()).toBeVisible();
    await expect(finalArticle.getByText(third, { exact: false })).toHaveCount(0);
    await expect(finalArticle.locator('.poule-schedule .p-dropdown-label')).toHaveText(t(lang, 'results:running.tatamiN', { n: 2 }));
    await finalArticle.scrollIntoViewIfNeeded();
    await shot(page, info, `final-made-${lang}`);

    // The public results: the tied couples' ranks name the tie-break; the counts say what they count.
    await page.goto(`/competitions/${id}/results`);
    const note = t(lang, 'results:results.tieBreak.big');
    await expect(page.locator('.tie-break-note').filter({ hasText: note })).toHaveCount(2);
    await expect(page.locator('.absence-state').filter({ hasText: t(lang, 'results:absence.states.did_not_perform') }).first()).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'results:results.breakdownOf', { couple: '' }).trim() }).first().click();
    await expect(page.locator('.judge-breakdown-note').first()).toContainText(t(lang, 'results:results.mistakesAll', { forgotten: 0, big: 0, medium: 0, small: 0 }).split(':')[0] as string);
    await expectNoA11yViolations(page);
    await shot(page, info, `results-tie-break-${lang}`, { fullPage: true });
    await page.goto(`/competitions/${id}/leaderboard`);
    await expect(page.locator('.tie-break-note').filter({ hasText: note }).first()).toBeVisible();

    // The Information tab states the rules of the preset.
    await page.goto(`/competitions/${id}`);
    const rules = page.getByRole('region', { name: t(lang, 'competitions:scoringRules.title') });
    await expect(rules).toContainText(t(lang, 'competitions:scoringRules.grandPrix'));
    await expect(rules).toContainText(t(lang, 'competitions:scoringRules.half'));
    await expect(rules).toContainText(t(lang, 'competitions:scoringRules.noFlow'));
    await expect(rules).toContainText(t(lang, 'competitions:scoringRules.halvingAny'));
    await expect(rules).toContainText(t(lang, 'competitions:scoringRules.tieAll'));
    await expectNoA11yViolations(page);
    await rules.scrollIntoViewIfNeeded();
    await shot(page, info, `info-rules-${lang}`);
    await ctx.close();
  });
}
