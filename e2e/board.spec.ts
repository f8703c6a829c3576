// The public leaderboard when the realtime stream cannot be held (a proxy or the hall's
// wifi that blocks server-sent events): the page falls back to polling the board document
// (GET /api/custom/competitions/{id}/board), says it is not live with the time of the data, and
// still shows a couple scored after it was opened, without a reload.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { deviceContext, shot } from './helpers/devices';
import { LANGS, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

const ITEMS = 17; // nage-no-kata

/** As a superuser: an ongoing competition with two couples drawn into one published poule of three judges. */
async function publishedPoule(request: APIRequestContext, tag: string) {
  const { baseURL, superuser, seed } = e2eState();
  const auth = await request.post(`${baseURL}/api/collections/_superusers/auth-with-password`, { data: { identity: superuser.email, password: superuser.password } });
  const headers = { Authorization: ((await auth.json()) as { token: string }).token };
  const send = async (method: 'post' | 'patch', path: string, data: Record<string, unknown>) => {
    const res = await request[method](`${baseURL}${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()) as Record<string, unknown> & { id: string };
  };
  const create = (collection: string, data: Record<string, unknown>) => send('post', `/api/collections/${collection}/records`, data);
  const users = seed?.users as Record<string, string>;
  const comp = await create('competitions', { name: `Board Day ${tag}`, date: new Date().toISOString().replace('T', ' '), location: 'Roma', organizers: [users.organizer], status: 'ongoing', supervised: false });
  await create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  for (const [i, club] of ['01IT0001', '02IT0042'].entries()) {
    const athlete = (name: string) => create('athletes', { owner: users.athlete, name, surname: `${tag}${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club, verified: true });
    const tori = await athlete(['Aiko', 'Bruno'][i] as string);
    const uke = await athlete(['Ugo', 'Vera'][i] as string);
    const couple = await create('couples', { owner: users.athlete, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
    await create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await send('post', `/api/custom/competitions/${comp.id}/draw`, { seed: 'BOARD' });
  const poules = (await (await request.get(`${baseURL}/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`, { headers })).json()) as { items: { id: string }[] };
  const poule = poules.items[0]!.id;
  await send('patch', `/api/collections/poules/records/${poule}`, { judges: 3 });
  await send('patch', `/api/collections/poules/records/${poule}`, { published: true });
  const draws = (await (await request.get(`${baseURL}/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule}"`)}`, { headers })).json()) as { items: { id: string }[] };
  const clean = Array.from({ length: ITEMS }, () => ({ small: 0, medium: 0, big: 0, forgotten: false }));
  /** Three clean sheets for the couple drawn `order`-th: 510 points. */
  const score = async (order: number) => {
    for (let judge = 1; judge <= 3; judge++) await create('evaluations', { draw: draws.items[order]!.id, judge, marks: clean });
  };
  return { id: comp.id, score };
}

for (const lang of LANGS) {
  test(`leaderboard without a realtime stream: polls the board, never "live" (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`;
    const day = await publishedPoule(request, tag);
    await day.score(0);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();
    // The stream cannot be held: every realtime request fails, as behind a proxy that blocks SSE.
    await page.route('**/api/realtime**', (r) => r.abort());
    const boards: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes(`/api/custom/competitions/${day.id}/board`)) boards.push(r.status());
    });
    await page.goto(`/competitions/${day.id}/leaderboard`);
    await expect(page.locator('.last-scored')).toContainText('510');
    const polling = page.getByTestId('board-polling');
    await expect(polling).toBeVisible({ timeout: scaled(15_000) });
    await expect(polling).toContainText(tr(lang, 'results:leaderboard.polling').split('{{')[0]!.trim());
    // Nothing stale shown as live: no "Live" badge, the disclaimer stays.
    await expect(page.locator('.live-badge')).toHaveCount(0);
    await expect(page.getByText(tr(lang, 'results:leaderboard.disclaimer'))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `board-polling-${lang}`);

    // The second couple is scored: the board follows without a reload (polls with back-off: ≤ 30 s).
    await day.score(1);
    await expect(page.locator('.results-table').first()).toContainText(/510[\s\S]*510/, { timeout: scaled(40_000) });
    await expect(page.locator('.live-badge')).toHaveCount(0);
    // Polled conditionally: unchanged answers are 304.
    expect(boards).toContain(200);
    expect(boards.every((s) => s === 200 || s === 304)).toBe(true);
    await ctx.close();
  });
}
