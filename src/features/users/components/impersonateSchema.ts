// Why an admin acts as someone else: required, kept in the audit trail. The server checks the same
// (pb_hooks/lib/impersonation.js reasonOf, REASON_MAX); messages from the catalogue at validation time.
import { z } from 'zod';
import { vmsg, vRequired } from '@/lib/validation';

export const IMPERSONATION_REASON_MAX = 500;

export const impersonateSchema = z.object({
  reason: vRequired().max(IMPERSONATION_REASON_MAX, { error: vmsg('maxLength', { max: IMPERSONATION_REASON_MAX }) }),
});
export type ImpersonateValues = z.infer<typeof impersonateSchema>;
