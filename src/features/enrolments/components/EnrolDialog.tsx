// Enrol one of my couples in a competition open for enrolment, with an optional note and attachments
// (payment receipt…), in one multipart request. The server assigns the circuit; when none fits it
// answers with a field error on the couple and nothing is saved. Couples already enrolled in the chosen
// competition are not offered; an error is said once (next to its field, else in one toast); leaving
// with something typed asks first.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { NamedDropdown } from '@/components/NamedDropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors, fieldErrorsOf } from '@/lib/core/fieldErrors';
import { showError } from '@/lib/core/errors';
import { formatDate } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { coupleLabel, useEnrol, useMyCouples, useMyEnrolments, useOpenCompetitions } from '../api';
import { enrolSchema, type EnrolValues } from '../schema';
import { FilePicker, filesOk } from '@/lib/domain/enrolment/FilePicker';

export function EnrolDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('enrolments');
  const competitions = useOpenCompetitions();
  const couples = useMyCouples(userId);
  const enrolments = useMyEnrolments(userId);
  const enrol = useEnrol();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const form = useForm<EnrolValues>({ resolver: zodResolver(enrolSchema), defaultValues: { competition: '', couple: '', notes: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!filesOk(files)) return;
    setFilesError(undefined);
    try {
      await enrol.mutateAsync({ ...values, owner: userId, files });
      toast.success(t('common:toasts.saved'), t('enrol.done'));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // The unique index (competition, couple) answers on both fields: say it once, in words.
      let placed = fields.attachments ? 1 : 0;
      if (fields.couple?.code === 'validation_not_unique' || fields.competition?.code === 'validation_not_unique') {
        form.setError('couple', { type: 'server', message: t('enrol.already') });
        placed++;
      } else {
        placed += applyFieldErrors(error, form.setError, { fields: ['competition', 'couple', 'notes'] }).length;
      }
      if (fields.attachments) setFilesError(t('files.refused'));
      // Said next to its field already: no second, generic "Create failed".
      if (!placed) showError(error, 'createFailed');
    }
  });

  const competition = form.watch('competition');
  const enrolledHere = new Set((enrolments.data ?? []).filter((e) => e.competition === competition).map((e) => e.couple));
  const couple = form.watch('couple');
  // A couple chosen before the competition and already enrolled in it is dropped, not sent to fail.
  useEffect(() => {
    if (couple && enrolledHere.has(couple)) form.setValue('couple', '');
  });

  const competitionOptions = (competitions.data ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${formatDate(c.date)}` }));
  const coupleOptions = (couples.data ?? [])
    .filter((c) => !enrolledHere.has(c.id))
    .map((c) => ({ value: c.id, label: `${coupleLabel(c)} · ${t(`common:katas.${c.kata}`)}` }));

  const noCouples = couples.data?.length ? t('enrol.allEnrolled') : t('enrol.noCouples');

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="enrol-form" icon="pi pi-check" label={t('enrol.submit')} loading={enrol.isPending} />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => {
        if (!enrol.isPending) onClose();
      }}
      header={t('enrol.title')}
      footer={footer}
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '40rem' }}
      draggable={false}
      blockScroll
    >
      <form id="enrol-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <FormField id="enrol-competition" label={t('enrol.competition')} required error={errors.competition?.message} hint={competitionOptions.length ? undefined : t('enrol.noCompetitions')}>
          <Controller
            name="competition"
            control={form.control}
            render={({ field }) => (
              <NamedDropdown
                inputId="enrol-competition"
                label={t('enrol.competition')}
                value={field.value}
                options={competitionOptions}
                onChange={(e) => field.onChange(e.value as string)}
                onBlur={field.onBlur}
                placeholder={t('enrol.competitionPlaceholder')}
                loading={competitions.isLoading}
                emptyMessage={t('enrol.noCompetitions')}
                filter={competitionOptions.length > 8}
              />
            )}
          />
        </FormField>
        <FormField id="enrol-couple" label={t('enrol.couple')} required error={errors.couple?.message} hint={coupleOptions.length ? t('enrol.coupleHint') : noCouples}>
          <Controller
            name="couple"
            control={form.control}
            render={({ field }) => (
              <NamedDropdown
                inputId="enrol-couple"
                label={t('enrol.couple')}
                value={field.value}
                options={coupleOptions}
                onChange={(e) => field.onChange(e.value as string)}
                onBlur={field.onBlur}
                placeholder={t('enrol.couplePlaceholder')}
                loading={couples.isLoading}
                emptyMessage={noCouples}
                filter={coupleOptions.length > 8}
              />
            )}
          />
        </FormField>
        <FormField id="enrol-notes" label={t('notes.label')} error={errors.notes?.message} hint={t('notes.hint')}>
          <InputTextarea {...fieldAria('enrol-notes', errors.notes?.message, true)} rows={3} autoResize {...form.register('notes')} />
        </FormField>
        <FilePicker id="enrol-files" files={files} onChange={setFiles} error={filesError} />
      </form>
      <UnsavedChangesPrompt when={!enrol.isSuccess && (form.formState.isDirty || files.length > 0)} />
    </Dialog>
  );
}
