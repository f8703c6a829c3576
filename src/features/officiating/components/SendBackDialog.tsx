// Sends a judge's sheet back: a dialog that says what happens (the sheet goes back to the judge's
// tablet; the couple waits for the correction) and takes a message for the judge, shown on the tablet
// with the sheet. The server writes the note and audits the send-back (POST /api/custom/evaluations/{id}/return).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { RETURN_NOTE_MAX } from '@/lib/rules/seatTablet';
import { vmsg } from '@/lib/core/validation';
import { toast } from '@/lib/core/toast';
import { notifyError } from '@/features/results/errors';
import { useSendBack, type Review } from '@/features/results/judge/supervisorApi';

const schema = z.object({ note: z.string().trim().max(RETURN_NOTE_MAX, { error: vmsg('maxLength', { max: RETURN_NOTE_MAX }) }) });
type Values = z.infer<typeof schema>;

/** The "Send back" button of a seat's sheet, with its dialog. */
export function SendBackButton({ evaluation, seat, judge, couple }: { evaluation: string; seat: number; judge: string; couple: string }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="small" outlined icon="pi pi-replay" label={t('supervise.sendBack')} aria-label={t('supervise.sendBackSeat', { n: seat })} onClick={() => setOpen(true)} />
      {open ? <SendBackDialog evaluation={evaluation} seat={seat} judge={judge} couple={couple} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The send-back's dialog. From the replay: `note` prefilled (naming the technique, editable) and
 * `review`, the clip and time watched, sent along for the audit entry.
 */
export function SendBackDialog({ evaluation, seat, judge, couple, onClose, note = '', review }: { evaluation: string; seat: number; judge: string; couple: string; onClose: () => void; note?: string; review?: Review }) {
  const { t } = useTranslation('results');
  const sendBack = useSendBack();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { note } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await sendBack.mutateAsync({ evaluation, note: values.note.trim(), review });
      toast.success(t('common:toasts.saved'), t('sendBack.done', { n: seat }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, { fields: ['note'] }).length) notifyError(error);
    }
  });
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="send-back-form" icon="pi pi-replay" label={t('sendBack.submit')} severity="warning" loading={sendBack.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('sendBack.title', { n: seat })} footer={footer} onHide={() => !sendBack.isPending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '34rem' }} draggable={false} blockScroll className="send-back-dialog">
      <form id="send-back-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('sendBack.explain', { judge: judge || t('supervise.seat', { n: seat }), couple })}</p>
        <FormField id="send-back-note" label={t('sendBack.note')} error={errors.note?.message} hint={t('sendBack.noteHint')}>
          <InputTextarea rows={3} autoResize maxLength={RETURN_NOTE_MAX} {...form.register('note')} {...fieldAria('send-back-note', errors.note?.message, true)} />
        </FormField>
      </form>
    </Dialog>
  );
}
