// The SPA's permission predicates and the server must agree: each predicate admits exactly the actors
// that the permission matrix (scripts/permission-matrix.mjs, asserted against a real PocketBase by
// tests/permission-matrix.test.ts) allows for the operations it stands for.
import { describe, expect, it } from 'vitest';
import { ACTORS, MATRIX, type Actor } from '../../../scripts/permission-matrix.mjs';
import * as permissions from './permissions';
import type { Account } from './permissions';

const {
  canAttachToAnyCompetition,
  canChangeIssueStatus,
  canChangeRole,
  canEditCompetition,
  canImpersonate,
  canManageCompetitions,
  canManageDesk,
  canMoveStatusBack,
  hasOfficialRole,
  hasOrganizerRole,
  isAdmin,
  officiates,
  organizes,
} = permissions;

/** The matrix's actors as the SPA knows them (a judge's seat token is no user: the SPA's predicates never see it). */
type UserActor = Exclude<Actor, 'seat'>;
const USER_ACTORS = ACTORS.filter((a): a is UserActor => a !== 'seat');
const ACCOUNT: Record<UserActor, Account> = {
  anonymous: null,
  owner: { id: 'owner', role: 'athlete' },
  athlete: { id: 'athlete', role: 'athlete' },
  organizer: { id: 'organizer', role: 'organizer' },
  organizer2: { id: 'organizer2', role: 'organizer' },
  commissioner: { id: 'commissioner', role: 'commissioner' },
  admin: { id: 'admin', role: 'admin' },
};
/** The matrix's competition: organized by "organizer", with "commissioner" assigned; "organizer2" organizes another. */
const COMPETITION = { organizers: ['organizer'], commissioners: ['commissioner'] };
const ORGANIZER2S_COMPETITION = { organizers: ['organizer2'], commissioners: [] };
/** The owner's account and the owner's issue, the targets of the users and issues rows. */
const OWNERS_ACCOUNT = { id: 'owner', role: 'athlete' as const };
const OWNERS_ISSUE = { owner: 'owner' };

/** Each predicate (as applied to the matrix's targets) and the rows, "collection op", whose actors it must admit. */
const CASES: ReadonlyArray<[name: string, admits: (account: Account) => boolean, rows: readonly string[]]> = [
  ['isAdmin', isAdmin, ['users delete', 'audit list', 'clubs create', 'kata_sheets create', 'judges delete', 'judges consistency all']],
  ['canManageCompetitions', canManageCompetitions, ['competitions create', 'competitions delete', 'competitions organizers', 'competitions commissioners']],
  ['canMoveStatusBack', canMoveStatusBack, ['competitions status back']],
  ['canAttachToAnyCompetition', canAttachToAnyCompetition, ['documents competition']],
  ['canChangeRole', (a) => canChangeRole(a, OWNERS_ACCOUNT), ['users role']],
  ['organizes', (a) => organizes(a, COMPETITION), ['poules update', 'poules tatami and start', 'poules delete', 'documents create', 'documents list staff', 'evaluations delete', 'judges update']],
  ['organizes (another competition)', (a) => organizes(a, ORGANIZER2S_COMPETITION), ['documents create elsewhere']],
  ['canEditCompetition', (a) => canEditCompetition(a, COMPETITION), ['competitions update', 'competitions tatami', 'competitions status', 'circuits create', 'circuits update', 'circuits delete']],
  ['canManageDesk', (a) => canManageDesk(a, COMPETITION), ['enrolments paymentReceived', 'enrolments checkin']],
  [
    'officiates',
    (a) => officiates(a, COMPETITION),
    ['poules list unpublished', 'draws tieBreak', 'draws reopen', 'evaluations update', 'evaluations returned', 'evaluations namedJudge', 'judges list', 'judges view', 'judge_qualifications list', 'judges consistency', 'seats list'],
  ],
  ['hasOrganizerRole', hasOrganizerRole, ['judges create']],
  ['canChangeIssueStatus', (a) => canChangeIssueStatus(a, OWNERS_ISSUE), ['issues status']],
];

function rowActors(row: string): UserActor[] {
  const [collection, ...op] = row.split(' ');
  const found = MATRIX.find((c) => c.collection === collection)?.ops.find((o) => o.op === op.join(' '));
  if (!found) throw new Error(`no permission-matrix row "${row}"`);
  return USER_ACTORS.filter((a) => found.allow.includes(a));
}

describe('permissions vs permission matrix', () => {
  it.each(CASES.flatMap(([name, admits, rows]) => rows.map((row) => [name, row, admits] as const)))('%s admits the actors of "%s"', (_, row, admits) => {
    expect(USER_ACTORS.filter((a) => admits(ACCOUNT[a]))).toEqual(rowActors(row));
  });

  it('impersonation: admins, never of an admin (pb_hooks/impersonate.pb.js)', () => {
    expect(USER_ACTORS.filter((a) => canImpersonate(ACCOUNT[a], OWNERS_ACCOUNT))).toEqual(['admin']);
    expect(USER_ACTORS.filter((a) => canImpersonate(ACCOUNT[a], { role: 'admin' }))).toEqual([]);
  });

  it('an admin changes no role of their own account', () => {
    expect(canChangeRole(ACCOUNT.admin, { id: 'admin' })).toBe(false);
  });

  it('nobody organizes or officiates a competition not known yet', () => {
    for (const a of USER_ACTORS) {
      expect(organizes(ACCOUNT[a], null)).toBe(false);
      expect(officiates(ACCOUNT[a], undefined)).toBe(false);
    }
  });

  it('compares every predicate of the module with the matrix', () => {
    const predicates = Object.entries(permissions)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k);
    const covered = new Set([...CASES.map(([name]) => name.split(' ')[0]), 'canImpersonate', 'listedIn', 'hasOfficialRole']);
    expect(predicates.filter((p) => !covered.has(p))).toEqual([]);
  });

  it('role lists admit the actors of the matching predicates', () => {
    const byRole = (roles: readonly string[]) => USER_ACTORS.filter((a) => !!ACCOUNT[a]?.role && roles.includes(ACCOUNT[a]!.role));
    // Whoever holds a role of a competition's officials (the officials' pages are offered by role; the
    // server answers per competition).
    const officialsRoles = rowActors('judges consistency').map((a) => ACCOUNT[a]!.role);
    expect(byRole(permissions.ORGANIZER_ROLES)).toEqual(rowActors('judges create'));
    expect(byRole(permissions.OFFICIAL_ROLES)).toEqual(byRole(officialsRoles));
    expect(USER_ACTORS.filter((a) => hasOfficialRole(ACCOUNT[a]))).toEqual(byRole(officialsRoles));
    expect(byRole(permissions.ADMIN_ROLES)).toEqual(rowActors('clubs create'));
    expect(byRole(permissions.ALL_ROLES)).toEqual(USER_ACTORS.filter((a) => a !== 'anonymous'));
  });
});
