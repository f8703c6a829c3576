// @ts-check
/// <reference path="../env.d.ts" />
// Kata sheets written by admins (the kata catalogue: names in both languages, a slug that never
// changes): the shape of items and scale, and the items and scale a scored poule was marked with stay as they are (marks are stored per item position: changing the items would
// re-read every saved sheet of that kata against different techniques).
const KINDS = ['opening', 'technique', 'closing', 'flow'];

/**
 * @param {core.Record} record
 * @param {string} field
 */
function parsed(record, field) {
  const raw = record.getString(field);
  try {
    return JSON.parse(raw || 'null');
  } catch (_) {
    return null;
  }
}

/**
 * @param {unknown} v
 * @param {number} min
 * @param {number} max
 */
function isInt(v, min, max) {
  return typeof v === 'number' && Math.floor(v) === v && v >= min && v <= max;
}

/**
 * Why the items are refused ('' when fine): 1–60 items of a known kind, unique keys, named, a technique.
 * @param {any} items
 */
function itemsProblem(items) {
  if (!Array.isArray(items) || items.length < 1 || items.length > 60) return 'count';
  /** @type {{ [key: string]: boolean }} */
  const keys = {};
  let techniques = 0;
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (!it || typeof it !== 'object') return 'shape';
    if (KINDS.indexOf(it.kind) < 0) return 'kind';
    if (typeof it.key !== 'string' || !it.key || it.key.length > 40 || keys[it.key]) return 'key';
    keys[it.key] = true;
    if (typeof it.name !== 'string' || !it.name.trim() || it.name.length > 80) return 'name';
    if (it.group !== undefined && (typeof it.group !== 'string' || it.group.length > 80)) return 'group';
    if (it.kind === 'technique') techniques++;
  }
  return techniques ? '' : 'technique';
}

/**
 * A mark per item (1–100) and the three deductions, each points and how many times at most.
 * @param {any} scale
 */
function scaleOk(scale) {
  if (!scale || typeof scale !== 'object' || !isInt(scale.item, 1, 100) || !scale.deductions) return false;
  const names = ['small', 'medium', 'big'];
  for (let i = 0; i < names.length; i++) {
    const d = scale.deductions[names[i]];
    if (!d || !isInt(d.points, 0, 100) || !isInt(d.max, 0, 10)) return false;
  }
  return true;
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function validate(app, record) {
  const { fieldError } = require(`${__hooks}/lib/util.js`);
  if (itemsProblem(parsed(record, 'items'))) fieldError('items', 'sheet_items_invalid', 'The items are not valid.');
  if (!scaleOk(parsed(record, 'scale'))) fieldError('scale', 'sheet_scale_invalid', 'The mark scale is not valid.');
  // A kata is named in both languages (the catalogue is what every screen shows).
  ['nameEn', 'nameIt'].forEach((f) => {
    if (!record.getString(f).trim()) fieldError(f, 'kata_name_required', 'Name the kata in both languages.');
  });
  if (record.isNew()) return;
  // The slug is what couples, circuits and poules name: it never changes.
  if (record.getString('kata') !== record.original().getString('kata')) fieldError('kata', 'kata_fixed', 'The short name of a kata cannot change.');
  // Marks are stored per item position and scored with the scale: once a couple was scored with
  // them, neither changes (every saved sheet of the kata would be re-read differently).
  const changed = ['items', 'scale'].filter((f) => JSON.stringify(parsed(record.original(), f)) !== JSON.stringify(parsed(record, f)));
  if (!changed.length) return;
  try {
    app.findFirstRecordByFilter('evaluations', 'draw.poule.kata = {:kata}', { kata: record.original().getString('kata') });
  } catch (_) {
    return; // no sheet of this kata was saved yet
  }
  fieldError(changed[0], 'sheet_in_use', 'Couples were already scored with this kata: its items and mark scale cannot change.');
}

module.exports = { itemsProblem, scaleOk, validate };
