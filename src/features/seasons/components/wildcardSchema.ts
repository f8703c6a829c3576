import { z } from 'zod';
import { vmsg, vRequired } from '@/lib/validation';

// A wildcard: the pair (a couple's tori and uke), the class and kata it enters, and why (the server
// wants 3 to 500 characters).
export const wildcardSchema = z.object({
  couple: vRequired(),
  class: vRequired(),
  kata: vRequired(),
  reason: vRequired()
    .min(3, { error: vmsg('minLength', { min: 3 }) })
    .max(500, { error: vmsg('maxLength', { max: 500 }) }),
});
export type WildcardValues = z.infer<typeof wildcardSchema>;
