// Account calls of the auth screens (PocketBase users collection) and their query hooks.
import { useMutation, useQuery } from '@tanstack/react-query';
import { getTokenPayload } from 'pocketbase';
import { pb } from '@/lib/core/pocketbase';
import { currentLanguage } from '@/lib/core/i18n';
import { settleLanguageAtLogin } from '@/lib/core/languageChoice';
import { useSettings } from '@/lib/core/settings';
import type { User } from '@/lib/core/types';
import type { RegisterValues } from './schema';

const users = () => pb.collection('users');

/**
 * Password login with email or username (both are identity fields of users). The language picked on
 * this device before logging in wins and is saved to the profile; else the profile's language applies.
 */
export async function login(identity: string, password: string): Promise<User> {
  const { record } = await users().authWithPassword(identity.trim(), password);
  await settleLanguageAtLogin(record);
  return record;
}

/**
 * Asks for a sign-in code by mail (the way in while the account's failed-login budget is spent).
 * PocketBase answers an id for any address, so that nobody learns which addresses have an account.
 */
export async function requestSignInCode(email: string): Promise<string> {
  const { otpId } = await users().requestOTP(email.trim().toLowerCase());
  return otpId;
}

/** Signs in with the mailed code (typed, or carried by the mail's link). */
export async function signInWithCode(otpId: string, code: string): Promise<User> {
  const { record } = await users().authWithOTP(otpId, code.replace(/\s/g, ''));
  await settleLanguageAtLogin(record);
  return record;
}

/**
 * Registration: creates the account (the server makes it an athlete and records the privacy
 * acceptance), logs in, and asks for the verification mail in the UI language, which is also saved
 * as the account's language so that every later mail uses it.
 */
export async function register(values: RegisterValues): Promise<{ user: User; mailSent: boolean }> {
  const { name, username, email, password, passwordConfirm } = values;
  await users().create({ name: name.trim(), username: username.trim(), email, password, passwordConfirm, privacyAccepted: true, lang: currentLanguage() });
  const { record } = await users().authWithPassword(email, password);
  // The account was created in the UI language: nothing chosen on this device is left to save.
  useSettings.getState().setChosenLanguage(null);
  let mailSent = true;
  try {
    await users().requestVerification(email);
  } catch {
    // The account exists and the user is logged in: the verification-needed page can resend the mail.
    mailSent = false;
  }
  return { user: record, mailSent };
}

export function resendVerification(email: string): Promise<boolean> {
  return users().requestVerification(email);
}

/** Reloads the signed-in user from the server (has the email been verified meanwhile?). */
export async function refreshUser(): Promise<User> {
  const { record } = await users().authRefresh();
  return record;
}

export function confirmVerification(token: string): Promise<boolean> {
  return users().confirmVerification(token);
}

/** Addresses are stored in lower case (users hook), and PocketBase looks this one up as given. */
export function requestPasswordReset(email: string): Promise<boolean> {
  return users().requestPasswordReset(email.trim().toLowerCase());
}

/** A reset invalidates every session of that user: if it is the one signed in here, end it. */
export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<boolean> {
  await users().confirmPasswordReset(token, password, passwordConfirm);
  if (tokenUserId(token) && tokenUserId(token) === pb.authStore.record?.id) pb.authStore.clear();
  return true;
}

/** The SDK ends the local session when the confirmed change is the signed-in user's. */
export function confirmEmailChange(token: string, password: string): Promise<boolean> {
  return users().confirmEmailChange(token, password);
}

/** Records the acceptance of the privacy policy (the server sets privacyAcceptedAt). */
export async function acceptPrivacyPolicy(userId: string): Promise<User> {
  return users().update(userId, { privacyAccepted: true });
}

function tokenUserId(token: string): string | undefined {
  const id = getTokenPayload(token).id;
  return typeof id === 'string' ? id : undefined;
}

/** The new address an email-change link is for (read from the link's token; shown, not trusted). */
export function emailChangeTarget(token: string): string | undefined {
  const email = getTokenPayload(token).newEmail;
  return typeof email === 'string' ? email : undefined;
}

/** Confirms the verification link once per token (a query, so that re-renders do not repeat it). */
export function useConfirmVerification(token: string) {
  return useQuery({
    queryKey: ['auth', 'confirmVerification', token],
    queryFn: () => confirmVerification(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
}

export function useLogin() {
  return useMutation({ mutationFn: (v: { identity: string; password: string }) => login(v.identity, v.password), meta: { silent: true } });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { silent: true } });
}

/**
 * Whether this server sends mail (GET /api/custom/settings). Without SMTP it sends none, and the
 * verification page must not claim that a mail is on its way.
 */
export function useMailEnabled() {
  return useQuery({
    queryKey: ['public-settings'],
    queryFn: () => pb.send<{ mail: boolean }>('/api/custom/settings', {}),
    select: (s) => s.mail,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
