// Form schemas of the registry (the shared validation messages through the validation helpers). The server
// applies the same rules (required fields, club code, telephone, tori ≠ uke); these are for comfort.
import { z } from 'zod';
import { vClubCode, vmsg, vRequired } from '@/lib/core/validation';
import { i18n } from '@/lib/core/i18n';
import { BELTS } from './model';

const BELT_VALUES = BELTS.map((b) => b.value) as [string, ...string[]];

export const TELEPHONE_PATTERN = /^[+]?[0-9 ()./-]{5,30}$/;

export const athleteSchema = z.object({
  name: vRequired().max(80),
  surname: vRequired().max(80),
  birthday: z.date({ error: vmsg('required') }).max(new Date(), { error: () => i18n.t('registry:form.birthdayFuture') }),
  country: vRequired(),
  region: z.string().trim().max(80),
  belt: z.enum(BELT_VALUES, { error: vmsg('required') }),
  club: z.string().transform((v) => v.trim().toUpperCase()).pipe(vClubCode()),
  email: z.union([z.literal(''), z.string().trim().pipe(z.email({ error: vmsg('email') }))]),
  telephone: z.union([z.literal(''), z.string().trim().regex(TELEPHONE_PATTERN, { error: () => i18n.t('registry:form.telephoneInvalid') })]),
  external: z.boolean(),
});
export type AthleteForm = z.input<typeof athleteSchema>;
export type AthleteValues = z.output<typeof athleteSchema>;

export const coupleSchema = z
  .object({
    tori: vRequired(),
    uke: vRequired(),
    kata: z.string({ error: vmsg('required') }).min(1, { error: vmsg('required') }),
    external: z.boolean(),
  })
  .refine((v) => !v.tori || v.tori !== v.uke, { path: ['uke'], error: () => i18n.t('common:errors.couple_same_athlete') });
export type CoupleForm = z.input<typeof coupleSchema>;

/** A club of the registry (admins); the server checks the same and that the code is unique. */
export const clubSchema = z.object({
  code: z.string().transform((v) => v.trim().toUpperCase()).pipe(vClubCode()),
  name: vRequired().max(120),
  city: z.string().trim().max(80),
  region: z.string().trim().max(80),
});
export type ClubForm = z.input<typeof clubSchema>;
export type ClubValues = z.output<typeof clubSchema>;
