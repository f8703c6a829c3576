// Forms of the reserved competitions page. Messages are looked up when validation runs, so the
// module-level schemas follow the current language. The server checks the same things (required
// fields, end ≥ start, age range, logo type and size) and its field errors land on the same fields.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { vRequired } from '@/lib/core/validation';
import { CompetitionsScoringValues } from '@/lib/pb-types';

const msg = (key: string, params?: Record<string, unknown>) => () => i18n.t(`competitions:form.errors.${key}`, params);

/** Logo limits of the schema (pb_migrations: competitions.logo). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** null when the file is acceptable as a logo, else the error message. */
export function logoError(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return i18n.t('competitions:form.errors.logoType');
  if (file.size > LOGO_MAX_BYTES) return i18n.t('competitions:form.errors.logoSize', { max: '2 MB' });
  return null;
}

const requiredDate = () => z.date({ error: () => i18n.t('common:validation.required') });

export const competitionSchema = z
  .object({
    name: vRequired().max(150, { error: msg('maxLength', { max: 150 }) }),
    date: requiredDate(),
    endDate: z.date().nullable(),
    location: z.string().trim().max(200, { error: msg('maxLength', { max: 200 }) }),
    organizers: z.array(z.string()),
    commissioners: z.array(z.string()),
    accreditationOpensAt: z.date().nullable(),
    exportId: z.string().trim().max(50, { error: msg('maxLength', { max: 50 }) }),
    details: z.string(),
    rules: z.string(),
    scoring: z.enum(CompetitionsScoringValues),
    flow: z.boolean(),
    autoStart: z.boolean(),
    // Inquiries: the window in minutes after a couple's validation (0 = none taken; the server's
    // range is 0–120) and whether a fee paid at the desk is required before the jury decides.
    inquiryMinutes: z.number({ error: msg('number') }).int({ error: msg('number') }).min(0, { error: msg('inquiryMinutes') }).max(120, { error: msg('inquiryMinutes') }),
    inquiryFee: z.boolean(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.date, { error: msg('endBeforeStart'), path: ['endDate'] })
  // The flow mark is part of the Grand Prix rules only (the server refuses it with IJF).
  .refine((v) => !v.flow || v.scoring === 'grand-prix', { error: msg('flowIjf'), path: ['flow'] });

export type CompetitionForm = z.infer<typeof competitionSchema>;

const age = z.number({ error: msg('number') }).int().min(0, { error: msg('ageRange') }).max(120, { error: msg('ageRange') }).nullable();

export const circuitSchema = z
  .object({
    name: vRequired().max(100, { error: msg('maxLength', { max: 100 }) }),
    order: z.number().int().min(0).nullable(),
    katas: z.array(z.string()),
    minBelt: z.string(),
    minAge: age,
    maxAge: age,
    noForgotten: z.boolean(),
    noBig: z.boolean(),
    noHalving: z.boolean(),
  })
  .refine((v) => !v.minAge || !v.maxAge || v.maxAge >= v.minAge, { error: msg('maxBelowMin'), path: ['maxAge'] });

export type CircuitForm = z.infer<typeof circuitSchema>;
