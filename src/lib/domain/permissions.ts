// Who may do what, as the SPA offers it: the mirror of pb_hooks/lib/access.js. PocketBase decides
// (API rules and hooks); these predicates only choose which routes, pages, buttons and fields to
// offer, so that nobody is shown an action the server refuses. permissions.test.ts compares each
// predicate with the rows of the permission matrix (scripts/permission-matrix.mjs), and ESLint
// refuses a role compared with a literal anywhere else in src/ (eslint.config.js).
//
// Two kinds of question, named apart:
//  - of a competition: `organizes` (admins and its organizers: "staff" on the server) and
//    `officiates` (those plus its commissioners: its "officials");
//  - of a role, where no competition is at hand (route guards, menus, the reserved lists):
//    `hasOrganizerRole` (admins and every organizer) and `hasOfficialRole` (… and every commissioner).
import type { Role, User } from '../core/types';

/** The signed-in account (null or undefined for a guest). Only its id and role matter here. */
export type Account = Pick<User, 'id' | 'role'> | null | undefined;
/** A competition's officials as the record lists them (ids of users). */
export type Staffed = { organizers?: readonly string[] | null; commissioners?: readonly string[] | null };

/**
 * Every role: the pages of any signed-in user. Written out rather than imported from ./pb-types: the
 * route table reads it while the router and page chunks initialise each other, before the
 * generated module's values exist; lib/domain/roles.test.ts checks it equals UsersRoleValues.
 */
export const ALL_ROLES: readonly Role[] = ['athlete', 'organizer', 'commissioner', 'admin'];
/** The roles that may officiate a competition (the officials' routes, the reserved competitions); which competitions and judges: the server. */
export const OFFICIAL_ROLES: readonly Role[] = ['organizer', 'commissioner', 'admin'];
/** The roles that may organize a competition (the draw manager, documents, adding judges). */
export const ORGANIZER_ROLES: readonly Role[] = ['organizer', 'admin'];
/** Admins only (clubs, kata sheets, every judge's consistency). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];

function hasRoleIn(user: Account, roles: readonly Role[]): boolean {
  return !!user?.role && roles.includes(user.role);
}

/** An app account with the admin role: acts for everybody (the SPA never holds a superuser session). */
export function isAdmin(user: Account): boolean {
  return hasRoleIn(user, ADMIN_ROLES);
}

/** An admin or an organizer: may organize competitions (which ones is `organizes`). */
export function hasOrganizerRole(user: Account): boolean {
  return hasRoleIn(user, ORGANIZER_ROLES);
}

/** An admin, an organizer or a commissioner: may officiate competitions (which ones is `officiates`). */
export function hasOfficialRole(user: Account): boolean {
  return hasRoleIn(user, OFFICIAL_ROLES);
}

/** Whether the account is among the ids (a competition's organizers or commissioners). */
export function listedIn(user: Account, ids: readonly string[] | null | undefined): boolean {
  return !!user && (ids ?? []).includes(user.id);
}

/**
 * Admins and the organizers of the competition: edit it and its circuits, move its status forward,
 * run its desk (payments, presence, check-in), draw and publish its poules, manage its documents.
 * False while the competition is not known (loading, or not visible to the user).
 */
export function organizes(user: Account, competition: Staffed | null | undefined): boolean {
  return !!competition && (isAdmin(user) || listedIn(user, competition.organizers));
}

/**
 * The officials of the competition: whoever organizes it and its commissioners (score, decide ties,
 * send sheets back, reopen a couple, freeze the leaderboard, read its judges' consistency).
 */
export function officiates(user: Account, competition: Staffed | null | undefined): boolean {
  return organizes(user, competition) || (!!competition && listedIn(user, competition.commissioners));
}

/** Edit the competition's data and circuits. */
export const canEditCompetition = organizes;

/** The accreditation desk's writes: payment received, present, QR check-in. Others see their own enrolments, read-only. */
export const canManageDesk = organizes;

/** Move the competition one status back (forward is `canEditCompetition`). */
export function canMoveStatusBack(user: Account): boolean {
  return isAdmin(user);
}

/** Create and delete competitions, name their organizers and commissioners. */
export function canManageCompetitions(user: Account): boolean {
  return isAdmin(user);
}

/** Attach a document to any competition or to none (a site-wide document); organizers attach to theirs. */
export function canAttachToAnyCompetition(user: Account): boolean {
  return isAdmin(user);
}

/** Change a user's role: admins; the SPA offers no change of one's own role (an admin would lock themselves out). */
export function canChangeRole(user: Account, target: Pick<User, 'id'>): boolean {
  return isAdmin(user) && user?.id !== target.id;
}

/** Act as another user (pb_hooks/impersonate.pb.js): admins, and never as an admin. */
export function canImpersonate(user: Account, target: Pick<User, 'role'>): boolean {
  return isAdmin(user) && target.role !== 'admin';
}

/** Mark a support issue solved, closed or open again: its owner and admins. */
export function canChangeIssueStatus(user: Account, issue: { owner: string }): boolean {
  return isAdmin(user) || (!!user && issue.owner === user.id);
}
