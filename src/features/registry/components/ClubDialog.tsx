// Add or edit a club of the registry: its code (the athletes' club code), name, city and region.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { reportActionError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import type { Club } from '@/lib/domain/clubs';
import { useSaveClub } from '../clubsApi';
import { clubSchema, type ClubForm, type ClubValues } from '../schema';

const FIELDS = ['code', 'name', 'city', 'region'] as const;

export function ClubDialog({ club, onClose }: { club: Club | null; onClose: () => void }) {
  const { t } = useTranslation('registry');
  const save = useSaveClub();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ClubForm, unknown, ClubValues>({
    resolver: zodResolver(clubSchema),
    defaultValues: { code: club?.code ?? '', name: club?.name ?? '', city: club?.city ?? '', region: club?.region ?? '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: club?.id, input });
      toast.success(t('clubs.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, { fields: FIELDS }).length) reportActionError(error, 'saveFailed');
    }
  });

  const field = (name: (typeof FIELDS)[number], opts: { required?: boolean; hint?: string; maxLength: number }) => (
    <FormField id={`club-${name}`} label={t(`clubs.${name}`)} error={errors[name]?.message} required={opts.required} hint={opts.hint}>
      <InputText {...fieldAria(`club-${name}`, errors[name]?.message, !!opts.hint)} invalid={!!errors[name]} autoComplete="off" maxLength={opts.maxLength} {...register(name)} />
    </FormField>
  );

  return (
    <Dialog header={club ? t('clubs.editTitle', { name: club.name }) : t('clubs.createTitle')} visible onHide={onClose} style={{ width: 'min(36rem, 100vw)' }} modal>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {field('code', { required: true, hint: t('form.clubHint'), maxLength: 8 })}
        {field('name', { required: true, maxLength: 120 })}
        {field('city', { maxLength: 80 })}
        {field('region', { maxLength: 80 })}
        <div className="form-actions">
          <Button type="button" text label={t('common:actions.cancel')} onClick={onClose} />
          <Button type="submit" label={t('common:actions.save')} icon="pi pi-check" loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
