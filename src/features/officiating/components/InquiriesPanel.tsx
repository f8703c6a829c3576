// The jury's inquiries on the supervisor's screen: every open inquiry of the competition, live (a new
// filing appears without a reload), with its couple, the techniques it names, the reason and, where
// the competition asks a fee, whether the desk has recorded it. Each opens the couple's recording at
// the first named technique, with a button per named technique (ClipReplay), and is decided there:
// rejected with a reason, or upheld, which reopens the couple for the judges to re-mark; the
// supervisor then validates it again (docs/judging.md "Video review and inquiries").
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldError, FormField, fieldAria } from '@/components/FormField';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors, fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { formatDateTime } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { REASON_MAX } from '@/lib/rules/reason';
import { inquiryItems, useCompetitionInquiries, useDecideInquiry, type Inquiry } from '@/lib/domain/inquiry/api';
import { techniqueLabel } from '@/lib/domain/inquiry/techniques';
import { useCoupleSheets, type KataSheet, type OfficialCompetition, type Poule } from '@/features/results/api';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { notifyError } from '@/features/results/errors';
import { ClipReplay } from './ClipReplay';
import { decideSchema, type DecideValues } from './inquirySchema';

interface Props {
  competition: OfficialCompetition;
  poules: Poule[];
  sheets: KataSheet[];
}

