// An inquiry as its owner files it: at least one technique of the kata's sheet and a reason (the rule
// of every reason, src/lib/rules/reason.ts). The server checks the same and the window.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { vReason } from '@/lib/core/validation';

export const fileInquirySchema = z.object({
  items: z.array(z.number()).min(1, { error: () => i18n.t('common:inquiry.chooseTechniques') }),
  reason: vReason(),
});

export type FileInquiryValues = z.infer<typeof fileInquirySchema>;
