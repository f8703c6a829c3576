// @ts-check
/// <reference path="../env.d.ts" />
// A seat's token works only while its seat's code does, and only on the tablet of the seat's newest
// code (docs/judging.md "Judges, seat codes and validation"). Every token of a seat is signed with
// the seat's tokenKey: a new code or a revocation renews it, so PocketBase no longer recognises the
// older tokens. PocketBase then treats such a request as a guest's; the middleware of
// pb_hooks/request_guard.pb.js refuses it instead (401 with a code), so that the tablet learns why,
// and refuses a live token past its code's expiry, refreshes (`auth-refresh`) included.

const EXPIRED = 'seat_code_expired';
const REPLACED = 'seat_session_replaced';
const ENDED = 'seat_session_ended';

/** @type {{ [code: string]: string }} */
const MESSAGES = {
  [EXPIRED]: 'The seat code has expired: ask the supervisor for a new code.',
  [REPLACED]: 'This seat was opened with a newer code, on another tablet: ask the supervisor for a new code.',
  [ENDED]: 'This seat was closed: ask the supervisor for a new code.',
};

/**
 * Why a seat's token is refused at `now` (ms), '' while it holds. `expires` is the seat's code expiry as
 * PocketBase stores it ('' once revoked), `verified` whether PocketBase still accepts the token's signature.
 * @param {{ found: boolean, verified: boolean, expires: string }} seat
 * @param {number} now
 */
function refusalCode(seat, now) {
  if (!seat.found || !seat.expires) return ENDED;
  const until = new Date(seat.expires.replace(' ', 'T')).getTime();
  if (!(until > now)) return EXPIRED;
  return seat.verified ? '' : REPLACED;
}

/**
 * The refusal code of the request's seat token ('' for any other request). The seats/auth route stays
 * open, so that a tablet still holding an old token can open its seat with a new code.
 * @param {core.RequestEvent} e
 */
function refusal(e) {
  if (e.request.url.path === '/api/custom/seats/auth') return '';
  if (e.auth) {
    if (e.auth.collection().name !== 'seats') return '';
    return refusalCode({ found: true, verified: true, expires: e.auth.getString('expires') }, Date.now());
  }
  const header = String(e.request.header.get('Authorization') || '');
  if (!header) return '';
  let claims;
  try {
    claims = $security.parseUnverifiedJWT(header.replace(/^Bearer\s+/i, ''));
  } catch (_) {
    return '';
  }
  if (!claims || claims.type !== 'auth' || claims.collectionId !== e.app.findCachedCollectionByNameOrId('seats').id) return '';
  // An unverified claim only picks which refusal to give: the request is refused either way.
  let seat;
  try {
    seat = e.app.findRecordById('seats', String(claims.id || ''));
  } catch (_) {
    return ENDED;
  }
  return refusalCode({ found: true, verified: false, expires: seat.getString('expires') }, Date.now());
}

/**
 * Closes the realtime connections of the seat's tablets. Call it before the seat's tokenKey changes:
 * afterwards PocketBase no longer knows which connections were the seat's (it turns them into guests'),
 * while a closed connection has to subscribe again with a token, which is then refused.
 * @param {CoreApp} app
 * @param {string} seatId
 */
function closeRealtime(app, seatId) {
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    const auth = clients[id].get('auth');
    if (auth && auth.id === seatId && auth.collection().name === 'seats') clients[id].discard();
  }
}

/**
 * Ends every tablet of a seat: a new tokenKey voids their tokens, their realtime connections close,
 * and the health figures of the old tablet go (lib/seat_health.js). The caller saves the record.
 * @param {CoreApp} app
 * @param {core.Record} seat
 */
function endTablets(app, seat) {
  closeRealtime(app, seat.id);
  seat.refreshTokenKey();
  require(`${__hooks}/lib/seat_health.js`).reset(seat);
}

module.exports = { EXPIRED, REPLACED, ENDED, MESSAGES, refusalCode, refusal, closeRealtime, endTablets };
