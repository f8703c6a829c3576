// @ts-check
/// <reference path="../env.d.ts" />
// The HTML of a public routed page with its first screen in it (vite.firstScreen.ts writes one
// document per screen and language in dist/first-screen/), for pb_hooks/first_screen.pb.js. The
// server writes in what it knows: the visitor's language, the page's own address (the login link's
// way back) and the names of the page's record when the visitor may read that record through the
// API (its view rule, checked here as for the API): a competition's name, place and state, a season's
// name, a pair's names. Nothing else: what a visitor may not read is never in the page.

const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * The visitor's language as the app will choose it: the one picked on this device (the `kp_lang`
 * cookie the app keeps beside its own setting), else the browser's first language, else the fallback.
 * @param {string} cookie the Cookie header
 * @param {string} acceptLanguage the Accept-Language header
 * @param {string[]} languages the app's, the fallback first (the build's screens.json)
 */
function languageOf(cookie, acceptLanguage, languages) {
  const picked = /(?:^|;\s*)kp_lang=([a-z]{2})(?:;|$)/.exec(String(cookie || ''));
  if (picked && languages.indexOf(picked[1]) >= 0) return picked[1];
  const first = String(acceptLanguage || '').split(',')[0].trim().slice(0, 2).toLowerCase();
  return languages.indexOf(first) >= 0 ? first : languages[0];
}

/**
 * The text as HTML (lib/html.js), in ASCII: beyond it, each character as its reference (the page stays
 * a string of one byte a character for the JS engine, which hands it over as is: vite.firstScreen.ts).
 * @param {string} text
 */
function asciiHtml(text) {
  const html = require(`${__hooks}/lib/html.js`).escapeHtml(text);
  if (!/[\u0080-\uffff]/.test(html)) return html;
  let out = '';
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    const next = i + 1 < html.length ? html.charCodeAt(i + 1) : 0;
    if (c < 0x80) out += html[i];
    else if (c >= 0xd800 && c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      // a character beyond the first plane: one reference for its two UTF-16 halves
      out += '&#' + ((c - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000) + ';';
      i++;
    } else out += '&#' + c + ';';
  }
  return out;
}

/**
 * What the build wrote, compiled once per JS VM (a module's state lives as long as its VM; a new
 * build comes with a restart): each document as its literal pieces between the places where the
 * server writes something in. null when the build has no first screens.
 * @type {{ screens: Record<string, Array<string>>, tokens: Record<string, string>, competitionTabs: string[], languages: string[] } | null | undefined}
 */
let compiled;

/**
 * @param {string} dir the public directory
 */
function build(dir) {
  if (compiled !== undefined) return compiled;
  compiled = null;
  try {
    /** @type {{ renderedAt: Record<string, string>, sampleId: string, tokens: Record<string, string>, competitionTabs: string[], languages: string[] }} the addresses the screens were rendered at, their stand-in id, the stand-ins of data, a competition's public tabs, the languages (the fallback first) */
    const manifest = JSON.parse(toString($os.readFile(dir + '/first-screen/screens.json')));
    /** @type {Record<string, Array<string>>} */
    const screens = {};
    for (const screen in manifest.renderedAt) {
      // The places, longest first: the login link's way back holds the stand-in id.
      const marks = [[encodeURIComponent(manifest.renderedAt[screen]), '@path'], [manifest.sampleId, '@id']];
      for (const field in manifest.tokens) marks.push([manifest.tokens[field], field]);
      for (const language of manifest.languages) {
        let pieces = [toString($os.readFile(dir + '/first-screen/' + screen + '.' + language + '.html'))];
        // Odd indexes name a place (a field, "@path" or "@id"), even ones are literal HTML.
        for (const [mark, name] of marks) {
          pieces = pieces.flatMap((piece, i) => (i % 2 ? [piece] : piece.split(mark).flatMap((part, j) => (j ? [name, part] : [part]))));
        }
        screens[screen + '.' + language] = pieces;
      }
    }
    compiled = { screens: screens, tokens: manifest.tokens, competitionTabs: manifest.competitionTabs, languages: manifest.languages };
  } catch (_) {
    // a build without first screens (or an incomplete one): the plain shell
  }
  return compiled;
}

/**
 * The record when the request may see it, as the records API would answer it (its view rule); null
 * when there is none or the visitor may not.
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @param {string} id a record id's shape (contentOf checked it)
 */
