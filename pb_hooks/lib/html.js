// @ts-check
/// <reference path="../env.d.ts" />
// HTML text: escaping (mails, the first screens of lib/first_screen.js), templates with {placeholders}, the texts of the reader's language.

const ENTITIES = /** @type {{ [c: string]: string }} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' });

/**
 * The text with the five characters that are special in HTML (and attributes) escaped.
 * @param {unknown} s
 */
function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ENTITIES[c] || c);
}

/**
 * The template with each {name} replaced by vars[name] ('' when vars has none).
 * @param {string} tpl
 * @param {{ [name: string]: string | undefined }} vars
 */
function fill(tpl, vars) {
  return tpl.replace(/\{(\w+)\}/g, (_, k) => (vars[k] === undefined ? '' : String(vars[k])));
}

/**
 * The texts of `lang` among texts per language, English when there are none in that language.
 * @template T
 * @param {{ en: T, [lang: string]: T }} texts
 * @param {string} lang
 * @returns {T}
 */
function textsIn(texts, lang) {
  return Object.prototype.hasOwnProperty.call(texts, lang) ? /** @type {T} */ (texts[lang]) : texts.en;
}

module.exports = { escapeHtml, fill, textsIn };
