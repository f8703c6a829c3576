// The breaks of the competition day (src/lib/rules/breaks.ts), next to the format in the draw
// management: a break after every n couples on a tatami, a break between poules, and the lunch break
// (a daily time, hours and minutes, and its length). The lunch time is stored as `lunchAt`, a date: that
// time on the competition's first day (the rule reads only its time of day, so a date stored on another
// day reads the same). The running order, the athletes' times and
// the venue screen place them. The same rule is checked here for comfort and by the server, whose
// field errors show next to their fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { showError } from '@/lib/core/errors';
import { toast } from '@/lib/core/toast';
import { i18n } from '@/lib/core/i18n';
import { BREAK_LIMITS, breakError, breakSettings } from '@/lib/rules/breaks';
import { useSaveBreaks, type BreaksInput, type OfficialCompetition } from '@/features/results/api';
import { fromTimeInputValue, toTimeInputValue } from '@/lib/core/dateInput';

type Field = keyof BreaksInput;

export function BreaksForm({ competition }: { competition: OfficialCompetition }) {
  const { t } = useTranslation('results');
  const save = useSaveBreaks(competition.id);
  const [every, setEvery] = useState<number>(competition.breakEvery || 0);
  const [everyMinutes, setEveryMinutes] = useState<number>(competition.breakMinutes || 0);
  const [pouleMinutes, setPouleMinutes] = useState<number>(competition.pouleBreakMinutes || 0);
  const [lunch, setLunch] = useState<string>(toTimeInputValue(competition.lunchAt));
  const [lunchMinutes, setLunchMinutes] = useState<number>(competition.lunchMinutes || 0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const number = (field: Field, label: string, value: number, set: (v: number) => void, max: number, hint?: string) => {
    const id = `breaks-${field}`;
    const described = [hint ? `${id}-hint` : '', errors[field] ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <InputNumber inputId={id} value={value} min={0} max={max} onValueChange={(e) => set(e.value ?? 0)} invalid={!!errors[field]} aria-invalid={!!errors[field]} aria-describedby={described} />
        {hint ? (
          <small id={`${id}-hint`} className="muted">
            {hint}
          </small>
        ) : null}
        {errors[field] ? (
          <small id={`${id}-error`} className="p-error">
            {errors[field]}
          </small>
        ) : null}
      </div>
    );
  };

  return (
    <section className="panel" aria-labelledby="breaks-title">
      <h3 id="breaks-title" className="subsection-title">
        {t('breaks.title')}
      </h3>
      <form
        className="format-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const body: BreaksInput = { breakEvery: every, breakMinutes: everyMinutes, pouleBreakMinutes: pouleMinutes, lunchAt: fromTimeInputValue(lunch, competition.date), lunchMinutes };
          const own = breakError(breakSettings(body));
          if (own) {
            setErrors({ [own.field]: i18n.t(`common:errors.${own.code}`) });
            return;
          }
          setErrors({});
          save.mutate(body, {
            onSuccess: () => toast.success(t('common:toasts.saved'), t('breaks.saved')),
            onError: (error) => {
              const fields = fieldErrorsOf(error);
              if (Object.keys(fields).length) setErrors(Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, localizeFieldError(v)])));
              else showError(error, 'saveFailed');
            },
          });
        }}
      >
        {number('breakEvery', t('breaks.every'), every, setEvery, BREAK_LIMITS.every.max, t('breaks.everyHint'))}
        {number('breakMinutes', t('breaks.everyMinutes'), everyMinutes, setEveryMinutes, BREAK_LIMITS.everyMinutes.max)}
        {number('pouleBreakMinutes', t('breaks.pouleMinutes'), pouleMinutes, setPouleMinutes, BREAK_LIMITS.pouleMinutes.max)}
        <div className="field">
          <label htmlFor="breaks-lunchAt">{t('breaks.lunchAt')}</label>
          <input
            id="breaks-lunchAt"
            type="time"
            step={60}
            className={`p-inputtext p-component ${errors.lunchAt ? 'p-invalid' : ''}`}
            value={lunch}
            onChange={(e) => setLunch(e.target.value)}
            aria-invalid={!!errors.lunchAt}
            aria-describedby={errors.lunchAt ? 'breaks-lunchAt-hint breaks-lunchAt-error' : 'breaks-lunchAt-hint'}
          />
          <small id="breaks-lunchAt-hint" className="muted">
            {t('breaks.lunchAtHint')}
          </small>
          {errors.lunchAt ? (
            <small id="breaks-lunchAt-error" className="p-error">
              {errors.lunchAt}
            </small>
          ) : null}
        </div>
        {number('lunchMinutes', t('breaks.lunchMinutes'), lunchMinutes, setLunchMinutes, BREAK_LIMITS.lunchMinutes.max)}
        <Button type="submit" icon="pi pi-check" label={t('common:actions.save')} aria-label={`${t('common:actions.save')} – ${t('breaks.title')}`} outlined loading={save.isPending} />
      </form>
    </section>
  );
}
