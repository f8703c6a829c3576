// The owner's side of an inquiry, on their enrolment: once the couple is validated in a competition
// that takes inquiries, "Ask for a review" while the window is open (how long is left, through Intl),
// then the inquiry's state and the jury's decision. The window and the state come from the public
// board (the couple's entry: inquiry, inquiryEnds, inquiryDecision), the inquiry itself from the
// owner's own inquiries (the reason they gave). The dialog names the techniques of the kata's sheet;
// the server's refusals land on their fields (techniques, reason) or, about the couple (not the
// owner's, already asked, window closed), at the head of the dialog.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldError, FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors, fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { formatDate, formatTimeLeft } from '@/lib/core/format';
import { pb } from '@/lib/core/pocketbase';
import { showError } from '@/lib/core/errors';
import { toast } from '@/lib/core/toast';
import { useSession } from '@/lib/core/session';
import { REASON_MAX } from '@/lib/rules/reason';
import { placeProvisional } from '@/lib/rules/inquiries';
import { boardRows, useBoard } from '@/lib/board/useBoard';
import type { SnapshotEntry } from '@/lib/board/snapshot';
import { useNow } from '@/lib/runningTimes';
import { useFileInquiry, useMyInquiries } from './api';
import { fileInquirySchema, type FileInquiryValues } from './fileSchema';
import { techniqueLabel, type SheetTechnique } from './techniques';
import { windowEndOf } from './provisional';
import './inquiry.css';

/** How often the time left is recomputed. */
const TICK_MS = 10_000;

interface Props {
  competitionId: string;
  enrolmentId: string;
  competitionStatus?: string;
  /** A fee paid at the desk is required before the jury decides. */
  fee?: boolean;
  couple: string;
}

export function CoupleInquiry({ competitionId, enrolmentId, competitionStatus, fee, couple }: Props) {
  const ongoing = competitionStatus === 'ongoing';
  const board = useBoard(competitionId, { select: boardRows, enabled: ongoing });
  const now = useNow(TICK_MS);
  if (!ongoing || !board.data) return null;
  // A couple of a final has a row in its group and one in the final: each is validated on its own.
  const entries = board.data.flatMap((r) => r.data.entries.filter((e) => e.enrolment === enrolmentId && (e.inquiryEnds || e.inquiry)).map((e) => ({ entry: e, kata: r.data.kata })));
  if (!entries.length) return null;
  return (
    <>
      {entries.map(({ entry, kata }) => (
        <EntryInquiry key={entry.id} entry={entry} kata={kata} now={now} fee={!!fee} couple={couple} />
      ))}
    </>
  );
}

