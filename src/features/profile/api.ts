// Profile calls: personal data and language, email change (password checked first), password change.
import { pb } from '@/lib/core/pocketbase';
import { changeLanguage, currentLanguage } from '@/lib/core/i18n';
import type { User } from '@/lib/core/types';
import type { EmailValues, PasswordValues, ProfileValues } from './schema';

const users = () => pb.collection('users');

/** Saves name, username and language; the UI switches to the saved language. */
export async function saveProfile(user: User, values: ProfileValues): Promise<User> {
  const saved = await users().update(user.id, { name: values.name.trim(), username: values.username.trim(), lang: values.lang });
  if (values.lang !== currentLanguage()) await changeLanguage(values.lang);
  return saved;
}

/** Thrown when the current password given to confirm a change is wrong. */
export class WrongPasswordError extends Error {
  constructor() {
    super('wrong password');
    this.name = 'WrongPasswordError';
  }
}

/**
 * Logs in again with the current identity and the given password. PocketBase does not ask for the
 * password to request an email change, so this proves it first (changing the email needs the password); it also renews the token.
 */
async function verifyPassword(user: User, password: string): Promise<void> {
  try {
    await users().authWithPassword(user.email || user.username, password);
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 400) throw new WrongPasswordError();
    throw error;
  }
}

/** Sends the confirmation link to the new address; the address changes when the link is opened. */
export async function requestEmailChange(user: User, values: EmailValues): Promise<void> {
  await verifyPassword(user, values.password);
  await users().requestEmailChange(values.newEmail.trim());
}

/**
 * Changes the password. PocketBase invalidates every token of the user when the password changes,
 * so the session is renewed with the new password right away.
 */
export async function changePassword(user: User, values: PasswordValues): Promise<void> {
  await users().update(user.id, { oldPassword: values.oldPassword, password: values.password, passwordConfirm: values.passwordConfirm });
  await users().authWithPassword(user.email || user.username, values.password);
}
