// The public routed pages sent with their first screen (pb_hooks/first_screen.pb.js): the document
// of the visitor's language, the page's own address written in, a season's name only when a visitor
// may see the season (escaped), and the plain shell for every other address and for a build without
// first screens. The documents here have the shape vite.firstScreen.ts writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageWith } from './helpers/stage';

const RENDERED_AT = { login: '/login', competitions: '/competitions', competition: '/competitions/kpfirstscreen00', season: '/seasons/kpfirstscreen00', seasonFrame: '/seasons/kpfirstscreen00/pairs/kpfirstscreen00' };
const TOKEN = '%%KP_TITLE%%';
const SHELL = '<!doctype html><html lang="en"><title>SPA</title><div id="root"></div>';

let publicDir: string;
beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'kata-first-screen-'));
  mkdirSync(join(publicDir, 'first-screen'));
  writeFileSync(join(publicDir, 'index.html'), SHELL);
  writeFileSync(join(publicDir, 'first-screen', 'screens.json'), JSON.stringify({ renderedAt: RENDERED_AT, tokens: { title: TOKEN } }));
  for (const [screen, path] of Object.entries(RENDERED_AT)) {
    for (const language of ['en', 'it']) {
      const heading = screen === 'season' ? TOKEN : `${screen} ${language}`;
      const doc = `<!doctype html><html lang="${language}"><div id="root"><div class="first-screen" inert><a href="/login?next=${encodeURIComponent(path)}">login</a><h1>${heading}</h1></div></div>`;
      writeFileSync(join(publicDir, 'first-screen', `${screen}.${language}.html`), doc);
    }
  }
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
const stage = stageWith([], () => ({ publicDir }));

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${stage.server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
};
const heading = (body: string) => /<h1>(.*?)<\/h1>/.exec(body)?.[1];

describe('first screens', () => {
  let shown: string;
  let hidden: string;
  beforeAll(async () => {
    const season = (name: string, isPublic: boolean) => stage.su.collection('seasons').create({ name, startDate: '2026-01-01 00:00:00.000Z', endDate: '2026-12-31 00:00:00.000Z', public: isPublic, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }], bestN: 2 });
    shown = (await season('Grand Prix <b>2026</b> & "friends"', true)).id;
    hidden = (await season('Private trial season', false)).id;
  });

  it("are in the browser's language, or the one picked on this device", async () => {
    expect(heading((await page('/login', { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' })).body)).toBe('login it');
    expect(heading((await page('/login', { 'Accept-Language': 'fr-FR' })).body)).toBe('login en');
    expect(heading((await page('/competitions', { 'Accept-Language': 'it', Cookie: 'a=1; kp_lang=en' })).body)).toBe('competitions en');
    const res = await page('/competitions', { Cookie: 'kp_lang=it' });
    expect(heading(res.body)).toBe('competitions it');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it("carry the page's own address (the login link's way back), every tab of a competition", async () => {
    const res = await page('/competitions/abcdefghijklmno/results?x=1');
    expect(heading(res.body)).toBe('competition en');
    expect(res.body).toContain(`next=${encodeURIComponent('/competitions/abcdefghijklmno/results?x=1')}`);
    expect(res.body).not.toContain('kpfirstscreen00');
    expect(heading((await page('/seasons/abcdefghijklmno/pairs/p1')).body)).toBe('seasonFrame en');
  });

  it("name a season a visitor may see, escaped; never one they may not", async () => {
    expect(heading((await page(`/seasons/${shown}`)).body)).toBe('Grand Prix &lt;b&gt;2026&lt;/b&gt; &amp; &quot;friends&quot;');
    const privateSeason = await page(`/seasons/${hidden}`);
    expect(privateSeason.body).not.toContain('Private trial season');
    expect(heading(privateSeason.body)).toBe('seasonFrame en');
    expect(heading((await page('/seasons/nosuchseason000')).body)).toBe('seasonFrame en');
    expect(heading((await page('/seasons/not-an-id')).body)).toBe('seasonFrame en');
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
    const res = await page('/competitions/abcdefghijklmno', { 'Accept-Language': 'it' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
