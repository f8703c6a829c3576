// The public routed pages sent with their first screen (pb_hooks/first_screen.pb.js): the document
// of the visitor's language, the page's own address and record id written in, a record's fields
// (escaped) only when a visitor may read the record through the API, the frame otherwise, and the
// plain shell for every other address and for a build without first screens. The documents here
// have the shape vite.firstScreen.ts writes, with every token in each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageWith } from './helpers/stage';
import { createCompetition } from './helpers/fixtures';

const SAMPLE = 'kpfirstscreen00';
const RENDERED_AT: Record<string, string> = {
  login: '/login',
  competitions: '/competitions',
  competition: `/competitions/${SAMPLE}`,
  'competition-enrolment': `/competitions/${SAMPLE}`,
  'competition-ongoing': `/competitions/${SAMPLE}`,
  season: `/seasons/${SAMPLE}`,
  pair: `/seasons/${SAMPLE}/pairs/kpfirstscreenpair`,
  seasonFrame: `/seasons/${SAMPLE}/pairs/kpfirstscreenpair`,
};
const TOKENS = { title: '%%KP_TITLE%%', location: '%%KP_LOCATION%%', tori: '%%KP_TORI%%', uke: '%%KP_UKE%%' };
const SHELL = '<!doctype html><html lang="en"><title>SPA</title><div id="root"></div>';

let publicDir: string;
beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'kata-first-screen-'));
  mkdirSync(join(publicDir, 'first-screen'));
  writeFileSync(join(publicDir, 'index.html'), SHELL);
  writeFileSync(join(publicDir, 'first-screen', 'screens.json'), JSON.stringify({ renderedAt: RENDERED_AT, sampleId: SAMPLE, tokens: TOKENS, competitionTabs: ['info', 'documents', 'draws', 'results', 'leaderboard'], languages: ['en', 'it'] }));
  for (const [screen, path] of Object.entries(RENDERED_AT)) {
    for (const language of ['en', 'it']) {
      // Which screen, then every field the server may write in; a tab's link with the record's id.
      const doc = `<!doctype html><html lang="${language}"><div id="root"><div class="first-screen" inert><a href="/login?next=${encodeURIComponent(path)}">login</a><h1>${screen} ${language}|${Object.values(TOKENS).join('|')}</h1><a class="tab" href="/x/${SAMPLE}/results">tab</a></div></div>`;
      writeFileSync(join(publicDir, 'first-screen', `${screen}.${language}.html`), doc);
    }
  }
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
const stage = stageWith(['organizer'], () => ({ publicDir }));

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${stage.server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
};
/** The screen sent and the fields written in: [screen language, title, location, tori, uke]. */
const heading = (body: string) => /<h1>(.*?)<\/h1>/.exec(body)?.[1]?.split('|');
const tabLink = (body: string) => /<a class="tab" href="([^"]*)"/.exec(body)?.[1];

