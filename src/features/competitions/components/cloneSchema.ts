// The name of a competition's clone: required, within the competitions.name field (150 characters;
// the server's own validator answers the same, field by field).
import { z } from 'zod';
import { vmsg, vRequired } from '@/lib/core/validation';

export const CLONE_NAME_MAX = 150;

export const cloneSchema = z.object({
  name: vRequired().max(CLONE_NAME_MAX, { error: vmsg('maxLength', { max: CLONE_NAME_MAX }) }),
});
export type CloneValues = z.infer<typeof cloneSchema>;
