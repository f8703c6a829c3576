// @ts-check
/// <reference path="env.d.ts" />
// Seat tokens end with their code and with a newer code (lib/seat_sessions.js): every request carrying
// a seat's token is checked here, records API, `auth-refresh`, custom routes, `/api/batch` and realtime
// subscriptions included. 401 with the code `seat_code_expired`, `seat_session_replaced` or
// `seat_session_ended`, so that the tablet tells its judge what happened.

routerUse((e) => {
  // The common requests (a user, a guest) pass without loading anything.
  if (e.auth && e.auth.collection().name !== 'seats') return e.next();
  if (!e.auth && !e.request.header.get('Authorization')) return e.next();
  const sessions = require(`${__hooks}/lib/seat_sessions.js`);
  const why = sessions.refusal(e);
  if (why) throw new UnauthorizedError(sessions.MESSAGES[why], { seat: new ValidationError(why, sessions.MESSAGES[why]) });
  return e.next();
});
