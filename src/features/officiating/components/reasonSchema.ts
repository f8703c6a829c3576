// The officials' reason for marking a couple absent or changing the finalists: the one rule of
// reasons (src/lib/rules/reason.ts: visible characters, 3 to 500), which the server checks too; it
// goes into the audit trail.
import { z } from 'zod';
import { vReason } from '@/lib/core/validation';

export const reasonSchema = z.object({ reason: vReason() });
export type ReasonValues = z.infer<typeof reasonSchema>;
