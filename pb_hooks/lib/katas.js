// @ts-check
/// <reference path="../env.d.ts" />
// Katas as data (migration 1764834100): a kata is a row of `kata_sheets`, named by its slug (`kata`).
// Every field that names a kata is checked against that catalogue when it is set or changed, and a
// kata that anything names cannot be removed.

/** The fields that name a kata, per collection ('katas' is the circuits' JSON list). */
const FIELDS = {
  couples: 'kata',
  enrolments: 'kata',
  poules: 'kata',
  judge_qualifications: 'kata',
  season_rankings: 'kata',
  season_wildcards: 'kata',
  circuits: 'katas',
  calibration_rounds: 'kata',
};

/** Where a new choice is made: there, a kata switched off (`active` false) is refused too. */
const CHOOSING = { couples: true, circuits: true };

/**
 * The kata's catalogue row, or null.
 * @param {CoreApp} app
 * @param {string} slug
 */
function kataOf(app, slug) {
  try {
    return app.findFirstRecordByFilter('kata_sheets', 'kata = {:k}', { k: slug });
  } catch (_) {
    return null;
  }
}

/**
 * The slugs a record names (the circuits' list parsed; anything but a list of strings is refused).
 * @param {core.Record} record
 * @param {string} field
 * @returns {string[]}
 */
function slugsOf(record, field) {
  const { fieldError } = require(`${__hooks}/lib/util.js`);
  if (field !== 'katas') return record.getString(field) ? [record.getString(field)] : [];
  let list;
  try {
    list = JSON.parse(record.getString(field) || '[]');
  } catch (_) {
    list = null;
  }
  if (list === null) list = [];
  if (!Array.isArray(list) || list.some((k) => typeof k !== 'string')) fieldError(field, 'kata_unknown', 'The katas must be a list of katas of the catalogue.');
  return list;
}

/**
 * A record's kata field checked against the catalogue when new or changed: 400 `kata_unknown` on
 * the field; `kata_inactive` where a new choice names a kata switched off.
 * @param {core.RecordEvent} e
 */
function checkKatas(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const name = e.record.collection().name;
  const field = /** @type {{ [c: string]: string }} */ (FIELDS)[name];
  if (!field) return;
  // A circuit without katas lists none ([], every kata), never null.
  const raw = field === 'katas' ? e.record.getString(field).trim() : '';
  if (field === 'katas' && (raw === '' || raw === 'null')) e.record.set(field, []);
  if (!e.record.isNew() && !util.changedFields(e.record, [field]).length) return;
  const before = e.record.isNew() ? [] : slugsOf(e.record.original(), field);
  slugsOf(e.record, field).forEach((slug) => {
    const kata = kataOf(e.app, slug);
    if (!kata) util.fieldError(field, 'kata_unknown', 'There is no such kata: ' + slug + '.', { kata: slug });
    if (kata && /** @type {{ [c: string]: boolean }} */ (CHOOSING)[name] && !kata.getBool('active') && before.indexOf(slug) < 0) {
      util.fieldError(field, 'kata_inactive', 'This kata is not offered any more.', { kata: slug });
    }
  });
}

/**
 * Where a kata is named ('' when nowhere): the first collection found.
 * @param {CoreApp} app
 * @param {string} slug
 */
function usedIn(app, slug) {
  for (const name in FIELDS) {
    const field = /** @type {{ [c: string]: string }} */ (FIELDS)[name];
    // The circuits' list is JSON text: a quoted slug within it (slugs are [a-z0-9-], no quote or wildcard).
    const filter = field === 'katas' ? 'katas ~ {:q}' : field + ' = {:k}';
    if (app.findRecordsByFilter(name, filter, '', 1, 0, { k: slug, q: '"' + slug + '"' }).length) return name;
  }
  return '';
}

/**
 * A circuit's katas: its JSON list of slugs ([] for none or anything unreadable).
 * @param {core.Record} circuit
 * @returns {string[]}
 */
function katasOf(circuit) {
  try {
    const list = JSON.parse(circuit.getString('katas') || '[]');
    return Array.isArray(list) ? list.filter((k) => typeof k === 'string') : [];
  } catch (_) {
    return [];
  }
}

module.exports = { FIELDS, checkKatas, usedIn, kataOf, katasOf };
