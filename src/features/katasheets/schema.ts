import { z } from 'zod';
import { vRequired, vWhole } from '@/lib/core/validation';
import { i18n } from '@/lib/core/i18n';
import { KINDS } from './api';

const deduction = z.object({ points: vWhole(0, 100), max: vWhole(0, 10) });

export const sheetSchema = z.object({
  // The kata's short name (slug), fixed once created: what couples, circuits and poules name.
  kata: vRequired().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: () => i18n.t('katasheets:form.slugInvalid') }).max(40),
  nameEn: vRequired().max(80),
  nameIt: vRequired().max(80),
  active: z.boolean(),
  judges: vWhole(3, 5),
  // Seconds one couple takes on the tatami (empty: the server's estimate).
  duration: vWhole(60, 3600).nullable(),
  scale: z.object({ item: vWhole(1, 100), deductions: z.object({ small: deduction, medium: deduction, big: deduction }) }),
  items: z
    .array(z.object({ key: z.string(), kind: z.enum(KINDS), name: vRequired(), group: z.string().trim() }))
    .min(1),
});
export type SheetValues = z.infer<typeof sheetSchema>;
