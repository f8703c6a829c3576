// The officials' reason for marking a couple absent or changing the finalists: the bounds of the rule
// (src/lib/rules/absence.ts: spaces around do not count), which the server checks too; it goes into
// the audit trail.
import { z } from 'zod';
import { REASON_MAX, REASON_MIN } from '@/lib/rules/absence';
import { vmsg, vRequired } from '@/lib/validation';

export const reasonSchema = z.object({
  reason: vRequired()
    .min(REASON_MIN, { error: vmsg('minLength', { min: REASON_MIN }) })
    .max(REASON_MAX, { error: vmsg('maxLength', { max: REASON_MAX }) }),
});
export type ReasonValues = z.infer<typeof reasonSchema>;
