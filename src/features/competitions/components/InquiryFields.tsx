// The competition's inquiries: how many minutes after a couple's validation its owner may ask the
// jury to look again (0: no inquiries), and whether a fee paid at the desk is required before the
// jury decides (src/lib/rules/inquiries.ts; the server checks the same range and names the field).
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FieldError, FormField, fieldAria } from '@/components/FormField';
import type { CompetitionForm } from '../schema';

interface Props {
  control: Control<CompetitionForm>;
  register: UseFormRegister<CompetitionForm>;
  errors: FieldErrors<CompetitionForm>;
  readOnly: boolean;
}

export function InquiryFields({ control, register, errors, readOnly }: Props) {
  const { t } = useTranslation('competitions');
  const minutes = useWatch({ control, name: 'inquiryMinutes' });
  const off = !(Number(minutes) > 0);
  const error = errors.inquiryMinutes?.message;
  return (
    <fieldset className="form-field inquiry-fields" disabled={readOnly}>
      <legend className="form-label">{t('form.inquiries')}</legend>
      <FormField id="competition-inquiryMinutes" label={t('form.inquiryMinutes')} error={error} hint={t('form.inquiryMinutesHint')}>
        <InputText
          {...fieldAria('competition-inquiryMinutes', error, true)}
          {...register('inquiryMinutes', { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          className="inquiry-minutes"
          invalid={!!error}
        />
      </FormField>
      <label className="scoring-flow">
        <input id="competition-inquiryFee" type="checkbox" {...register('inquiryFee')} disabled={readOnly || off} aria-describedby="competition-inquiryFee-hint" />
        <span>{t('form.inquiryFee')}</span>
      </label>
      <div id="competition-inquiryFee-hint" className="form-hint">
        {t('form.inquiryFeeHint')}
      </div>
      <FieldError id="competition-inquiryFee" error={errors.inquiryFee?.message} />
    </fieldset>
  );
}
