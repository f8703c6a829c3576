// Forms of the athlete's enrolments; messages from the catalogue at validation time.
import { z } from 'zod';
import { vRequired } from '@/lib/core/validation';
import { vNotes } from '@/lib/domain/enrolment/notesSchema';

export const enrolSchema = z.object({
  competition: vRequired(),
  couple: vRequired(),
  notes: vNotes(),
});
export type EnrolValues = z.infer<typeof enrolSchema>;
