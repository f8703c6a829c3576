// The clone dialog of CloneButton: a draft copy of the competition's settings and circuits under a new
// name (POST /api/custom/competitions/{id}/clone; the server decides who may, copies in one transaction
// and audits it). The clone's page opens once it exists.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { showError } from '@/lib/core/errors';
import { pb } from '@/lib/core/pocketbase';
import { paths } from '@/lib/core/paths';
import { toast } from '@/lib/core/toast';
import { refreshQueries } from '@/lib/core/queryClient';
import { competitionKeys } from '@/lib/domain/competitionRequests';
import { CLONE_NAME_MAX, cloneSchema, type CloneValues } from './cloneSchema';

export interface Source {
  id: string;
  name: string;
  organizers?: string[];
}

/** `admin`: the caller changes everything of the copy; an organizer all but its organizers and commissioners. */
export default function CloneDialog({ competition, admin, onClose }: { competition: Source; admin: boolean; onClose: () => void }) {
  const { t } = useTranslation('competitions');
  const navigate = useNavigate();
  const client = useQueryClient();
  const clone = useMutation({
    mutationFn: (name: string) => pb.send<{ id: string; name: string }>(`/api/custom/competitions/${competition.id}/clone`, { method: 'POST', body: { name } }),
    meta: { silent: true },
  });
  const form = useForm<CloneValues>({ resolver: zodResolver(cloneSchema), defaultValues: { name: t('clone.defaultName', { name: competition.name }).slice(0, CLONE_NAME_MAX) } });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await clone.mutateAsync(values.name.trim());
      await refreshQueries(client, competitionKeys.all);
      toast.success(t('common:toasts.saved'), t('clone.done', { name: made.name }));
      onClose();
      navigate(paths.competition(made.id));
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, { fields: ['name'] }).length) showError(error, 'saveFailed');
    }
  });
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="clone-form" icon="pi pi-clone" label={t('clone.submit')} loading={clone.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('clone.title', { competition: competition.name })} footer={footer} onHide={() => !clone.isPending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '34rem' }} draggable={false} blockScroll>
      <UnsavedChangesPrompt when={isDirty && !clone.isSuccess} />
      <form id="clone-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('clone.explain')}</p>
        <p>{admin ? t('clone.changeAdmin') : t('clone.changeOrganizer')}</p>
        <FormField id="clone-name" label={t('clone.name')} required error={errors.name?.message}>
          <InputText maxLength={CLONE_NAME_MAX} {...form.register('name')} {...fieldAria('clone-name', errors.name?.message)} />
        </FormField>
      </form>
    </Dialog>
  );
}
