// @ts-check
/// <reference path="../env.d.ts" />
// Server-side sanitizer for the rich text of competitions (details, rules). The SPA sanitizes too
// (DOMPurify, src/lib/core/richText.ts), but any API client can write these fields,
// so the stored value is reduced here to the same small set of tags: no attributes except a safe
// href on links, no script/style/iframe… (with their content), every other `<` escaped. goja has
// no DOM, so this is a tokenizer with an allowlist rather than a parser: whatever it does not
// recognize as an allowed tag becomes text.
const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'];
const VOID = ['br'];
// Elements dropped together with everything inside them.
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext'];
// An in-app path starts with one slash: browsers read `\` as `/`, so `//host` and `/\host` are
// another site, not a path here.
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;

/**
 * @param {unknown} s
 */
function escapeText(s) {
  // Keep well-formed entities, escape every other '&' and all angle brackets.
  return String(s)
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]{1,31};|#[0-9]{1,7};|#x[0-9a-fA-F]{1,6};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * @param {unknown} s
 */
function escapeAttr(s) {
  return String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {unknown} s
 */
function decodeEntities(s) {
  return String(s)
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCharCode(parseInt(h, 16) || 0))
    .replace(/&#([0-9]+);?/g, (_, d) => String.fromCharCode(parseInt(d, 10) || 0))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/**
 * @param {string} attrs
 */
function safeHref(attrs) {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attrs);
  if (!m) return '';
  // Browsers ignore control characters and whitespace inside the scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(m[1] !== undefined ? m[1] : m[2] !== undefined ? m[2] : m[3]).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(href) ? href : '';
}

/**
 * The sanitized HTML ("" for markup without text).
 * @param {unknown} input
 */
function sanitizeRichText(input) {
  let html = String(input || '');
  html = html.replace(/<!--[\s\S]*?(-->|$)/g, '');
  DROP_WITH_CONTENT.forEach((tag) => {
    html = html.replace(new RegExp('<' + tag + '\\b[\\s\\S]*?(<\\/' + tag + '\\s*>|$)', 'gi'), '');
  });
  const out = [];
  // A tag ends at the next '>'. Only the part up to the last '>' can hold tags, so that a flood of
  // unclosed '<x' costs linear time (each attempt stops at the next '>' instead of the end).
  const end = html.lastIndexOf('>') + 1;
  const head = html.slice(0, end);
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
  let last = 0;
  let m;
  while ((m = tagRe.exec(head)) !== null) {
    out.push(escapeText(head.slice(last, m.index)));
    last = tagRe.lastIndex;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (TAGS.indexOf(name) < 0) continue; // unknown tag: dropped, its text stays
    if (closing) {
      if (VOID.indexOf(name) < 0) out.push('</' + name + '>');
      continue;
    }
    if (name === 'a') {
      const href = safeHref(m[3]);
      if (!href) out.push('<a>');
      else if (href.charAt(0) === '/') out.push('<a href="' + escapeAttr(href) + '">');
      else out.push('<a href="' + escapeAttr(href) + '" target="_blank" rel="noopener noreferrer">');
      continue;
    }
    out.push('<' + name + '>');
  }
  out.push(escapeText(head.slice(last)) + escapeText(html.slice(end)));
  const result = out.join('');
  const text = result.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim();
  return text || /<li>/.test(result) ? result : '';
}

module.exports = { TAGS, sanitizeRichText };