export function InquiriesPanel({ competition, poules, sheets }: Props) {
  const { t } = useTranslation('results');
  const takesInquiries = (competition.inquiryMinutes ?? 0) > 0;
  // A competition that takes no inquiries has none to decide: nothing is read or followed.
  const inquiries = useCompetitionInquiries(competition.id, takesInquiries);
  const open = (inquiries.data ?? []).filter((i) => i.status === 'open');
  const decided = (inquiries.data ?? []).filter((i) => i.status !== 'open');
  if (!takesInquiries) return null;
  return (
    <section className="panel inquiries-panel" aria-labelledby="inquiries-title">
      <h3 id="inquiries-title" className="subsection-title">
        {t('inquiries.title')} {open.length ? <span className="inquiries-count">{t('inquiries.openCount', { count: open.length })}</span> : null}
      </h3>
      <div aria-live="polite">
        {!open.length ? <p className="muted">{t('inquiries.none')}</p> : null}
        {open.map((inq) => {
          const poule = poules.find((p) => p.id === inq.expand?.draw?.poule);
          return <OpenInquiry key={inq.id} inquiry={inq} poule={poule} sheet={poule ? sheets.find((s) => s.kata === poule.kata) : undefined} feeRequired={!!competition.inquiryFee} />;
        })}
      </div>
      {decided.length ? (
        <details className="inquiries-decided">
          <summary>{t('inquiries.decided', { count: decided.length })}</summary>
          <ul>
            {decided.map((inq) => (
              <li key={inq.id}>
                <strong>{coupleOf(inq)}</strong> — {t(`inquiries.states.${inq.status}`)}
                {inq.decision ? `: ${inq.decision}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function coupleOf(inq: Inquiry): string {
  const d = inq.expand?.draw;
  return d ? coupleLabel({ tori: d.toriName, uke: d.ukeName }) : '';
}

function OpenInquiry({ inquiry, poule, sheet, feeRequired }: { inquiry: Inquiry; poule?: Poule; sheet?: KataSheet; feeRequired: boolean }) {
  const { t } = useTranslation('results');
  const items = inquiryItems(inquiry);
  const couple = coupleOf(inquiry);
  const headingId = `inquiry-${inquiry.id}`;
  const evaluations = useCoupleSheets(inquiry.draw, true);
  const feeMissing = feeRequired && !inquiry.feePaid;
  return (
    <article className="inquiry-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="inquiry-couple">
        {couple}
        {poule ? <span className="muted"> · {pouleLabel(t, { ...poule, circuitName: poule.expand?.circuit?.name })}</span> : null}
      </h4>
      <p className="muted">{t('inquiries.filedAt', { when: formatDateTime(inquiry.created) })}</p>
      <p>
        <strong>{t('inquiries.techniques')}</strong> {items.map((n) => techniqueLabel(t, sheet?.items, n)).join(' · ')}
      </p>
      <blockquote className="inquiry-reason">{inquiry.reason}</blockquote>
      {feeRequired ? (
        <p className={feeMissing ? 'inquiry-fee-missing' : 'inquiry-fee-paid'}>
          <span className={`pi ${feeMissing ? 'pi-exclamation-triangle' : 'pi-check-circle'}`} aria-hidden="true" /> {t(feeMissing ? 'inquiries.feeUnpaid' : 'inquiries.feePaid')}
        </p>
      ) : null}
      {sheet && evaluations.data?.length ? (
        <ClipReplay
          draw={inquiry.draw}
          items={sheet.items.filter((i) => i.kind !== 'flow').length}
          sheets={evaluations.data}
          focus={items.map((n) => n - 1)}
          name={(i) => techniqueLabel(t, sheet.items, i + 1)}
          idPrefix={`inquiry-replay-${inquiry.id}`}
        />
      ) : null}
      <DecideForm inquiry={inquiry} couple={couple} blocked={feeMissing} />
    </article>
  );
}

function DecideForm({ inquiry, couple, blocked }: { inquiry: Inquiry; couple: string; blocked: boolean }) {
  const { t } = useTranslation('results');
  const decide = useDecideInquiry();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<DecideValues>({ resolver: zodResolver(decideSchema), defaultValues: { status: undefined as unknown as DecideValues['status'], decision: '' } });
  const { errors, isDirty } = form.formState;
  const id = `decide-${inquiry.id}`;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await decide.mutateAsync({ id: inquiry.id, status: values.status, decision: values.decision.trim() });
      toast.success(t('common:toasts.saved'), t(values.status === 'upheld' ? 'inquiries.upheldDone' : 'inquiries.rejectedDone', { couple }));
    } catch (error) {
      const placed = applyFieldErrors(error, form.setError, { fields: ['status', 'decision'] });
      // The fee is the desk's, not a field of this form: said above the button.
      const fee = fieldErrorsOf(error).feePaid;
      if (fee) setFormError(localizeFieldError(fee));
      if (!placed.length && !fee) notifyError(error);
    }
  });
  return (
    <form id={id} className="form inquiry-decide" noValidate onSubmit={(e) => void submit(e)}>
      <UnsavedChangesPrompt when={isDirty && !decide.isSuccess} />
      <fieldset className={`form-field ${errors.status ? 'has-error' : ''}`} aria-describedby={errors.status ? `${id}-status-error` : undefined}>
        <legend className="form-label">{t('inquiries.outcome')}</legend>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <div className="inquiry-outcomes">
              {(['rejected', 'upheld'] as const).map((s) => (
                <label key={s} className="scoring-flow">
                  <input type="radio" name={`${id}-status`} value={s} checked={field.value === s} onChange={() => field.onChange(s)} onBlur={field.onBlur} aria-describedby={`${id}-${s}-hint`} />
                  <span>
                    <strong>{t(`inquiries.outcomes.${s}`)}</strong> <span id={`${id}-${s}-hint`} className="form-hint">{t(`inquiries.outcomes.${s}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        />
        <FieldError id={`${id}-status`} error={errors.status?.message} />
      </fieldset>
      <FormField id={`${id}-decision`} label={t('inquiries.decision')} error={errors.decision?.message} hint={t('inquiries.decisionHint')}>
        <InputTextarea rows={3} autoResize maxLength={REASON_MAX} {...form.register('decision')} {...fieldAria(`${id}-decision`, errors.decision?.message, true)} />
      </FormField>
      {formError ? (
        <p className="form-error" role="alert">
          <span className="pi pi-exclamation-circle" aria-hidden="true" /> {formError}
        </p>
      ) : null}
      <Button type="submit" icon="pi pi-check" label={t('inquiries.decide')} aria-label={t('inquiries.decideOf', { couple })} loading={decide.isPending} disabled={blocked} />
    </form>
  );
}
