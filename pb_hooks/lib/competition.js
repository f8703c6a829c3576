// @ts-check
/// <reference path="../env.d.ts" />
// Competition lifecycle: draft → ready → enrolment → accreditation → ongoing → archived.
const STATUSES = ['draft', 'ready', 'enrolment', 'accreditation', 'ongoing', 'archived'];
const DAY_MS = 24 * 3600 * 1000;

/**
 * null when the move is allowed, else the reason. Forward one step: staff; back one step: admins.
 * @param {string} from
 * @param {string} to
 * @param {boolean} isAdmin
 */
function transitionError(from, to, isAdmin) {
  if (from === to) return null;
  const a = STATUSES.indexOf(from);
  const b = STATUSES.indexOf(to);
  if (b === a + 1) return null;
  if (b === a - 1 && from !== 'archived' && isAdmin) return null;
  if (b === a - 1 && from !== 'archived') return 'Only an admin can move a competition one step back.';
  return 'A competition cannot move from "' + from + '" to "' + to + '".';
}

/**
 * Parses a PocketBase date string ("2026-01-02 10:00:00.000Z") into epoch ms (NaN when empty).
 * @param {unknown} s
 */
function parseDate(s) {
  if (!s) return NaN;
  return Date.parse(String(s).replace(' ', 'T'));
}

/**
 * When self-accreditation opens: the stored value, else the day before the start.
 * @param {core.Record} competition
 */
function accreditationOpensMs(competition) {
  const opens = parseDate(competition.getString('accreditationOpensAt'));
  if (!isNaN(opens)) return opens;
  return parseDate(competition.getString('date')) - DAY_MS;
}

module.exports = { STATUSES, DAY_MS, transitionError, parseDate, accreditationOpensMs };
