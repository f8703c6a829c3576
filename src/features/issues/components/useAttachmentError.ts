import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/core/format';
import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS, attachmentProblem } from '../api';

/** The text under the file picker: the form's error, else the first problem of the chosen files. */
export function useAttachmentError(formError: string | undefined, files: File[]): string | undefined {
  const { t } = useTranslation('issues');
  if (formError) return formError;
  const p = attachmentProblem(files);
  if (!p) return undefined;
  if (p.key === 'tooMany') return t('common:validation.tooManyFiles', { max: MAX_ATTACHMENTS });
  if (p.key === 'tooBig') return t('composer.tooBig', { name: p.name, max: formatBytes(ATTACHMENT_MAX_BYTES) });
  return t('composer.badType', { name: p.name });
}
