// One zod schema per form. Messages come from the catalogue when validation runs, so the
// schemas follow the current language.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { USERNAME_MIN_LENGTH } from '@/lib/core/constants';
import { passwordsMatch, vEmail, vmsg, vPassword, vPrivacy, vRequired, vUsername } from '@/lib/core/validation';

/** Required, but not trimmed or length-checked: an existing password is whatever it is. */
const vSecret = () => z.string().min(1, { error: vmsg('required') });

export const loginSchema = z.object({
  identity: vRequired(),
  password: vSecret(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: vRequired(),
    username: vUsername().min(USERNAME_MIN_LENGTH, { error: vmsg('minLength', { min: USERNAME_MIN_LENGTH }) }),
    email: vEmail(),
    password: vPassword(),
    passwordConfirm: vSecret(),
    privacyAccepted: vPrivacy(),
  })
  .refine(...passwordsMatch('password', 'passwordConfirm'));
export type RegisterValues = z.infer<typeof registerSchema>;

// "Reset request failed: a valid email address must be specified." is this form's only message.
const resetRequestFailed = () => i18n.t('auth:messages.resetRequestFailed');
export const requestResetSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: resetRequestFailed })
    .pipe(z.email({ error: resetRequestFailed })),
});
export type RequestResetValues = z.infer<typeof requestResetSchema>;

export const passwordResetSchema = z
  .object({
    password: vPassword(),
    passwordConfirm: vSecret(),
  })
  .refine(...passwordsMatch('password', 'passwordConfirm'));
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;

export const emailChangeConfirmSchema = z.object({ password: vSecret() });
export type EmailChangeConfirmValues = z.infer<typeof emailChangeConfirmSchema>;

export const privacyAcceptSchema = z.object({ privacyAccepted: vPrivacy() });
export type PrivacyAcceptValues = z.infer<typeof privacyAcceptSchema>;