function EntryInquiry({ entry, kata, now, fee, couple }: { entry: SnapshotEntry; kata: string; now: number; fee: boolean; couple: string }) {
  const { t } = useTranslation('common');
  // Read only where a couple of the owner is validated in a competition taking inquiries.
  const user = useSession();
  const inquiry = useMyInquiries(user?.id ?? '').data?.find((i) => i.draw === entry.id);
  const [asking, setAsking] = useState(false);
  const state = inquiry?.status || entry.inquiry || '';
  const end = windowEndOf(entry.inquiryEnds);
  // No inquiry filed: the window is open exactly while the place is provisional (the shared rule).
  const open = placeProvisional('', end, now);
  if (state) {
    const decision = inquiry?.decision || entry.inquiryDecision || '';
    return (
      <div className={`couple-inquiry couple-inquiry-${state}`} role="status" data-testid={`inquiry-state-${entry.id}`}>
        <p>
          <span className={`pi ${state === 'open' ? 'pi-hourglass' : state === 'upheld' ? 'pi-replay' : 'pi-times-circle'}`} aria-hidden="true" /> <strong>{t(`inquiry.state.${state}`)}</strong>
        </p>
        {state === 'open' && fee && inquiry && !inquiry.feePaid ? <p className="muted">{t('inquiry.payAtDesk')}</p> : null}
        {decision ? <p className="couple-inquiry-decision">{decision}</p> : null}
      </div>
    );
  }
  if (!open || end === null) return null;
  return (
    <div className="couple-inquiry">
      <p>
        <span className="pi pi-clock" aria-hidden="true" /> {t('inquiry.windowOpen', { until: formatDate(end, { timeStyle: 'short' }), left: formatTimeLeft(end - now) })}
      </p>
      <Button type="button" icon="pi pi-eye" outlined label={t('inquiry.ask')} aria-label={t('inquiry.askOf', { couple })} onClick={() => setAsking(true)} />
      {asking ? <AskDialog entry={entry} kata={kata} end={end} fee={fee} couple={couple} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

function useSheetItems(kata: string) {
  return useQuery({
    queryKey: ['kata_sheets', 'items', kata],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const sheet = await pb.collection('kata_sheets').getFirstListItem<{ items: SheetTechnique[] }>(pb.filter('kata = {:k}', { k: kata }), { fields: 'items', signal });
      return (sheet.items ?? []).filter((i) => i.kind !== 'flow');
    },
  });
}

function AskDialog({ entry, kata, end, fee, couple, onClose }: { entry: SnapshotEntry; kata: string; end: number; fee: boolean; couple: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const items = useSheetItems(kata);
  const file = useFileInquiry();
  const [coupleError, setCoupleError] = useState<string | undefined>();
  const form = useForm<FileInquiryValues>({ resolver: zodResolver(fileInquirySchema), defaultValues: { items: [], reason: '' } });
  const { errors, isDirty } = form.formState;
  const id = `inquiry-${entry.id}`;
  const submit = form.handleSubmit(async (values) => {
    setCoupleError(undefined);
    try {
      await file.mutateAsync({ draw: entry.id, items: [...values.items].sort((a, b) => a - b), reason: values.reason.trim() });
      toast.success(t('toasts.saved'), t('inquiry.filed', { couple }));
      onClose();
    } catch (error) {
      const placed = applyFieldErrors(error, form.setError, { fields: ['items', 'reason'] });
      // Refusals about the couple itself: not the owner's, already asked, the window closed.
      const about = fieldErrorsOf(error).draw;
      if (about) setCoupleError(localizeFieldError(about));
      if (!placed.length && !about) showError(error, 'saveFailed');
    }
  });
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form={`${id}-form`} icon="pi pi-send" label={t('inquiry.submit')} loading={file.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('inquiry.askTitle', { couple })} footer={footer} onHide={() => !file.isPending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '36rem' }} draggable={false} blockScroll className="inquiry-dialog">
      <UnsavedChangesPrompt when={isDirty && !file.isSuccess} />
      <form id={`${id}-form`} className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('inquiry.explain', { until: formatDate(end, { timeStyle: 'short' }) })}</p>
        {fee ? <p className="notice">{t('inquiry.feeNotice')}</p> : null}
        {coupleError ? (
          <p className="form-error" role="alert" id={`${id}-draw-error`}>
            <span className="pi pi-exclamation-circle" aria-hidden="true" /> {coupleError}
          </p>
        ) : null}
        <fieldset className={`form-field inquiry-techniques ${errors.items ? 'has-error' : ''}`} aria-describedby={errors.items ? `${id}-items-error` : undefined}>
          <legend className="form-label">{t('inquiry.techniques')}</legend>
          <Controller
            control={form.control}
            name="items"
            render={({ field }) => (
              <ul className="inquiry-technique-list">
                {(items.data ?? []).map((_item, i) => {
                  const n = i + 1;
                  const checked = field.value.includes(n);
                  return (
                    <li key={n}>
                      <label>
                        <input type="checkbox" checked={checked} onChange={() => field.onChange(checked ? field.value.filter((v) => v !== n) : [...field.value, n])} onBlur={field.onBlur} />
                        <span>{techniqueLabel(t, items.data, n)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
          <FieldError id={`${id}-items`} error={errors.items?.message} />
        </fieldset>
        <FormField id={`${id}-reason`} label={t('inquiry.reason')} required error={errors.reason?.message} hint={t('inquiry.reasonHint')}>
          <InputTextarea rows={3} autoResize maxLength={REASON_MAX} {...form.register('reason')} {...fieldAria(`${id}-reason`, errors.reason?.message, true)} />
        </FormField>
      </form>
    </Dialog>
  );
}

