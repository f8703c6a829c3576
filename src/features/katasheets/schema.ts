import { z } from 'zod';
import { vRequired, vWhole } from '@/lib/core/validation';
import { KINDS } from './api';

const deduction = z.object({ points: vWhole(0, 100), max: vWhole(0, 10) });

export const sheetSchema = z.object({
  kata: vRequired(),
  judges: vWhole(3, 5),
  // Seconds one couple takes on the tatami (empty: the server's estimate).
  duration: vWhole(60, 3600).nullable(),
  scale: z.object({ item: vWhole(1, 100), deductions: z.object({ small: deduction, medium: deduction, big: deduction }) }),
  items: z
    .array(z.object({ key: z.string(), kind: z.enum(KINDS), name: vRequired(), group: z.string().trim() }))
    .min(1),
});
export type SheetValues = z.infer<typeof sheetSchema>;
