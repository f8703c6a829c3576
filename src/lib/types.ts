// App-level types shared by features. Record types come from the generated ./pb-types.
import type { UsersRecord } from './pb-types';

export type { UsersRecord };
export type Role = Exclude<UsersRecord['role'], ''>;
/** The signed-in user as stored in the PocketBase auth store. */
export type User = UsersRecord;

// Written out rather than imported from ./pb-types: the route table reads it while the router and
// first-load chunks initialise each other, before the generated module's values exist (the routes
// would lose their guard); lib/types.test.ts checks it equals UsersRoleValues.
export const ALL_ROLES: readonly Role[] = ['athlete', 'organizer', 'commissioner', 'admin'];
/** Roles allowed on the staff routes (reserved competitions, documents, users, audit). */
export const STAFF_ROLES: readonly Role[] = ['organizer', 'commissioner', 'admin'];
/** Admins only (kata sheets). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
