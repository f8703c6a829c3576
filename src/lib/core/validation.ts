// Zod helpers producing the shared validation messages (common:validation.*). Messages are looked up
// when validation runs, so module-level schemas follow the current language.
//
//   const schema = z.object({ email: vEmail(), password: vPassword(), confirm: vRequired(), privacy: vPrivacy() })
//     .refine(...passwordsMatch('password', 'confirm'));
//   useForm({ resolver: zodResolver(schema) })
import { z } from 'zod';
import { i18n } from './i18n';
import { PASSWORD_MIN_LENGTH } from './constants';
import { REASON_MAX, REASON_MIN, reasonProblem, visibleLength } from '../rules/reason';
import { USERNAME_PATTERN } from '../rules/username';

export const VALIDATION_KEYS = [
  'required',
  'email',
  'minLength',
  'privacy',
  'usernameChars',
  'passwordsMatch',
  'issueTitle',
  'messageEmpty',
  'clubCode',
  'tooManyFiles',
  'maxLength',
  'numberMin',
  'numberMax',
  'tooFewItems',
  'tooManyItems',
  'dateMin',
  'dateMax',
  'wholeNumber',
  'invalidFormat',
  'invalidValue',
  'reasonInvisible',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A lazily localized message for zod's `error` option. */
export function vmsg(key: ValidationKey, params?: Record<string, unknown>): () => string {
  return () => i18n.t(`common:validation.${key}`, params);
}

/** A whole number from min to max (a number input gives NaN when empty: that is "required"). */
export const vWhole = (min: number, max: number) =>
  z
    .number({ error: vmsg('required') })
    .int({ error: vmsg('wholeNumber', { min, max }) })
    .min(min, { error: vmsg('wholeNumber', { min, max }) })
    .max(max, { error: vmsg('wholeNumber', { min, max }) });

/** 2 digits, 2 letters, 4 digits: 00IT1234 */
export const CLUB_CODE_PATTERN = /^\d{2}[A-Z]{2}\d{4}$/;

/**
 * The localized message of any zod issue a schema did not give its own text (`{ error }`): zod's
 * built-in messages are English ("Too big: expected string to have <=80 characters") and must never
 * reach a user. Missing values (undefined/null) of any type read as "The field is required".
 */
export function localizedIssue(issue: z.core.$ZodRawIssue): string {
  const text = (key: ValidationKey, params?: Record<string, unknown>) => i18n.t(`common:validation.${key}`, params);
  const origin = 'origin' in issue ? String(issue.origin) : '';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || (typeof issue.input === 'number' && Number.isNaN(issue.input))) return text('required');
      return issue.expected === 'int' ? text('wholeNumber') : text('invalidValue');
    case 'too_big': {
      const max = Number(issue.maximum);
      if (origin === 'string') return text('maxLength', { max });
      if (origin === 'array' || origin === 'set' || origin === 'file') return text('tooManyItems', { max });
      if (origin === 'date') return text('dateMax');
      return text('numberMax', { max });
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (origin === 'string') return min <= 1 ? text('required') : text('minLength', { min });
      if (origin === 'array' || origin === 'set' || origin === 'file') return text('tooFewItems', { min });
      if (origin === 'date') return text('dateMin');
      return text('numberMin', { min });
    }
    case 'invalid_format':
      return issue.format === 'email' ? text('email') : text('invalidFormat');
    case 'not_multiple_of':
      return text('wholeNumber');
    default:
      return text('invalidValue');
  }
}

// jitless: zod probes `new Function` for its fast path; the portal's Content-Security-Policy forbids
// eval, and the refused probe is reported as a CSP violation on every page with a form (Lighthouse
// best practices).
z.config({ jitless: true, customError: localizedIssue });

export const vRequired = () => z.string().trim().min(1, { error: vmsg('required') });

export const vEmail = () =>
  z
    .string()
    .trim()
    .min(1, { error: vmsg('required') })
    .pipe(z.email({ error: vmsg('email') }));

export const vMinLength = (min: number) =>
  z
    .string()
    .min(1, { error: vmsg('required') })
    .min(min, { error: vmsg('minLength', { min }) });

export const vPassword = () => vMinLength(PASSWORD_MIN_LENGTH);

export const vUsername = () => vRequired().regex(USERNAME_PATTERN, { error: vmsg('usernameChars') });

export const vPrivacy = () => z.boolean().refine((v) => v === true, { error: vmsg('privacy') });

export const vClubCode = () =>
  z
    .string()
    .trim()
    .min(1, { error: vmsg('required') })
    .regex(CLUB_CODE_PATTERN, { error: vmsg('clubCode') });

export const vIssueTitle = () => z.string().trim().min(1, { error: vmsg('issueTitle') });

export const vMessage = () => z.string().trim().min(1, { error: vmsg('messageEmpty') });

/**
 * A reason for the audit trail (rules/reason.ts, the rule the server applies too): something that
 * shows, REASON_MIN to REASON_MAX characters; spaces, zero-width and other invisible characters do
 * not count. The value is kept as typed (the server stores it trimmed).
 */
export const vReason = () =>
  z.string({ error: vmsg('required') }).superRefine((value, ctx) => {
    const problem = reasonProblem(value.trim());
    if (!problem) return;
    let key: ValidationKey = 'maxLength';
    if (problem.code === 'reason_required') key = value.trim() ? 'reasonInvisible' : 'required';
    else if (visibleLength(value) < REASON_MIN) key = 'minLength';
    ctx.addIssue({ code: 'custom', message: i18n.t(`common:validation.${key}`, { min: REASON_MIN, max: REASON_MAX }) });
  });

export const vFiles = (max: number) =>
  z.array(z.instanceof(File)).max(max, { error: vmsg('tooManyFiles', { max }) });

/** Arguments for `.refine(...)` on an object schema: the two fields must be equal (error on `confirmField`). */
export function passwordsMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
): [(data: T) => boolean, { error: () => string; path: string[] }] {
  return [(data: T) => data[field] === data[confirmField], { error: vmsg('passwordsMatch'), path: [confirmField] }];
}
