// Notes and attachments of one enrolment (payment receipt and others). The competition's organizers
// read them at the desk and get a mail about what is new. Files are protected: downloaded with a token, under their original name.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors, fieldErrorsOf } from '@/lib/core/fieldErrors';
import { showError } from '@/lib/core/errors';
import { originalFileName, saveFileAs } from '@/lib/core/files';
import { toast } from '@/lib/core/toast';
import { attachmentUrl, useUpdateNotes, type EnrolmentNotes } from '@/lib/domain/enrolments';
import { notesSchema, type NotesValues } from './notesSchema';
import { FilePicker, filesOk } from './FilePicker';
import './enrolment-files.css';

async function openAttachment(e: EnrolmentNotes, file: string) {
  try {
    await saveFileAs(await attachmentUrl(e, file), originalFileName(file));
  } catch (error) {
    showError(error, 'loadFailed');
  }
}

export function NotesDialog({ enrolment, readOnly, onClose }: { enrolment: EnrolmentNotes; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('enrolments');
  const update = useUpdateNotes();
  const [files, setFiles] = useState<File[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const form = useForm<NotesValues>({ resolver: zodResolver(notesSchema), defaultValues: { notes: enrolment.notes } });
  const { errors } = form.formState;
  const kept = enrolment.attachments.filter((f) => !remove.includes(f));

  const submit = form.handleSubmit(async ({ notes }) => {
    if (!filesOk(files, kept.length)) return;
    setFilesError(undefined);
    try {
      await update.mutateAsync({ id: enrolment.id, notes, files, remove });
      toast.success(t('common:toasts.saved'), t('notes.saved'));
      onClose();
    } catch (error) {
      const placed = applyFieldErrors(error, form.setError, { fields: ['notes'] }).length;
      const refused = !!fieldErrorsOf(error).attachments;
      if (refused) setFilesError(t('files.refused'));
      // Said next to its field already: no second, generic "Save failed".
      if (!placed && !refused) showError(error, 'saveFailed');
    }
  });

  const footer = readOnly ? (
    <div className="dialog-footer">
      <Button type="button" label={t('notes.close')} onClick={onClose} />
    </div>
  ) : (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="notes-form" icon="pi pi-check" label={t('common:actions.save')} loading={update.isPending} />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => {
        if (!update.isPending) onClose();
      }}
      header={t('notes.title', { couple: `${enrolment.toriName} – ${enrolment.ukeName}` })}
      footer={footer}
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '40rem' }}
      draggable={false}
      blockScroll
    >
      <form id="notes-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="enrol-dialog-intro">{t('notes.intro')}</p>
        <FormField id="notes-text" label={t('notes.label')} error={errors.notes?.message}>
          <InputTextarea {...fieldAria('notes-text', errors.notes?.message)} rows={4} autoResize readOnly={readOnly} {...form.register('notes')} />
        </FormField>
        <section aria-labelledby="notes-stored">
          <h3 id="notes-stored" className="form-label">
            {t('files.stored')}
          </h3>
          {kept.length ? (
            <ul className="enrol-file-list">
              {kept.map((f) => (
                <li key={f}>
                  <span className="pi pi-file" aria-hidden="true" />
                  <Button type="button" link className="enrol-file-open" label={originalFileName(f)} onClick={() => void openAttachment(enrolment, f)} />
                  {readOnly ? null : (
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      severity="danger"
                      aria-label={t('files.removeStored', { name: originalFileName(f) })}
                      onClick={() => setRemove((r) => [...r, f])}
                    />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="form-hint">{t('files.none')}</p>
          )}
        </section>
        {readOnly ? null : <FilePicker id="notes-files" files={files} onChange={setFiles} existing={kept.length} error={filesError} />}
      </form>
      <UnsavedChangesPrompt when={!update.isSuccess && (form.formState.isDirty || files.length > 0 || remove.length > 0)} />
    </Dialog>
  );
}