function visible(e, collection, id) {
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
 * @param {{ competitionTabs: string[] }} built
 * @returns {{ screen: string, id: string, values: Record<string, string> } | null} its fields as HTML; null: not a page with a first screen
 */
function contentOf(e, kind, built) {
  const id = String(e.request.pathValue('id') || '');
  if (kind === 'competition' || kind === 'season' || kind === 'pair') {
    // Another page at such an address (a season's guide, a competition's venue screen): its own shell.
    if (!RECORD_ID.test(id)) return null;
  }
  if (kind === 'competition') {
    // A public tab, and on the tabs listed poule by poule a poule: /competitions/{id}/{tab?}/{poule?}.
    const rest = String(e.request.pathValue('tab') || '').split('/').filter(Boolean);
    if (rest.length > 2 || (rest.length && built.competitionTabs.indexOf(rest[0]) < 0)) return null;
    const shown = remembered(CACHE_PREFIX + 'competitions:' + id, () => {
      const competition = visible(e, 'competitions', id);
      return competition && { screen: 'competition-' + competition.getString('status'), id: id, values: { title: asciiHtml(competition.getString('name')), location: asciiHtml(competition.getString('location')) } };
    });
    return shown || { screen: 'competition', id: '', values: {} };
  }
  if (kind === 'season' || kind === 'pair') {
    const season = remembered(CACHE_PREFIX + 'seasons:' + id, () => {
      const record = visible(e, 'seasons', id);
      return record && { screen: 'season', id: id, values: { title: asciiHtml(record.getString('name')) } };
    });
    if (!season || kind === 'season') return season || { screen: 'seasonFrame', id: '', values: {} };
    // A pair's names: its rows are visible with its season (their copy of the season's flag).
    const pair = String(e.request.pathValue('pair') || '');
    const names = remembered(CACHE_PREFIX + 'pair:' + id + ':' + pair, () => {
      const row = pairRow(e, id, pair);
      return row && { tori: asciiHtml(row.getString('toriName')), uke: asciiHtml(row.getString('ukeName')) };
    });
    return names ? { screen: 'pair', id: id, values: { title: season.values.title, tori: names.tori, uke: names.uke } } : { screen: 'seasonFrame', id: '', values: {} };
  }
  return { screen: kind, id: '', values: {} };
}

/** The store's keys of what a page showed of a record (first_screen.pb.js forgets them when it changes). */
const CACHE_PREFIX = 'firstScreen:';
/** How long a pair's names are kept: its rows change with a recompute, which sends no record event. */
const REMEMBER_MS = 60 * 1000;

/**
 * What a page shows of a record, from the app's store when it was found there lately: a page is
 * sent often (every visitor of a competition), its record changes seldom, and a lookup with its rule
 * cost a third of the page's throughput (measured). A record that changes or goes is forgotten at
 * once (first_screen.pb.js); a pair's names after a minute. Only what was found is kept: addresses
 * of records that do not exist cost a lookup each and no memory.
 * @template T
 * @param {string} key
 * @param {() => T | null} find
 * @returns {T | null}
 */
function remembered(key, find) {
  const store = $app.store();
  const kept = store.get(key);
  const now = Date.now();
  if (kept && now - kept.at < REMEMBER_MS) return kept.value;
  const value = find();
  if (value) store.set(key, { at: now, value: value });
  else if (kept) store.remove(key);
  return value;
}

/**
 * Forgets what a page showed of a record that changed or went.
 * @param {core.Record} record
 */
function forget(record) {
  $app.store().remove(CACHE_PREFIX + record.collection().name + ':' + record.id);
}

/**
 * The page's HTML, or '' when the build has no first screen for it (the caller sends the plain shell).
 * @param {core.RequestEvent} e
 * @param {string} dir
 * @param {string} kind one of src/app/firstScreen/firstScreens.ts
 */
function pageHtml(e, dir, kind) {
  const built = build(dir);
  if (!built) return '';
  const content = contentOf(e, kind, built);
  if (!content) return '';
  const pieces = built.screens[content.screen + '.' + languageOf(e.request.header.get('Cookie'), e.request.header.get('Accept-Language'), built.languages)];
  if (!pieces) return '';
  const url = e.request.url;
  /** @type {Record<string, string>} what goes in each place */
  const fill = { '@path': encodeURIComponent(url.path + (url.rawQuery ? '?' + url.rawQuery : '')), '@id': content.id };
  for (const field in built.tokens) fill[field] = content.values[field] || ''; // escaped when read
  const html = new Array(pieces.length);
  for (let i = 0; i < pieces.length; i++) html[i] = i % 2 ? fill[pieces[i]] : pieces[i];
  return html.join('');
}

/** @type {string | undefined} the SPA's folder, read once per VM */
let publicDir;

/**
 * Sends the page's HTML with its first screen; the plain shell (index.html) when the build has none.
 * @param {core.RequestEvent} e
 * @param {string} screen
 */
function send(e, screen) {
  if (publicDir === undefined) publicDir = require(`${__hooks}/lib/static.js`).publicDir($os.args);
  const dir = publicDir;
  const html = pageHtml(e, dir, screen);
  require(`${__hooks}/lib/security_headers.js`).setSecurityHeaders(e, String(e.request.url.path));
  if (!html) return e.fileFS($os.dirFS(dir), 'index.html');
  const headers = e.response.header();
  // Like index.html: asked again every time (a new build names new assets); it depends on the language.
  headers.set('Cache-Control', 'no-cache');
  headers.set('Vary', 'Accept-Language, Cookie');
  return e.html(200, html);
}

module.exports = { send, forget };
