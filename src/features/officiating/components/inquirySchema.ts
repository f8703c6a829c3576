// The jury's decision on an inquiry: rejected needs a reason (the rule of every reason:
// src/lib/rules/reason.ts); upheld may say why, held to the same rule when it does.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { vReason } from '@/lib/core/validation';

export const decideSchema = z
  .object({
    status: z.enum(['rejected', 'upheld'], { error: () => i18n.t('common:inquiry.chooseOutcome') }),
    decision: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'rejected' && !v.decision.trim()) return;
    const checked = vReason().safeParse(v.decision);
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['decision'], message: checked.error.issues[0]?.message ?? '' });
  });

export type DecideValues = z.infer<typeof decideSchema>;
