import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatBytes } from '@/lib/core/format';
import { LOGO_TYPES, logoError } from '../schema';

export interface LogoFieldProps {
  /** URL of the stored logo ("" when there is none). */
  currentUrl: string;
  /** undefined: keep the stored logo; File: replace it; null: remove it. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  /** Server error for the logo field. */
  error?: string;
}

/** Logo upload with preview; image types and size are checked here and again by the server. */
export function LogoField({ currentUrl, value, onChange, error }: LogoFieldProps) {
  const { t } = useTranslation('competitions');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const preview = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : ''), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = value === null ? '' : preview || currentUrl;
  const message = localError ?? error;

  return (
    <div className={`form-field ${message ? 'has-error' : ''}`}>
      <span className="form-label" id={`${id}-label`}>
        {t('form.logo')}
      </span>
      <div className="logo-field">
        <div className="logo-field-preview">
          {shown ? <img src={shown} alt={t('form.logoPreview')} /> : <span className="pi pi-image" aria-hidden="true" />}
        </div>
        <div className="logo-field-actions">
          <input
            ref={input}
            id={`${id}-input`}
            className="sr-only"
            type="file"
            accept={LOGO_TYPES.join(',')}
            // The visible button opens it; the input itself stays out of the tab order.
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const err = logoError(file);
              setLocalError(err);
              if (!err) onChange(file);
            }}
          />
          <Button
            type="button"
            id={`${id}-choose`}
            icon="pi pi-upload"
            outlined
            label={shown ? t('form.logoReplace') : t('form.logoChoose')}
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            onClick={() => input.current?.click()}
          />
          {shown ? (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              label={t('form.logoRemove')}
              onClick={() => {
                setLocalError(null);
                onChange(currentUrl ? null : undefined);
              }}
            />
          ) : null}
          {value instanceof File ? (
            <span className="logo-field-file">
              {value.name} · {formatBytes(value.size)}
            </span>
          ) : null}
        </div>
      </div>
      {message ? (
        <small id={`${id}-error`} className="form-error" role="alert">
          <span className="pi pi-exclamation-circle" aria-hidden="true" /> {message}
        </small>
      ) : null}
      <div id={`${id}-hint`} className="form-hint">
        {t('form.logoHint', { max: formatBytes(2 * 1024 * 1024) })}
      </div>
    </div>
  );
}
