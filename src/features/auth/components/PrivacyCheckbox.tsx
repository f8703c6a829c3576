import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { FieldError } from '@/components/FormField';
import { paths } from '@/lib/core/paths';

/**
 * "I have read and accept the privacy policy" with a link to the policy. The link opens a new tab so
 * that a half-filled form is not lost (`inPage`: the policy is this page, no link).
 */
export function PrivacyCheckbox<T extends FieldValues>({ control, name, inPage = false }: { control: Control<T>; name: Path<T>; inPage?: boolean }) {
  const { t } = useTranslation('auth');
  const id = String(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="form-field">
          <div className="check-field">
            <Checkbox
              inputId={id}
              inputRef={field.ref}
              name={field.name}
              checked={!!field.value}
              onChange={(e) => field.onChange(!!e.checked)}
              onBlur={field.onBlur}
              invalid={!!fieldState.error}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
            />
            <label htmlFor={id}>
              {inPage ? (
                t('privacy.gate.label')
              ) : (
                <Trans
                  t={t}
                  i18nKey="fields.privacyAccept"
                  components={{
                    lnk: <a href={paths.privacyPolicy()} target="_blank" rel="noopener" />,
                  }}
                />
              )}
              {inPage ? null : <span className="sr-only"> {t('fields.newTab')}</span>}
            </label>
          </div>
          <FieldError id={id} error={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
