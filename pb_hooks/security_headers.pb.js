// @ts-check
/// <reference path="env.d.ts" />
// Security headers on top of PocketBase's own (X-Content-Type-Options, X-Frame-Options,
// X-XSS-Protection, Cross-Origin-Opener-Policy): a Content-Security-Policy for the SPA (scripts,
// styles, images, connections from this origin only; PrimeReact needs inline styles), a referrer
// policy that never leaks paths to other sites, and no powerful browser features but the camera for
// this origin (the desk scans QR check-in codes). The dashboard
// (/_/) keeps PocketBase's own CSP.

routerUse((e) => {
  const path = e.request.url.path;
  const h = e.response.header();
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  if (path !== '/_' && path.indexOf('/_/') !== 0) {
    h.set(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  }
  return e.next();
});
