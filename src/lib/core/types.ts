// App-level types shared by features. Record types come from the generated ./pb-types.
import type { UsersRecord } from '../pb-types';

export type { UsersRecord };
export type Role = Exclude<UsersRecord['role'], ''>;
/** The signed-in user as stored in the PocketBase auth store. */
export type User = UsersRecord;
