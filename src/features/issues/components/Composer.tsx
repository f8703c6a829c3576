// The reply box of a thread: text (not empty) and up to 10 attachments. On a solved issue it says
// that writing reopens it; on a closed one it is replaced by a note (the server refuses too).
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { reportFormError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import { attachmentProblem, useSendMessage, type Issue } from '../api';
import { messageSchema, type MessageValues } from './messageSchema';
import { AttachmentPicker } from './AttachmentPicker';
import { useAttachmentError } from './useAttachmentError';

export function Composer({ issue, authorId }: { issue: Issue; authorId: string }) {
  const { t } = useTranslation('issues');
  const schema = useMemo(() => messageSchema(), []);
  const form = useForm<MessageValues>({ resolver: zodResolver(schema), defaultValues: { text: '', files: [] } });
  const send = useSendMessage(issue.id);
  const filesError = useAttachmentError(form.formState.errors.files?.message, form.watch('files'));
  const textError = form.formState.errors.text?.message;

  const onSubmit = form.handleSubmit((v) => {
    if (attachmentProblem(v.files)) return;
    send.mutate(
      { authorId, text: v.text, files: v.files },
      {
        onSuccess: () => {
          form.reset({ text: '', files: [] });
          toast.success(t('composer.sent'));
        },
        onError: (e) => reportFormError(e, form.setError, 'saveFailed', { fields: ['text', 'files'], rename: { attachments: 'files' } }),
      },
    );
  });

  return (
    <form className="issue-composer" noValidate onSubmit={onSubmit} aria-label={t('composer.label')}>
      {issue.status === 'solved' ? (
        <p className="issue-note" role="note">
          <span className="pi pi-info-circle" aria-hidden="true" /> {t('composer.reopens')}
        </p>
      ) : null}
      <FormField id="issue-reply" label={t('composer.text')} error={textError} required>
        <InputTextarea {...fieldAria('issue-reply', textError)} rows={4} autoResize aria-required {...form.register('text')} />
      </FormField>
      <Controller
        control={form.control}
        name="files"
        render={({ field }) => <AttachmentPicker id="issue-reply-files" files={field.value} onChange={field.onChange} error={filesError} />}
      />
      <div className="form-actions">
        <Button type="submit" label={t('composer.send')} icon="pi pi-send" loading={send.isPending} />
      </div>
    </form>
  );
}
