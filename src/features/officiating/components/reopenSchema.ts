// Reopening a validated couple: the reason is required (the one rule of reasons,
// src/lib/rules/reason.ts, which the server checks too) and goes into the audit trail.
import { z } from 'zod';
import { vReason } from '@/lib/core/validation';

export const reopenSchema = z.object({ reason: vReason() });
export type ReopenValues = z.infer<typeof reopenSchema>;
