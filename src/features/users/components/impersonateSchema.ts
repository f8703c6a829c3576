// Why an admin acts as someone else: required, kept in the audit trail. The one rule of reasons
// (src/lib/rules/reason.ts), which the server checks too; messages from the catalogue at validation time.
import { z } from 'zod';
import { vReason } from '@/lib/core/validation';

export const impersonateSchema = z.object({ reason: vReason() });
export type ImpersonateValues = z.infer<typeof impersonateSchema>;
