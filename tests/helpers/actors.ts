// Test actors: one PocketBase SDK client per role, created through the superuser so that the
// users are verified and have the role under test.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { SUPERUSER } from './server';

export type Role = 'athlete' | 'organizer' | 'commissioner' | 'admin';
export const PASSWORD = 'Password-123!';

export async function superuserClient(url: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return pb;
}

/**
 * One superuser session per server URL for creating actors: a login is a bcrypt check, a refresh is
 * not. The refresh also proves the session belongs to the server now on that URL (a later server on
 * a reused port refuses it, and a new login follows).
 */
const creators = new Map<string, PocketBase>();
async function creator(url: string): Promise<PocketBase> {
  const cached = creators.get(url);
  if (cached) {
    try {
      await cached.collection('_superusers').authRefresh();
      return cached;
    } catch {
      creators.delete(url);
    }
  }
  const su = await superuserClient(url);
  creators.set(url, su);
  return su;
}

let counter = 0;
/** Creates a verified user with the role and returns a client logged in as that user. */
export async function actor(url: string, role: Role, name?: string): Promise<PocketBase> {
  const tag = `${role}${++counter}${Date.now().toString(36)}`;
  const email = `${tag}@test.local`;
  const body = {
    email,
    username: tag,
    name: name ?? tag,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    role,
    verified: true,
    privacyAcceptedAt: new Date().toISOString(),
  };
  await (await creator(url)).collection('users').create(body);
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return pb;
}

export function anonymous(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

export function userId(pb: PocketBase): string {
  const id = pb.authStore.record?.id;
  if (!id) throw new Error('not logged in');
  return id;
}

/** The HTTP status a call ends with: 200 for success, else the error status. */
export async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status;
    throw err;
  }
}

/** The error's response data (field errors live in `.data`). */
export async function errorOf(p: Promise<unknown>): Promise<{ status: number; data: Record<string, { code: string; message: string }>; message: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) {
      return { status: err.status, data: (err.response?.data ?? {}) as Record<string, { code: string; message: string }>, message: err.response?.message ?? '' };
    }
    throw err;
  }
  throw new Error('expected the call to fail');
}
