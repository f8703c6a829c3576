// @ts-check
/// <reference path="../env.d.ts" />
// Where the SPA is served from (the --publicDir flag of `serve`), for pb_hooks/static.pb.js.

/**
 * The --publicDir value among the process arguments, without a trailing slash; '' when absent.
 * @param {ArrayLike<unknown>} args
 */
function publicDir(args) {
  let dir = '';
  for (let i = 0; i < args.length; i++) {
    const a = String(args[i]);
    if (a === '--publicDir' && i + 1 < args.length) dir = String(args[i + 1]);
    else if (a.indexOf('--publicDir=') === 0) dir = a.slice('--publicDir='.length);
  }
  return dir.replace(/\/+$/, '');
}

/**
 * True when dist/assets/<path> is a regular file (no way out of the assets folder).
 * @param {string} dir
 * @param {unknown} path
 */
function assetExists(dir, path) {
  const p = String(path || '');
  if (!dir || !p || p.indexOf('..') >= 0 || p.indexOf('\\') >= 0) return false;
  try {
    return !$os.stat(dir + '/assets/' + p).isDir();
  } catch (_) {
    return false;
  }
}

/** Assets have content-hashed names (a new build, new names): a browser may keep one for a year. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The types of the assets the build compresses with Brotli (vite.compress.ts). */
const BROTLI_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' };

/**
 * The Content-Type to send a Brotli copy of `path` with, when the request accepts Brotli ('' when it
 * does not, or the file is not of a compressed type).
 * @param {string} path
 * @param {string} acceptEncoding
 */
function brotliType(path, acceptEncoding) {
  const accepts = String(acceptEncoding || '')
    .split(',')
    .some((part) => part.split(';')[0].trim() === 'br' && !/;\s*q=0(\.0*)?\s*$/.test(part));
  const ext = path.slice(path.lastIndexOf('.') + 1);
  return accepts && Object.prototype.hasOwnProperty.call(BROTLI_TYPES, ext) ? BROTLI_TYPES[/** @type {keyof typeof BROTLI_TYPES} */ (ext)] : '';
}

module.exports = { publicDir, assetExists, brotliType, ASSET_CACHE_CONTROL };
