// Acting as someone else changes whose data every page shows: the admin confirms the name and says
// why (the reason goes into the audit trail with the start of the impersonation).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { impersonateSchema, type ImpersonateValues } from './impersonateSchema';

export function ImpersonateDialog({ name, role, busy, onConfirm, onClose }: { name: string; role: string; busy: boolean; onConfirm: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('users');
  const form = useForm<ImpersonateValues>({ resolver: zodResolver(impersonateSchema), defaultValues: { reason: '' } });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="impersonate-form" icon="pi pi-user-edit" label={t('impersonate.accept', { name })} loading={busy} />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => {
        if (!busy) onClose();
      }}
      header={t('impersonate.title')}
      footer={footer}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '32rem' }}
      draggable={false}
      blockScroll
    >
      <form id="impersonate-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('impersonate.confirm', { name, role })}</p>
        <FormField id="impersonate-reason" label={t('impersonate.reason')} error={errors.reason?.message} hint={t('impersonate.reasonHint')} required>
          <InputTextarea {...fieldAria('impersonate-reason', errors.reason?.message, true)} rows={3} autoResize {...form.register('reason')} />
        </FormField>
      </form>
      <UnsavedChangesPrompt when={isDirty && !busy} />
    </Dialog>
  );
}
