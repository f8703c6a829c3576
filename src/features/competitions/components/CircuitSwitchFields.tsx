// A circuit's scoring switches (children's rules): no forgotten techniques, no big mistakes, no
// halving (src/lib/rules/scoring.ts Switches). Native checkboxes, each explained; the tablets and the
// paper forms of the circuit's poules follow them, and the server refuses a sheet they forbid and any
// change once a sheet of the circuit is saved.
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FormField';
import { SWITCHES } from '@/lib/rules/scoring';
import type { CircuitForm } from '../schema';

export function CircuitSwitchFields({ prefix, control, errors }: { prefix: string; control: Control<CircuitForm>; errors: FieldErrors<CircuitForm> }) {
  const { t } = useTranslation('competitions');
  const error = SWITCHES.map((k) => errors[k]?.message).find(Boolean);
  return (
    <fieldset className={`form-field circuit-switches ${error ? 'has-error' : ''}`}>
      <legend className="form-label">{t('circuits.switches.title')}</legend>
      <div className="scoring-presets">
        {SWITCHES.map((k) => (
          <Controller
            key={k}
            control={control}
            name={k}
            render={({ field }) => (
              <label className={`scoring-preset ${field.value ? 'on' : ''}`}>
                <input id={`${prefix}-${k}`} type="checkbox" name={field.name} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} aria-describedby={`${prefix}-${k}-text`} />
                <span>
                  <strong>{t(`circuits.switches.${k}`)}</strong>
                  <span id={`${prefix}-${k}-text`} className="form-hint">
                    {t(`circuits.switches.${k}Hint`)}
                  </span>
                </span>
              </label>
            )}
          />
        ))}
      </div>
      <FieldError id={`${prefix}-switches`} error={error} />
      <p className="form-hint">{t('circuits.switches.locked')}</p>
    </fieldset>
  );
}