describe('first screens', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const su = stage.su;
    const season = (name: string, isPublic: boolean) => su.collection('seasons').create({ name, startDate: '2026-01-01 00:00:00.000Z', endDate: '2026-12-31 00:00:00.000Z', public: isPublic, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }], bestN: 2 });
    ids.shown = (await season('Grand Prix <b>2026</b> & "friends" Città 🥋', true)).id;
    ids.hidden = (await season('Private trial season', false)).id;
    const row = (seasonId: string) => su.collection('season_rankings').create({ season: seasonId, class: 'Senior', kata: 'nage-no-kata', pair: 'p-1', toriName: 'Anna <Rossi>', ukeName: 'Bea Bianchi', total: 10, rank: 1, public: seasonId === ids.shown });
    await row(ids.shown);
    await row(ids.hidden);
    const organizer = stage.actors[0].authStore.record?.id ?? '';
    ids.open = (await createCompetition(su, organizer, 'enrolment', { name: 'Coppa <Kata>', location: 'Roma & Lazio' })).id;
    ids.draft = (await createCompetition(su, organizer, 'draft', { name: 'Secret draft cup' })).id;
  });

  it("are in the browser's language, or the one picked on this device", async () => {
    expect(heading((await page('/login', { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' })).body)?.[0]).toBe('login it');
    expect(heading((await page('/login', { 'Accept-Language': 'fr-FR' })).body)?.[0]).toBe('login en');
    expect(heading((await page('/competitions', { 'Accept-Language': 'it', Cookie: 'a=1; kp_lang=en' })).body)?.[0]).toBe('competitions en');
    const res = await page('/competitions', { Cookie: 'kp_lang=it' });
    expect(heading(res.body)).toEqual(['competitions it', '', '', '', '']);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.headers.get('content-type')).toContain('text/html');
    // Sent by its own route, past the request guard: the same security headers.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("show a competition a visitor may see in its state, its name and place escaped, on every tab", async () => {
    const res = await page(`/competitions/${ids.open}/results?x=1`);
    expect(heading(res.body)).toEqual(['competition-enrolment en', 'Coppa &lt;Kata&gt;', 'Roma &amp; Lazio', '', '']);
    expect(tabLink(res.body)).toBe(`/x/${ids.open}/results`);
    expect(res.body).toContain(`next=${encodeURIComponent(`/competitions/${ids.open}/results?x=1`)}`);
    expect(res.body).not.toContain(SAMPLE);
  });

  it('show only the frame for a competition a visitor may not see, or none', async () => {
    const draft = await page(`/competitions/${ids.draft}`);
    expect(draft.body).not.toContain('Secret draft cup');
    expect(heading(draft.body)).toEqual(['competition en', '', '', '', '']);
    expect(heading((await page('/competitions/nosuchcompetiti/draws/p1')).body)?.[0]).toBe('competition en');
  });

  it("leave another page under a competition's or a season's address to the plain shell", async () => {
    for (const path of [`/competitions/${ids.open}/screen`, `/competitions/${ids.open}/overlay/1`, `/competitions/${ids.open}/results/p1/x`, '/competitions/new', '/seasons/guide']) {
      expect((await page(path)).body, path).toBe(SHELL);
    }
  });

  it("name a season and a pair a visitor may see, escaped; never ones they may not", async () => {
    expect(heading((await page(`/seasons/${ids.shown}`)).body)).toEqual(['season en', 'Grand Prix &lt;b&gt;2026&lt;/b&gt; &amp; &quot;friends&quot; Citt&#224; &#129355;', '', '', '']);
    const pair = await page(`/seasons/${ids.shown}/pairs/p-1`);
    expect(heading(pair.body)).toEqual(['pair en', 'Grand Prix &lt;b&gt;2026&lt;/b&gt; &amp; &quot;friends&quot; Citt&#224; &#129355;', '', 'Anna &lt;Rossi&gt;', 'Bea Bianchi']);
    expect(tabLink(pair.body)).toBe(`/x/${ids.shown}/results`);
    expect(heading((await page(`/seasons/${ids.shown}/pairs/nobody`)).body)?.[0]).toBe('seasonFrame en');
    for (const path of [`/seasons/${ids.hidden}`, `/seasons/${ids.hidden}/pairs/p-1`]) {
      const res = await page(path);
      expect(res.body).not.toContain('Private trial season');
      expect(res.body).not.toContain('Rossi');
      expect(heading(res.body)?.[0]).toBe('seasonFrame en');
    }
    expect(heading((await page('/seasons/nosuchseason000')).body)?.[0]).toBe('seasonFrame en');
    expect(heading((await page('/seasons/nosuchseason000/pairs/p-1')).body)?.[0]).toBe('seasonFrame en');
  });

  it('show a renamed or hidden record as it is now, at once', async () => {
    const id = (await createCompetition(stage.su, stage.actors[0].authStore.record?.id ?? '', 'enrolment', { name: 'Old name' })).id;
    expect(heading((await page(`/competitions/${id}`)).body)?.[1]).toBe('Old name');
    await stage.su.collection('competitions').update(id, { name: 'New name' });
    expect(heading((await page(`/competitions/${id}`)).body)?.[1]).toBe('New name');
    const season = await stage.su.collection('seasons').create({ name: 'Soon private', startDate: '2026-01-01 00:00:00.000Z', endDate: '2026-12-31 00:00:00.000Z', public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }], bestN: 2 });
    expect(heading((await page(`/seasons/${season.id}`)).body)?.[1]).toBe('Soon private');
    await stage.su.collection('seasons').update(season.id, { public: false });
    const hidden = await page(`/seasons/${season.id}`);
    expect(hidden.body).not.toContain('Soon private');
    expect(heading(hidden.body)?.[0]).toBe('seasonFrame en');
    await stage.su.collection('competitions').delete(id);
    expect((await page(`/competitions/${id}`)).body).not.toContain('New name');
  });

  it('leave every other address to the plain shell', async () => {
    expect((await page('/reserved')).body).toBe(SHELL);
    expect((await page('/')).body).toBe(SHELL);
  });
});
