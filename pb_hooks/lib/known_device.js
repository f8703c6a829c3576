// @ts-check
/// <reference path="../env.d.ts" />
// Known devices: a browser that signed in to an account (password or mailed code) keeps a cookie
// naming that account, signed with a server secret. While the account's budget of failed logins is
// spent (a stranger guessing from many addresses, lib/login_limits.js), the right password still opens
// the account from such a device: the stranger can neither read the cookie (HttpOnly, SameSite=Strict,
// only sent to /api/collections/) nor forge it (HMAC-SHA256 with the secret in the data dir).
// The cookie only lifts the account's budget: it is no credential, the password is still checked, and
// the device's own failures are still slowed down like any source's.
//
// One cookie per account (`kd_u_<id>` for users, `kd_s_<id>` for superusers): a family tablet may know
// several. It lasts DAYS after the last sign-in from the device, renewed at each.
const DAYS = 180;
const SECRET_FILE = 'known_device.key';
const PATH = '/api/collections/';

/**
 * The secret, created once at bootstrap (bootstrap()) in the data dir, never in the database: a copy
 * of the database (a backup handed to someone) does not let anyone mint cookies.
 * @param {CoreApp} app
 */
function secret(app) {
  return toString($os.readFile(app.dataDir() + '/' + SECRET_FILE)).trim();
}

/**
 * Creates the secret on the first start of a data dir.
 * @param {CoreApp} app
 */
function bootstrap(app) {
  const file = app.dataDir() + '/' + SECRET_FILE;
  try {
    if (toString($os.readFile(file)).trim().length >= 32) return;
  } catch (_) {
    // not there yet
  }
  $os.writeFile(file, $security.randomString(64), /** @type {any} */ (0o600));
}

/**
 * @param {core.Record} record
 */
function cookieName(record) {
  return (record.collection().name === '_superusers' ? 'kd_s_' : 'kd_u_') + record.id;
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {number} expires unix seconds
 */
function signature(app, record, expires) {
  return $security.hs256(record.collection().name + ':' + record.id + ':' + expires, secret(app));
}

/**
 * Whether the request comes from a device that signed in to `record` before (a valid, unexpired cookie).
 * @param {core.RequestEvent} e
 * @param {core.Record | null | undefined} record
 */
function known(e, record) {
  if (!record) return false;
  const name = cookieName(record);
  // The auth events of the JSVM have no `request`: the Cookie header from requestInfo.
  const header = String((e.requestInfo().headers || {})['cookie'] || '');
  const value = header
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c.indexOf(name + '=') === 0)
    .map((c) => c.slice(name.length + 1))[0];
  const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(String(value || ''));
  if (!m) return false;
  const expires = parseInt(m[1], 10);
  if (expires * 1000 <= Date.now()) return false;
  try {
    return $security.equal(m[2], signature(e.app, record, expires));
  } catch (_) {
    return false;
  }
}

/**
 * Whether the browser reached the portal over https: at the reverse proxy in front (its
 * X-Forwarded-Proto) or at the public URL. (The auth event has no `request` in the JSVM: requestInfo.)
 * @param {core.RequestEvent} e
 */
function https(e) {
  const headers = e.requestInfo().headers || {};
  return String(headers['x_forwarded_proto'] || '').toLowerCase() === 'https' || /^https:/.test(e.app.settings().meta.appURL);
}

/**
 * Remembers this device for `record` (a successful sign-in).
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 */
function remember(e, record) {
  const expires = Math.floor(Date.now() / 1000) + DAYS * 86400;
  e.setCookie(
    new Cookie({
      name: cookieName(record),
      value: expires + '.' + signature(e.app, record, expires),
      path: PATH,
      maxAge: DAYS * 86400,
      httpOnly: true,
      secure: https(e),
      sameSite: 3, // Strict: never sent by a request another site starts
    }),
  );
}

module.exports = { DAYS, SECRET_FILE, bootstrap, known, remember, cookieName };
