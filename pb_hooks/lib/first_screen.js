// @ts-check
/// <reference path="../env.d.ts" />
// The HTML of a public routed page with its first screen in it (vite.firstScreen.ts writes one
// document per screen and language in dist/first-screen/), for pb_hooks/first_screen.pb.js. The
// server writes in what it knows: the visitor's language, the page's own address (the login link's
// way back) and the names of the page's record when the visitor may read that record through the
// API (its view rule, checked here as for the API): a competition's name, place and state, a season's
// name, a pair's names. Nothing else: what a visitor may not read is never in the page.

const LANGUAGES = ['en', 'it'];
const FALLBACK_LANGUAGE = 'en';
const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * The visitor's language as the app will choose it: the one picked on this device (the `kp_lang`
 * cookie the app keeps beside its own setting), else the browser's first language.
 * @param {string} cookie the Cookie header
 * @param {string} acceptLanguage the Accept-Language header
 */
function languageOf(cookie, acceptLanguage) {
  const picked = /(?:^|;\s*)kp_lang=([a-z]{2})(?:;|$)/.exec(String(cookie || ''));
  if (picked && LANGUAGES.indexOf(picked[1]) >= 0) return picked[1];
  const first = String(acceptLanguage || '').split(',')[0].trim().slice(0, 2).toLowerCase();
  return LANGUAGES.indexOf(first) >= 0 ? first : FALLBACK_LANGUAGE;
}

/** @param {string} text */
function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A file of the build's first screens, read once per process (a new build comes with a restart); ''
 * when the build has none.
 * @param {string} dir the public directory
 * @param {string} name e.g. "login.en.html"
 * @returns {string}
 */
function builtFile(dir, name) {
  const key = 'firstScreen:' + name;
  const store = $app.store();
  if (store.has(key)) return store.get(key);
  let text = '';
  try {
    text = toString($os.readFile(dir + '/first-screen/' + name));
  } catch (_) {
    // a build without first screens: the plain shell
  }
  store.set(key, text);
  return text;
}

/**
 * The record when the request may see it, as the records API would answer it (its view rule); null
 * when there is none or the visitor may not.
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @param {string} id
 */
function visible(e, collection, id) {
  if (!RECORD_ID.test(id)) return null;
  try {
    const record = e.app.findRecordById(collection, id);
    return mayView(e, record) ? record : null;
  } catch (_) {
    return null; // no such record
  }
}

/**
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 */
function mayView(e, record) {
  const rule = record.collection().viewRule;
  // No rule (a nil pointer): superusers only, never a page's visitor.
  return rule !== null && rule !== undefined && e.app.canAccessRecord(record, e.requestInfo(), rule);
}

/**
 * The pair's names on its season's page: its first row in the page's order, when the visitor may see it.
 * @param {core.RequestEvent} e
 * @param {string} season
 * @param {string} pair
 */
function pairRow(e, season, pair) {
  if (!pair || pair.length > 100) return null;
  const rows = e.app.findRecordsByFilter('season_rankings', 'season = {:season} && pair = {:pair}', 'class,kata', 1, 0, { season: season, pair: pair });
  return rows.length && rows[0] && mayView(e, rows[0]) ? rows[0] : null;
}

/**
 * Which document a page gets and what goes in it: the record's screen with its fields when the
 * visitor may see the record, else the frame of its kind.
 * @param {core.RequestEvent} e
 * @param {string} kind the route's screen
 * @returns {{ screen: string, id: string, values: Record<string, string> }}
 */
function contentOf(e, kind) {
  const id = String(e.request.pathValue('id') || '');
  if (kind === 'competition') {
    const competition = visible(e, 'competitions', id);
    if (!competition) return { screen: 'competition', id: '', values: {} };
    return { screen: 'competition-' + competition.getString('status'), id: id, values: { title: competition.getString('name'), location: competition.getString('location') } };
  }
  if (kind === 'season' || kind === 'pair') {
    const season = visible(e, 'seasons', id);
    const row = season && kind === 'pair' ? pairRow(e, id, String(e.request.pathValue('pair') || '')) : null;
    if (!season || (kind === 'pair' && !row)) return { screen: 'seasonFrame', id: '', values: {} };
    const values = { title: season.getString('name') };
    return { screen: kind, id: id, values: row ? Object.assign(values, { tori: row.getString('toriName'), uke: row.getString('ukeName') }) : values };
  }
  return { screen: kind, id: '', values: {} };
}

/**
 * The page's HTML, or '' when the build has no first screen for it (the caller sends the plain shell).
 * @param {core.RequestEvent} e
 * @param {string} dir
 * @param {string} kind one of src/app/firstScreen/firstScreens.ts
 */
function pageHtml(e, dir, kind) {
  const manifest = builtFile(dir, 'screens.json');
  if (!manifest) return '';
  /** @type {{ renderedAt: Record<string, string>, sampleId: string, tokens: Record<string, string> }} the addresses the screens were rendered at, their stand-in id, the stand-ins of data */
  const built = JSON.parse(manifest);
  const language = languageOf(e.request.header.get('Cookie'), e.request.header.get('Accept-Language'));
  const content = contentOf(e, kind);
  let html = built.renderedAt[content.screen] ? builtFile(dir, content.screen + '.' + language + '.html') : '';
  if (!html) return '';
  const url = e.request.url;
  // The login link's way back, then the record's id in the links (tabs, the way back to a season).
  html = html.split(encodeURIComponent(built.renderedAt[content.screen])).join(encodeURIComponent(url.path + (url.rawQuery ? '?' + url.rawQuery : '')));
  if (content.id) html = html.split(built.sampleId).join(content.id);
  for (const field in built.tokens) {
    html = html.split(built.tokens[field]).join(escapeHtml(content.values[field] || ''));
  }
  return html;
}

/**
 * Sends the page's HTML with its first screen; the plain shell (index.html) when the build has none.
 * @param {core.RequestEvent} e
 * @param {string} screen
 */
function send(e, screen) {
  const dir = require(`${__hooks}/lib/static.js`).publicDir($os.args);
  const html = pageHtml(e, dir, screen);
  if (!html) return e.fileFS($os.dirFS(dir), 'index.html');
  const headers = e.response.header();
  // Like index.html: asked again every time (a new build names new assets); it depends on the language.
  headers.set('Cache-Control', 'no-cache');
  headers.set('Vary', 'Accept-Language, Cookie');
  return e.html(200, html);
}

module.exports = { send, pageHtml, languageOf, escapeHtml };
