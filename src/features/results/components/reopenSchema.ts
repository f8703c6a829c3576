// Reopening a validated couple: the reason is required (the server checks the same bounds,
// pb_hooks/lib/validation.js reopenReason) and goes into the audit trail.
import { z } from 'zod';
import { vmsg, vRequired } from '@/lib/validation';

export const REOPEN_REASON_MIN = 3;
export const REOPEN_REASON_MAX = 500;

export const reopenSchema = z.object({
  reason: vRequired()
    .min(REOPEN_REASON_MIN, { error: vmsg('minLength', { min: REOPEN_REASON_MIN }) })
    .max(REOPEN_REASON_MAX, { error: vmsg('maxLength', { max: REOPEN_REASON_MAX }) }),
});
export type ReopenValues = z.infer<typeof reopenSchema>;
