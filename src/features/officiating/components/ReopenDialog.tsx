// Reopens a validated couple: a dialog asking why (required, audited with the reason). The server
// closes a validated couple's sheets to everyone until then (pb_hooks/lib/validation.js); reopened,
// the couple counts again only once validated again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { REASON_MAX } from '@/lib/rules/reason';
import { toast } from '@/lib/core/toast';
import { notifyError } from '@/features/results/errors';
import { useReopen, type Review } from '@/features/results/judge/supervisorApi';
import { coupleLabel } from '@/features/results/components/labels';
import { reopenSchema, type ReopenValues } from './reopenSchema';

interface Couple {
  id: string;
  order: number;
  toriName: string;
  ukeName: string;
}

/** The "Reopen" button of a validated couple, with its dialog. */
export function ReopenButton({ draw, className }: { draw: Couple; className?: string }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" icon="pi pi-lock-open" label={t('reopen.action')} aria-label={t('reopen.actionOf', { order: draw.order })} outlined severity="warning" size="small" className={className} onClick={() => setOpen(true)} />
      {open ? <ReopenDialog draw={draw} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The reopening's dialog. From the replay: `reason` prefilled (editable) and `review`, the clip and
 * time watched, sent along for the audit entry.
 */
export function ReopenDialog({ draw, onClose, reason = '', review }: { draw: Couple; onClose: () => void; reason?: string; review?: Review }) {
  const { t } = useTranslation('results');
  const reopen = useReopen();
  const form = useForm<ReopenValues>({ resolver: zodResolver(reopenSchema), defaultValues: { reason } });
  const { errors, isDirty } = form.formState;
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  const submit = form.handleSubmit(async (values) => {
    try {
      await reopen.mutateAsync({ draw: draw.id, reason: values.reason.trim(), review });
      toast.success(t('common:toasts.saved'), t('reopen.done', { couple }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, { fields: ['reason'] }).length) notifyError(error);
    }
  });
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="reopen-form" icon="pi pi-lock-open" label={t('reopen.submit')} severity="warning" loading={reopen.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('reopen.title', { order: draw.order })} footer={footer} onHide={() => !reopen.isPending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '34rem' }} draggable={false} blockScroll className="reopen-dialog">
      <UnsavedChangesPrompt when={isDirty && !reopen.isSuccess} />
      <form id="reopen-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('reopen.explain', { couple })}</p>
        <FormField id="reopen-reason" label={t('reopen.reason')} required error={errors.reason?.message} hint={t('reopen.reasonHint')}>
          <InputTextarea rows={3} autoResize maxLength={REASON_MAX} {...form.register('reason')} {...fieldAria('reopen-reason', errors.reason?.message, true)} />
        </FormField>
      </form>
    </Dialog>
  );
}
