// The late entry's form at the desk: a couple's kata and its two athletes, as the registry asks for
// them (the server applies the registry's rules and the enrolment's; these are for comfort).
import { z } from 'zod';
import { vClubCode, vmsg, vRequired } from '@/lib/core/validation';
import { AthletesBeltValues } from '@/lib/pb-types';

const athlete = z.object({
  name: vRequired().max(80),
  surname: vRequired().max(80),
  birthday: z.date({ error: vmsg('required') }),
  country: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: vmsg('required') })),
  belt: z.enum(AthletesBeltValues, { error: vmsg('required') }),
  club: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(vClubCode()),
});

export const lateEntrySchema = z.object({
  // A kata of the catalogue (data: the server checks it).
  kata: z.string({ error: vmsg('required') }).min(1, { error: vmsg('required') }),
  tori: athlete,
  uke: athlete,
});
export type LateEntryForm = z.input<typeof lateEntrySchema>;
export type LateEntryValues = z.output<typeof lateEntrySchema>;
