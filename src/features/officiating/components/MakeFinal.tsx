// "Make the final" of one category: disabled, with the reason next to it, until the server would
// accept it (every group published and scored, no tie at a group's last place). Enabled, it opens a
// dialog where the officials shape the final before it is drawn: how many couples (the competition's
// setting to start with), who goes through from each group and why the others do not (below the
// places of their group, absent), couples joined by hand with a reason, and the tatami and start time
// of the final. The server checks it all again and saves it at once (pb_hooks/results_draws.pb.js).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { formatNumber } from '@/lib/core/format';
import { i18n } from '@/lib/core/i18n';
import { finalCountAllowed } from '@/lib/rules/final';
import { REASON_MAX } from '@/lib/rules/reason';
import { toast } from '@/lib/core/toast';
import { vReason } from '@/lib/core/validation';
import { useMakeFinal, type Draw, type Poule } from '@/features/results/api';
import { notifyError } from '@/features/results/errors';
import { finalReadiness, finalPlan, finalSelection, type FinalSelection } from '@/features/results/final';
import { categoryLabel, coupleLabel, pouleLabel } from '@/features/results/components/labels';

type Field = 'count' | 'tatami' | 'startsAt' | 'add' | 'reason';
const FIELDS: readonly Field[] = ['count', 'tatami', 'startsAt', 'add', 'reason'];

interface Props {
  competitionId: string;
  circuit: string;
  circuitName: string;
  kata: Poule['kata'];
  groups: Poule[];
  draws: Draw[];
  finalists: number;
  /** The competition's tatami (the final may go on any of them). */
  tatamiCount?: number;
}

