import { z } from 'zod';
import { vmsg, vRequired } from '@/lib/validation';

// A wildcard: the pair (a couple's tori and uke), the class and kata it enters, why (the server
// wants 3 to 500 characters) and whether the pair's owner and the final's organizers read the reason
// (off: admins only).
export const wildcardSchema = z.object({
  couple: vRequired(),
  class: vRequired(),
  kata: vRequired(),
  reason: vRequired()
    .min(3, { error: vmsg('minLength', { min: 3 }) })
    .max(500, { error: vmsg('maxLength', { max: 500 }) }),
  reasonPublic: z.boolean(),
});
export type WildcardValues = z.infer<typeof wildcardSchema>;
