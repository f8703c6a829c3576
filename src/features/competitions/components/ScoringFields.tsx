// The competition's scoring rules: the preset (Grand Prix or IJF), each explained, and the Grand Prix
// flow mark. Native radio buttons and a checkbox (keyboard and screen readers for free); the server
// checks the same (flow only with Grand Prix) and refuses any change once evaluations are saved.
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/FormField';
import { CompetitionsScoringValues } from '@/lib/pb-types';
import type { CompetitionForm } from '../schema';

const PRESETS = CompetitionsScoringValues;

export function ScoringFields({ control, errors, readOnly }: { control: Control<CompetitionForm>; errors: FieldErrors<CompetitionForm>; readOnly: boolean }) {
  const { t } = useTranslation('competitions');
  const scoring = useWatch({ control, name: 'scoring' });
  return (
    <fieldset className={`form-field scoring-fields ${errors.scoring ? 'has-error' : ''}`} disabled={readOnly}>
      <legend className="form-label">{t('form.scoring')}</legend>
      <Controller
        control={control}
        name="scoring"
        render={({ field }) => (
          <div className="scoring-presets">
            {PRESETS.map((p) => (
              <label key={p} className={`scoring-preset ${field.value === p ? 'on' : ''}`}>
                <input type="radio" name={field.name} value={p} checked={field.value === p} onChange={() => field.onChange(p)} onBlur={field.onBlur} aria-describedby={`competition-scoring-${p}-text`} />
                <span>
                  <strong>{t(`form.presets.${p}.label`)}</strong>
                  <span id={`competition-scoring-${p}-text`} className="form-hint">
                    {t(`form.presets.${p}.text`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      />
      <FieldError id="competition-scoring" error={errors.scoring?.message} />
      <Controller
        control={control}
        name="flow"
        render={({ field }) => (
          <label className="scoring-flow">
            <input
              id="competition-flow"
              type="checkbox"
              checked={field.value && scoring === 'grand-prix'}
              disabled={readOnly || scoring !== 'grand-prix'}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              aria-describedby="competition-flow-hint"
            />
            <span>{t('form.flow')}</span>
          </label>
        )}
      />
      <div id="competition-flow-hint" className="form-hint">
        {t('form.flowHint')}
      </div>
      <FieldError id="competition-flow" error={errors.flow?.message} />
      <p className="form-hint">{t('form.scoringLocked')}</p>
    </fieldset>
  );
}
