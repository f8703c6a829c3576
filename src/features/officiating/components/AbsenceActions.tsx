// The officials' actions on a drawn couple that will not perform, and on the finalists by hand: mark a
// couple withdrawn or did-not-perform (or take the mark back), remove a finalist, give an absent
// finalist's place to the next best of its group, add a group's couple to the final. Each asks a
// reason (audited); the server decides (pb_hooks/results_absence.pb.js, results_finalists.pb.js) and
// its refusals show next to the reason or as a toast.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { absenceOpen, type Absence } from '@/lib/rules/absence';
import { REASON_MAX } from '@/lib/rules/reason';
import { toast } from '@/lib/core/toast';
import { useChangeFinalists, useMarkAbsence } from '../absenceApi';
import type { Draw, Poule } from '@/features/results/api';
import { notifyError } from '@/features/results/errors';
import { coupleLabel } from '@/features/results/components/labels';
import { reasonSchema, type ReasonValues } from './reasonSchema';

type Mode = 'mark' | 'undo' | 'remove' | 'replace';

const stateOf = (d: Pick<Draw, 'absence'>): Absence | '' => (d.absence === 'withdrawn' || d.absence === 'did_not_perform' ? d.absence : '');

/** The per-couple buttons of a published poule (the couple has no sheet yet); `finalDrawn`: its category's final exists. */
export function CoupleAbsenceActions({ competitionId, poule, draw, finalDrawn = false }: { competitionId: string; poule: Poule; draw: Draw; finalDrawn?: boolean }) {
  const { t } = useTranslation('results');
  const [mode, setMode] = useState<Mode | null>(null);
  const absent = stateOf(draw);
  const performed = (draw.judgeTotals ?? []).some((v) => v !== null) || !!draw.performedAt;
  if (performed || !absenceOpen(poule.phase, finalDrawn)) return null;
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  const final = poule.phase === 'final';
  return (
    <>
      {absent ? (
        <Button type="button" size="small" text icon="pi pi-undo" label={t('absence.undo')} aria-label={t('absence.undoOf', { order: draw.order })} onClick={() => setMode('undo')} />
      ) : (
        <Button type="button" size="small" text severity="warning" icon="pi pi-user-minus" label={t('absence.action')} aria-label={t('absence.actionOf', { order: draw.order })} onClick={() => setMode('mark')} />
      )}
      {final && absent ? (
        <Button type="button" size="small" text icon="pi pi-sync" label={t('finalists.replace')} aria-label={t('finalists.replaceOf', { couple })} onClick={() => setMode('replace')} />
      ) : null}
      {final && !absent ? (
        <Button type="button" size="small" text severity="danger" icon="pi pi-times" label={t('finalists.remove')} aria-label={t('finalists.removeOf', { couple })} onClick={() => setMode('remove')} />
      ) : null}
      {mode === 'mark' || mode === 'undo' ? <AbsenceDialog competitionId={competitionId} draw={draw} undo={mode === 'undo'} onClose={() => setMode(null)} /> : null}
      {mode === 'remove' || mode === 'replace' ? <FinalistDialog competitionId={competitionId} poule={poule} draw={draw} mode={mode} onClose={() => setMode(null)} /> : null}
    </>
  );
}

/** The dialog of a reason: the text, the submit button, the extra fields given; server field errors on `reason`. */
function ReasonDialog({
  id,
  header,
  submitLabel,
  icon,
  pending,
  dirty,
  check,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  header: string;
  submitLabel: string;
  icon: string;
  pending: boolean;
  dirty?: boolean;
  /** The extra fields' own check (they show their error): false stops the submit. */
  check?: () => boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('results');
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors, isDirty } = form.formState;
  const [done, setDone] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    if (check && !check()) return;
    try {
      await onSubmit(values.reason.trim());
      setDone(true);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, { fields: ['reason'] }).length) notifyError(error);
    }
  });
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form={id} icon={icon} label={submitLabel} loading={pending} />
    </div>
  );
  return (
    <Dialog visible header={header} footer={footer} onHide={() => !pending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '34rem' }} draggable={false} blockScroll className="absence-dialog">
      <UnsavedChangesPrompt when={(isDirty || !!dirty) && !done} />
      <form
        id={id}
        className="form"
        noValidate
        onSubmit={(e) => {
          // Every field's error at once: the extra fields' too when the reason is wrong.
          check?.();
          void submit(e);
        }}
      >
        {children}
        <FormField id={`${id}-reason`} label={t('absence.reason')} required error={errors.reason?.message} hint={t('absence.reasonHint')}>
          <InputTextarea rows={3} autoResize maxLength={REASON_MAX} {...form.register('reason')} {...fieldAria(`${id}-reason`, errors.reason?.message, true)} />
        </FormField>
      </form>
    </Dialog>
  );
}

