// App-level types shared by features. Record types come from the generated ./pb-types.
import { UsersRoleValues, type UsersRecord } from './pb-types';

export type { UsersRecord };
export type Role = Exclude<UsersRecord['role'], ''>;
/** The signed-in user as stored in the PocketBase auth store. */
export type User = UsersRecord;

export const ALL_ROLES: readonly Role[] = UsersRoleValues;
/** Roles allowed on the staff routes (reserved competitions, documents, users, audit). */
export const STAFF_ROLES: readonly Role[] = ['organizer', 'commissioner', 'admin'];
/** Admins only (kata sheets). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
