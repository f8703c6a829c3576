// A new issue: title, first message and attachments. The issue is created first, then its first
// message; if the message fails the dialog keeps the created issue and retries only the message, so
// a second click never opens a duplicate.
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { reportFormError } from '@/lib/core/formErrors';
import { attachmentProblem, createIssue, sendMessage, useInvalidateIssues, type Issue } from '../api';
import { issueSchema, type IssueValues } from './messageSchema';
import { AttachmentPicker } from './AttachmentPicker';
import { useAttachmentError } from './useAttachmentError';

export function NewIssueDialog({ userId, onClose, onCreated }: { userId: string; onClose: () => void; onCreated: (issue: Issue) => void }) {
  const { t } = useTranslation('issues');
  const schema = useMemo(() => issueSchema(), []);
  const form = useForm<IssueValues>({ resolver: zodResolver(schema), defaultValues: { title: '', text: '', files: [] } });
  const created = useRef<Issue | null>(null);
  const invalidate = useInvalidateIssues();
  const filesError = useAttachmentError(form.formState.errors.files?.message, form.watch('files'));
  const errors = form.formState.errors;

  const create = useMutation({
    mutationFn: async (v: IssueValues) => {
      created.current ??= await createIssue(userId, v.title);
      await sendMessage(created.current.id, userId, v.text, v.files);
      return created.current;
    },
    meta: { silent: true },
    onSuccess: (issue) => {
      void invalidate();
      onCreated(issue);
    },
    onError: (e) => reportFormError(e, form.setError, 'createFailed', { fields: ['title', 'text', 'files'], rename: { attachments: 'files' } }),
  });

  const onSubmit = form.handleSubmit((v) => {
    if (!attachmentProblem(v.files)) create.mutate(v);
  });

  return (
    <Dialog
      visible
      onHide={() => {
        if (created.current) void invalidate();
        onClose();
      }}
      header={t('create.title')}
      className="issue-dialog"
      style={{ width: '40rem' }}
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      blockScroll
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="issue-title" label={t('create.issueTitle')} error={errors.title?.message} required>
          <InputText {...fieldAria('issue-title', errors.title?.message)} maxLength={200} aria-required autoFocus {...form.register('title')} />
        </FormField>
        <FormField id="issue-text" label={t('create.message')} error={errors.text?.message} required>
          <InputTextarea {...fieldAria('issue-text', errors.text?.message)} rows={5} autoResize aria-required {...form.register('text')} />
        </FormField>
        <Controller
          control={form.control}
          name="files"
          render={({ field }) => <AttachmentPicker id="issue-files" files={field.value} onChange={field.onChange} error={filesError} />}
        />
        <div className="form-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('create.submit')} icon="pi pi-send" loading={create.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
