import { z } from 'zod';
import { vReason, vRequired } from '@/lib/core/validation';

// A wildcard: the pair (a couple's tori and uke), the class and kata it enters, why (the one rule
// of reasons, src/lib/rules/reason.ts, which the server checks too) and whether the pair's owner and
// the final's organizers read the reason (off: admins only).
export const wildcardSchema = z.object({
  couple: vRequired(),
  class: vRequired(),
  kata: vRequired(),
  reason: vReason(),
  reasonPublic: z.boolean(),
});
export type WildcardValues = z.infer<typeof wildcardSchema>;