export function MakeFinal({ competitionId, circuit, circuitName, kata, groups, draws, finalists, tatamiCount = 1 }: Props) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const category = categoryLabel(t, { circuitName, kata });
  const state = finalReadiness(groups, draws, finalists);
  const plan = finalPlan(finalists, groups.length);
  const hintId = `final-hint-${circuit}-${kata}`;
  const names = (ps: string[]) => joinList(ps.map((name) => pouleLabel(t, { kata, name, phase: 'group' }, false)));
  let reason = '';
  if (!state.ready) {
    if (state.reason === 'noGroups') reason = t('final.noGroups');
    else if (state.reason === 'unpublished') reason = t('final.unpublished', { poules: names(state.poules) });
    else if (state.reason === 'unscored') {
      const shown = state.couples.slice(0, 5).map(coupleLabel);
      reason = t('final.unscored', { count: state.couples.length, couples: joinList(shown) + (state.couples.length > shown.length ? ' …' : '') });
    } else reason = t('final.tie', { poules: names(state.poules) });
  }
  return (
    <div className="make-final">
      <Button
        type="button"
        size="small"
        icon="pi pi-star"
        label={t('manage.makeFinal')}
        aria-label={`${t('manage.makeFinal')} – ${category}`}
        aria-describedby={hintId}
        aria-haspopup="dialog"
        disabled={!state.ready}
        onClick={() => setOpen(true)}
      />
      <small id={hintId} className="muted make-final-hint">
        {composition(t, plan.perGroup, groups.length)}
        {plan.exact ? '' : ` ${t('final.notExact', { asked: plan.asked, total: plan.total })}`}
        {reason ? ` ${reason}` : ''}
      </small>
      {open ? (
        <MakeFinalDialog
          competitionId={competitionId}
          circuit={circuit}
          kata={kata}
          category={category}
          groups={groups}
          draws={draws}
          finalists={plan.asked}
          tatamiCount={tatamiCount}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'results'>>['t'];

const composition = (t: T, perGroup: number, groups: number) =>
  groups > 1 ? t('final.fromEach', { count: perGroup, groups, total: perGroup * groups }) : t('final.fromOne', { count: perGroup });

/** What the dialog says of the final's size: how many go, and why fewer than asked. */
export function selectionSummary(t: T, s: FinalSelection, kata: string, added: number): string {
  const parts = [t('final.goes', { count: s.total + added })];
  if (s.planned < s.asked) parts.push(t('final.notExact', { asked: s.asked, total: s.planned }));
  if (s.short) {
    if (s.groups.length === 1) parts.push(t('final.shortOne', { count: s.performed }));
    else s.groups.filter((g) => g.short).forEach((g) => parts.push(t('final.shortGroup', { poule: pouleLabel(t, { kata, name: g.name, phase: 'group' }, false), count: g.performed })));
  }
  if (added) parts.push(t('final.byHandCount', { count: added }));
  return parts.join(' ');
}

function MakeFinalDialog({
  competitionId,
  circuit,
  kata,
  category,
  groups,
  draws,
  finalists,
  tatamiCount,
  onClose,
}: {
  competitionId: string;
  circuit: string;
  kata: Poule['kata'];
  category: string;
  groups: Poule[];
  draws: Draw[];
  finalists: number;
  tatamiCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('results');
  const final = useMakeFinal(competitionId);
  const ids = new Set(groups.map((g) => g.id));
  const drawn = draws.filter((d) => ids.has(d.poule)).length;
  const [count, setCount] = useState<number | null>(Math.min(finalists, Math.max(1, drawn)));
  const [added, setAdded] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [tatami, setTatami] = useState(0);
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // An edited field's error goes with the edit (it is checked again on submit).
  const edit = (field: Field, apply: () => void) => {
    apply();
    if (errors[field]) setErrors((cur) => ({ ...cur, [field]: undefined }));
  };
  const valid = count !== null && finalCountAllowed(count, drawn);
  const selection = finalSelection(groups, draws, valid ? count : finalists);
  // A couple ticked by hand that the new size now takes anyway is no longer "by hand".
  const byHand = added.filter((en) => selection.groups.some((g) => g.entries.some((e) => e.draw.enrolment === en && e.status === 'below')));
  const id = `final-form-${circuit}-${kata}`;
  const described = (field: Field, hint = false) => [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const tatamiOptions = [{ value: 0, label: t('running.noTatami') }, ...Array.from({ length: Math.max(1, tatamiCount) }, (_, i) => ({ value: i + 1, label: t('running.tatamiN', { n: i + 1 }) }))];

  const submit = () => {
    const own: Partial<Record<Field, string>> = {};
    if (!valid) own.count = i18n.t('common:errors.final_count', { max: drawn });
    if (byHand.length) {
      const r = vReason().safeParse(reason);
      if (!r.success) own.reason = r.error.issues[0]?.message ?? '';
    }
    setErrors(own);
    if (Object.keys(own).length) return;
    const at = start ? new Date(start) : null;
    final.mutate(
      { circuit, kata, count: count ?? undefined, tatami, startsAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '', add: byHand, reason: byHand.length ? reason.trim() : '' },
      {
        onSuccess: () => {
          toast.success(t('common:toasts.saved'), t('manage.finalMade'));
          onClose();
        },
        onError: (error) => {
          const fields = Object.entries(fieldErrorsOf(error)).filter(([f]) => (FIELDS as readonly string[]).includes(f));
          if (fields.length) setErrors(Object.fromEntries(fields.map(([f, v]) => [f, localizeFieldError(v)])));
          else notifyError(error);
        },
      },
    );
  };

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form={id} icon="pi pi-star" label={t('manage.makeFinal')} loading={final.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('final.dialogTitle', { category })} footer={footer} onHide={() => !final.isPending && onClose()} breakpoints={{ '640px': '100vw' }} style={{ width: '44rem' }} draggable={false} blockScroll className="make-final-dialog">
      <form
        id={id}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>{t('final.dialogExplain')}</p>
        <div className="form-field">
          <label htmlFor={`${id}-count`} className="form-label">
            {t('final.count')}
          </label>
          <InputNumber
            inputId={`${id}-count`}
            value={count}
            min={1}
            max={Math.max(1, drawn)}
            showButtons
            buttonLayout="horizontal"
            decrementButtonIcon="pi pi-minus"
            incrementButtonIcon="pi pi-plus"
            decrementButtonClassName="p-button-outlined"
            incrementButtonClassName="p-button-outlined"
            // onChange follows each keystroke (the summary with it), onValueChange the buttons and the blur.
            onChange={(e) => edit('count', () => setCount(e.value ?? null))}
            onValueChange={(e) => edit('count', () => setCount(e.value ?? null))}
            invalid={!!errors.count}
            aria-invalid={!!errors.count}
            aria-describedby={described('count', true)}
          />
          {errors.count ? (
            <small id={`${id}-count-error`} className="form-error">
              <span className="pi pi-exclamation-circle" aria-hidden="true" /> {errors.count}
            </small>
          ) : null}
          <div id={`${id}-count-hint`} className="form-hint">
            {t('final.countHint', { finalists })} {composition(t, selection.perGroup, groups.length)}
          </div>
        </div>
        <p className="make-final-summary" role="status">
          {selectionSummary(t, selection, kata, byHand.length)}
        </p>
        {selection.groups.map((g) => {
          const label = pouleLabel(t, { kata, name: g.name, phase: 'group' }, false);
          return (
            <section key={g.id} className="final-group" aria-label={label}>
              {groups.length > 1 ? <h4 className="final-group-title">{label}</h4> : null}
              <ul className="final-list">
                {g.entries.map(({ draw: d, status }) => {
                  const couple = coupleLabel({ tori: d.toriName, uke: d.ukeName });
                  const checkId = `${id}-add-${d.id}`;
                  const ticked = byHand.includes(d.enrolment);
                  return (
                    <li key={d.id} className={`final-entry final-${status}${ticked ? ' final-by-hand' : ''}`}>
                      <span className="final-couple">{couple}</span>
                      <span className="final-rank muted">{d.scored && status !== 'absent' ? t('final.rankPoints', { rank: d.rank, points: formatNumber(d.points) }) : ''}</span>
                      <span className="final-status">
                        {status === 'qualified' ? <span className="pi pi-check" aria-hidden="true" /> : null}{' '}
                        {status === 'absent' ? t(`absence.states.${d.absence as 'withdrawn' | 'did_not_perform'}`) : t(`final.status.${status}`, { count: selection.perGroup })}
                      </span>
                      {status === 'below' ? (
                        <span className="final-add">
                          <Checkbox
                            inputId={checkId}
                            checked={ticked}
                            aria-label={t('final.addByHandOf', { couple })}
                            onChange={(e) => edit('add', () => setAdded((cur) => (e.checked ? [...cur, d.enrolment] : cur.filter((x) => x !== d.enrolment))))}
                          />
                          <label htmlFor={checkId}>{t('final.addByHand')}</label>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        {errors.add ? (
          <small id={`${id}-add-error`} className="form-error">
            <span className="pi pi-exclamation-circle" aria-hidden="true" /> {errors.add}
          </small>
        ) : null}
        {byHand.length ? (
          <FormField id={`${id}-reason`} label={t('final.byHandReason')} required error={errors.reason} hint={t('final.byHandReasonHint')}>
            <InputTextarea rows={2} autoResize maxLength={REASON_MAX} value={reason} onChange={(e) => edit('reason', () => setReason(e.target.value))} {...fieldAria(`${id}-reason`, errors.reason, true)} />
          </FormField>
        ) : null}
        <fieldset className="final-place">
          <legend className="form-label">{t('final.where')}</legend>
          <div className="final-place-fields">
            <div className="form-field">
              <label htmlFor={`${id}-tatami`} className="form-label">
                {t('running.tatami')}
              </label>
              <NamedDropdown inputId={`${id}-tatami`} label={t('running.tatami')} value={tatami} options={tatamiOptions} onChange={(e) => edit('tatami', () => setTatami(e.value as number))} aria-describedby={described('tatami')} />
              {errors.tatami ? (
                <small id={`${id}-tatami-error`} className="form-error">
                  <span className="pi pi-exclamation-circle" aria-hidden="true" /> {errors.tatami}
                </small>
              ) : null}
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-start`} className="form-label">
                {t('running.startsAt')}
              </label>
              <input id={`${id}-start`} type="datetime-local" className="p-inputtext p-component" value={start} onChange={(e) => edit('startsAt', () => setStart(e.target.value))} aria-invalid={!!errors.startsAt} aria-describedby={described('startsAt')} />
              {errors.startsAt ? (
                <small id={`${id}-startsAt-error`} className="form-error">
                  <span className="pi pi-exclamation-circle" aria-hidden="true" /> {errors.startsAt}
                </small>
              ) : null}
            </div>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

const joinList = (items: string[]) => items.join(', ');
