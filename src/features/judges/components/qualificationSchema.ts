// A judge's qualification for a kata, as admins enter it: every field required (the server's
// collection requires them too, and keeps one per judge and kata).
import { z } from 'zod';
import { vRequired } from '@/lib/core/validation';

export const qualificationSchema = z.object({
  judge: vRequired(),
  kata: vRequired(),
  level: vRequired(),
  /** "YYYY-MM-DD" from the date input. */
  validUntil: vRequired(),
});
export type QualificationValues = z.infer<typeof qualificationSchema>;