function AbsenceDialog({ competitionId, draw, undo, onClose }: { competitionId: string; draw: Draw; undo: boolean; onClose: () => void }) {
  const { t } = useTranslation('results');
  const mark = useMarkAbsence(competitionId);
  const [kind, setKind] = useState<Absence>('did_not_perform');
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  const current = stateOf(draw);
  return (
    <ReasonDialog
      id="absence-form"
      header={t(undo ? 'absence.undoTitle' : 'absence.title', { order: draw.order })}
      submitLabel={t(undo ? 'absence.undoSubmit' : 'absence.submit')}
      icon={undo ? 'pi pi-undo' : 'pi pi-user-minus'}
      pending={mark.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        await mark.mutateAsync({ draw: draw.id, absence: undo ? '' : kind, reason });
        toast.success(t('common:toasts.saved'), undo ? t('absence.undone', { couple }) : t('absence.done', { couple, state: t(`absence.states.${kind}`) }));
      }}
    >
      {undo ? (
        <p>{t('absence.undoExplain', { couple, state: current ? t(`absence.states.${current}`) : '' })}</p>
      ) : (
        <>
          <p>{t('absence.explain', { couple })}</p>
          <fieldset className="form-field radio-group">
            <legend className="form-label">{t('absence.kind')}</legend>
            <div className="radio-options">
              {(['did_not_perform', 'withdrawn'] as const).map((k) => (
                <div key={k} className="radio-option">
                  <RadioButton inputId={`absence-kind-${k}`} name="absence-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                  <label htmlFor={`absence-kind-${k}`}>{t(`absence.states.${k}`)}</label>
                </div>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </ReasonDialog>
  );
}

function FinalistDialog({ competitionId, poule, draw, mode, onClose }: { competitionId: string; poule: Poule; draw: Draw; mode: 'remove' | 'replace'; onClose: () => void }) {
  const { t } = useTranslation('results');
  const change = useChangeFinalists(competitionId, poule.id);
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  return (
    <ReasonDialog
      id="finalist-form"
      header={t(mode === 'remove' ? 'finalists.removeTitle' : 'finalists.replaceTitle', { couple })}
      submitLabel={t(mode === 'remove' ? 'finalists.remove' : 'finalists.replace')}
      icon={mode === 'remove' ? 'pi pi-times' : 'pi pi-sync'}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        await change.mutateAsync({ action: mode, draw: draw.id, reason });
        toast.success(t('common:toasts.saved'), t(mode === 'remove' ? 'finalists.removed' : 'finalists.replaced', { couple }));
      }}
    >
      <p>{t(mode === 'remove' ? 'finalists.removeExplain' : 'finalists.replaceExplain', { couple })}</p>
    </ReasonDialog>
  );
}

/** "Add a finalist": a couple of the category's groups not in the final (nor absent there). */
export function AddFinalist({ competitionId, poule, candidates }: { competitionId: string; poule: Poule; candidates: Draw[] }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useChangeFinalists(competitionId, poule.id);
  if (!candidates.length) return null;
  const options = candidates.map((d) => ({ value: d.enrolment, label: coupleLabel({ tori: d.toriName, uke: d.ukeName }) }));
  return (
    <>
      <Button type="button" size="small" text icon="pi pi-user-plus" label={t('finalists.add')} onClick={() => setOpen(true)} />
      {open ? (
        <ReasonDialog
          id="add-finalist-form"
          header={t('finalists.addTitle')}
          submitLabel={t('finalists.add')}
          icon="pi pi-user-plus"
          pending={change.isPending}
          dirty={!!enrolment}
          onClose={() => {
            setOpen(false);
            setEnrolment('');
            setMissing(false);
          }}
          check={() => {
            setMissing(!enrolment);
            return !!enrolment;
          }}
          onSubmit={async (reason) => {
            await change.mutateAsync({ action: 'add', enrolment, reason });
            toast.success(t('common:toasts.saved'), t('finalists.added', { couple: options.find((o) => o.value === enrolment)?.label ?? '' }));
            setEnrolment('');
          }}
        >
          <p>{t('finalists.addExplain')}</p>
          <FormField id="add-finalist-couple" label={t('finalists.couple')} required error={missing ? t('common:validation.required') : undefined}>
            <NamedDropdown
              inputId="add-finalist-couple"
              label={t('finalists.couple')}
              value={enrolment}
              options={options}
              onChange={(e) => {
                setEnrolment(e.value as string);
                setMissing(false);
              }}
              aria-invalid={missing || undefined}
            />
          </FormField>
        </ReasonDialog>
      ) : null}
    </>
  );
}
