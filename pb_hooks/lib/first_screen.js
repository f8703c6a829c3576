// @ts-check
/// <reference path="../env.d.ts" />
// The HTML of a public routed page with its first screen in it (vite.firstScreen.ts writes one
// document per screen and language in dist/first-screen/), for pb_hooks/first_screen.pb.js. The
// server writes in what it knows: the visitor's language, the page's own address (the login link's
// way back) and, on a season's page, the season's name when a visitor may see the season. Nothing
// else of the data: what a visitor may not read is never in the page.

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
 * The season's name when the request may see the season ('' otherwise: not found, not public).
 * @param {core.RequestEvent} e
 * @param {string} id
 */
function seasonName(e, id) {
  if (!RECORD_ID.test(id)) return '';
  try {
    const record = e.app.findRecordById('seasons', id);
    const rule = record.collection().viewRule;
    // No rule (a nil pointer): superusers only, never a page's visitor.
    return rule !== null && rule !== undefined && e.app.canAccessRecord(record, e.requestInfo(), rule) ? String(record.getString('name')) : '';
  } catch (_) {
    return ''; // no such season
  }
}

/**
 * The page's HTML, or '' when the build has no first screen for it (the caller sends the plain shell).
 * @param {core.RequestEvent} e
 * @param {string} dir
 * @param {string} screen one of src/app/firstScreen/firstScreens.ts
 */
function pageHtml(e, dir, screen) {
  const manifest = builtFile(dir, 'screens.json');
  if (!manifest) return '';
  /** @type {{ renderedAt: Record<string, string>, tokens: { title: string } }} the addresses the screens were rendered at, the stand-ins of data */
  const built = JSON.parse(manifest);
  const language = languageOf(e.request.header.get('Cookie'), e.request.header.get('Accept-Language'));
  let shown = screen;
  let title = '';
  if (screen === 'season') {
    title = seasonName(e, String(e.request.pathValue('id')));
    if (!title) shown = 'seasonFrame';
  }
  let html = builtFile(dir, shown + '.' + language + '.html');
  if (!html || !built.renderedAt[shown]) return '';
  const url = e.request.url;
  const here = encodeURIComponent(url.path + (url.rawQuery ? '?' + url.rawQuery : ''));
  html = html.split(encodeURIComponent(built.renderedAt[shown])).join(here);
  return title ? html.split(built.tokens.title).join(escapeHtml(title)) : html;
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
