// Enrol one of my couples in a competition open for enrolment, with an optional note and attachments
// (payment receipt…), in one multipart request. The server assigns the circuit; when none fits it
// answers with a field error on the couple and nothing is saved.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { NamedDropdown } from '@/components/NamedDropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { applyFieldErrors, fieldErrorsOf } from '@/lib/fieldErrors';
import { showError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { coupleLabel, useEnrol, useMyCouples, useOpenCompetitions } from '../api';
import { enrolSchema, type EnrolValues } from '../schema';
import { FilePicker, filesOk } from './FilePicker';

export function EnrolDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('enrolments');
  const competitions = useOpenCompetitions();
  const couples = useMyCouples(userId);
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
      if (fields.couple?.code === 'validation_not_unique' || fields.competition?.code === 'validation_not_unique') {
        form.setError('couple', { type: 'server', message: t('enrol.already') });
      } else {
        applyFieldErrors(error, form.setError, { fields: ['competition', 'couple', 'notes'] });
      }
      if (fields.attachments) setFilesError(t('files.refused'));
      showError(error, 'createFailed');
    }
  });

  const competitionOptions = (competitions.data ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${formatDate(c.date)}` }));
  const coupleOptions = (couples.data ?? []).map((c) => ({ value: c.id, label: `${coupleLabel(c)} · ${t(`common:katas.${c.kata}`)}` }));

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
        <FormField id="enrol-couple" label={t('enrol.couple')} required error={errors.couple?.message} hint={coupleOptions.length ? t('enrol.coupleHint') : t('enrol.noCouples')}>
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
                emptyMessage={t('enrol.noCouples')}
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
    </Dialog>
  );
}
