import { z } from 'zod';
import { vmsg, vRequired, vWhole } from '@/lib/core/validation';

// Lists typed as text: "Senior, U21", "10, 8, 6, 4, 2, 1", "A1 = 1; A2 = 0.5" (the server checks them too).
const NUMBERS = /^\s*\d+(?:\.\d+)?(?:[\s,;]+\d+(?:\.\d+)?)*\s*$/;
const LEVELS = /^\s*[^=;]+=\s*\d+(?:[.,]\d+)?(?:\s*;\s*[^=;]+=\s*\d+(?:[.,]\d+)?)*\s*;?\s*$/;

export const seasonSchema = z.object({
  name: vRequired().max(150, { error: vmsg('maxLength', { max: 150 }) }),
  startDate: z.string(),
  endDate: z.string(),
  public: z.boolean(),
  classes: vRequired(),
  points: vRequired().regex(NUMBERS, { error: vmsg('invalidFormat') }),
  levels: vRequired().regex(LEVELS, { error: vmsg('invalidFormat') }),
  bestN: vWhole(0, 100),
  clubShare: z.enum(['half', 'full']),
  finalEvent: z.string(),
  qualifyTop: vWhole(0, 1000),
  qualifyCutoff: z.string(),
});
export type SeasonValues = z.infer<typeof seasonSchema>;

/** Numbers from "10, 8, 6" (commas, semicolons or spaces between them). */
export function numbersOf(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
}

/** Levels from "A1 = 1; A2 = 0,5" (a decimal comma or point in the weight). */

export function levelsOf(text: string): { name: string; weight: number }[] {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name = '', weight = ''] = s.split('=');
      return { name: name.trim(), weight: Number(weight.trim().replace(',', '.')) };
    });
}

export function classesOf(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
