// Password guidance: 8 characters are required; at least 14 characters and a lowercase
// letter, an uppercase letter and a digit are suggested. Pure functions, shared by every form that
// sets a password (registration, reset, profile) and by the visible hint next to those fields.
import { PASSWORD_MIN_LENGTH, PASSWORD_SUGGESTED_LENGTH } from './constants';

export type PasswordRule = 'min' | 'suggested' | 'lower' | 'upper' | 'digit';
export type PasswordStrength = 'empty' | 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordCheck {
  rule: PasswordRule;
  ok: boolean;
  /** Only the minimum length is required; the rest are suggestions. */
  required: boolean;
}

export function passwordChecks(password: string): PasswordCheck[] {
  const length = [...password].length;
  return [
    { rule: 'min', ok: length >= PASSWORD_MIN_LENGTH, required: true },
    { rule: 'suggested', ok: length >= PASSWORD_SUGGESTED_LENGTH, required: false },
    { rule: 'lower', ok: /\p{Ll}/u.test(password), required: false },
    { rule: 'upper', ok: /\p{Lu}/u.test(password), required: false },
    { rule: 'digit', ok: /\p{Nd}/u.test(password), required: false },
  ];
}

/** Below the minimum: tooShort; then one step per suggestion met (weak … strong). */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  const checks = passwordChecks(password);
  if (!checks[0]!.ok) return 'tooShort';
  const met = checks.filter((c) => !c.required && c.ok).length;
  if (met <= 1) return 'weak';
  if (met === 2) return 'fair';
  if (met === 3) return 'good';
  return 'strong';
}

/** 0…4, for the meter. */
export function strengthScore(strength: PasswordStrength): number {
  return { empty: 0, tooShort: 0, weak: 1, fair: 2, good: 3, strong: 4 }[strength];
}
