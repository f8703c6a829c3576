// @ts-check
/// <reference path="../env.d.ts" />
// The portal's security headers on top of PocketBase's own, for request_guard.pb.js (every route) and
// first_screen.pb.js (the public pages it sends itself): a Content-Security-Policy for the SPA
// (scripts, styles, images, connections from this origin only; PrimeReact needs inline styles; media
// from this origin and blob: URLs, as the supervisor's replay joins a recording's pieces into one), a
// referrer policy that never leaks paths to other sites, and no powerful browser features but the
// camera for this origin (the desk scans QR check-in codes). The dashboard (/_/) keeps PocketBase's
// own CSP, and so do uploaded files (/api/files/…): PocketBase serves them with `default-src 'none';
// sandbox`, so that an HTML or SVG upload opened in a tab runs no script and reaches nothing of the
// portal. PocketBase sets that policy only when the response has none, so none is set there.

/**
 * @param {core.RequestEvent} e
 * @param {string} path the request's path
 */
function setSecurityHeaders(e, path) {
  const h = e.response.header();
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  if (path === '/_' || path.indexOf('/_/') === 0 || (path.indexOf('/api/files/') === 0 && path !== '/api/files/token')) return;
  if (csp === undefined) {
    // The board relay's streams (lib/relay.js), when it lives on another origin.
    const relay = /^https?:\/\/[^/\s;,']+/.exec($os.getenv('BOARD_RELAY_PUBLIC_URL'));
    csp =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; " +
      "connect-src 'self'" + (relay ? ' ' + relay[0] : '') + "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
  }
  h.set('Content-Security-Policy', csp);
}

/** @type {string | undefined} the policy, written once per VM (the environment is the process's) */
let csp;

module.exports = { setSecurityHeaders };
