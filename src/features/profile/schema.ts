// One zod schema per profile form; messages from the catalogue at validation time.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { USERNAME_MIN_LENGTH } from '@/lib/core/constants';
import { LANGUAGES } from '@/lib/core/languages';
import { passwordsMatch, vEmail, vmsg, vPassword, vRequired, vUsername } from '@/lib/core/validation';

const vSecret = () => z.string().min(1, { error: vmsg('required') });

export const profileSchema = z.object({
  name: vRequired(),
  username: vUsername().min(USERNAME_MIN_LENGTH, { error: vmsg('minLength', { min: USERNAME_MIN_LENGTH }) }),
  lang: z.enum(LANGUAGES),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** The new address must differ from the current one (the server refuses it too). */
export function emailSchema(currentEmail: string) {
  return z.object({
    newEmail: vEmail().refine((v) => v.toLowerCase() !== currentEmail.toLowerCase(), { error: () => i18n.t('profile:email.sameAsCurrent') }),
    password: vSecret(),
  });
}
export type EmailValues = z.infer<ReturnType<typeof emailSchema>>;

export const passwordSchema = z
  .object({
    oldPassword: vSecret(),
    password: vPassword(),
    passwordConfirm: vSecret(),
  })
  .refine(...passwordsMatch('password', 'passwordConfirm'));
export type PasswordValues = z.infer<typeof passwordSchema>;
