// @ts-check
/// <reference path="env.d.ts" />
// GET /api/custom/seasons/{id}/ranking?class=…&kata=…: one class × kata of the ranking by rank
// (lib/season_ranking.js), the columns the ranking page shows, built by SQLite in one query.
// - A class that is not one of the season's or a kata that is not a kata: 400 with the field's error
//   (a class × kata of the season without rows: no rows).
// - The visibility of the records API rule of season_rankings: guests and users read the rows of a
//   public season, admins every row; any other season is 404, as one that does not exist.
// - ETag of the answer and `Cache-Control: private, no-cache`: a refresh after a recompute that
//   changed nothing on screen is a 304 without the rows.
// - gzip for a client that accepts it: a category of a large season is ≈100 kB of JSON, half a second
//   on a phone's slow network (only this route: gzip on the API would compress realtime messages too).

routerAdd('GET', '/api/custom/seasons/{id}/ranking', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const admin = require(`${__hooks}/lib/access.js`).isAdmin(e);
  const q = e.request.url.query();
  const cls = q.get('class');
  const kata = q.get('kata');
  const found = require(`${__hooks}/lib/season_ranking.js`).read(e.app, e.request.pathValue('id'), cls, kata, admin);
  if (!found || (!found.public && !admin)) throw new NotFoundError('There is no such season.');
  if (found.classes.indexOf(cls) < 0) util.fieldError('class', 'season_ranking_class', 'Choose one of the classes of the season.');
  // A kata of the catalogue (katas are data: lib/katas.js).
  if (!kata || !require(`${__hooks}/lib/katas.js`).kataOf(e.app, kata)) util.fieldError('kata', 'season_ranking_kata', 'Choose one of the katas.');
  const body = '{"items":' + found.rows + '}';
  const etag = '"' + $security.sha256(body).slice(0, 32) + '"';
  const h = e.response.header();
  h.set('Cache-Control', 'private, no-cache');
  h.set('Vary', 'Authorization');
  h.set('ETag', etag);
  if (require(`${__hooks}/lib/board.js`).matches(e.request.header.get('If-None-Match'), etag)) return e.noContent(304);
  h.set('Content-Type', 'application/json');
  return e.string(200, body);
}, $apis.gzip());
