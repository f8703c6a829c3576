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

module.exports = { publicDir, assetExists };
