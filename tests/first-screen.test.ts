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
  writeFileSync(join(publicDir, 'first-screen', 'screens.json'), JSON.stringify({ renderedAt: RENDERED_AT, sampleId: SAMPLE, tokens: TOKENS }));
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
    ids.shown = (await season('Grand Prix <b>2026</b> & "friends"', true)).id;
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
    expect(heading((await page('/competitions/nosuchcompetiti')).body)?.[0]).toBe('competition en');
    expect(heading((await page('/competitions/bad-id')).body)?.[0]).toBe('competition en');
  });

  it("name a season and a pair a visitor may see, escaped; never ones they may not", async () => {
    expect(heading((await page(`/seasons/${ids.shown}`)).body)).toEqual(['season en', 'Grand Prix &lt;b&gt;2026&lt;/b&gt; &amp; &quot;friends&quot;', '', '', '']);
    const pair = await page(`/seasons/${ids.shown}/pairs/p-1`);
    expect(heading(pair.body)).toEqual(['pair en', 'Grand Prix &lt;b&gt;2026&lt;/b&gt; &amp; &quot;friends&quot;', '', 'Anna &lt;Rossi&gt;', 'Bea Bianchi']);
    expect(tabLink(pair.body)).toBe(`/x/${ids.shown}/results`);
    expect(heading((await page(`/seasons/${ids.shown}/pairs/nobody`)).body)?.[0]).toBe('seasonFrame en');
    for (const path of [`/seasons/${ids.hidden}`, `/seasons/${ids.hidden}/pairs/p-1`]) {
      const res = await page(path);
      expect(res.body).not.toContain('Private trial season');
      expect(res.body).not.toContain('Rossi');
      expect(heading(res.body)?.[0]).toBe('seasonFrame en');
    }
    expect(heading((await page('/seasons/nosuchseason000')).body)?.[0]).toBe('seasonFrame en');
  });

  it('leave every other address to the plain shell', async () => {
    expect((await page('/reserved')).body).toBe(SHELL);
    expect((await page('/')).body).toBe(SHELL);
  });
});

describe('a build without first screens', () => {
  it('sends the plain shell on the same addresses', async () => {
    rmSync(join(publicDir, 'first-screen', 'competition.it.html'));
    // Each document is read once per process: one never read before stands for a build without them.
    const res = await page('/competitions/nosuchcompetiti', { 'Accept-Language': 'it' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
