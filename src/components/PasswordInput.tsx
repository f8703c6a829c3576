import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A password input with a real show/hide button (keyboard and screen-reader friendly, unlike an icon).
 * Works with react-hook-form's register() (forwards the ref).
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ className = '', ...props }, ref) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input ref={ref} type={visible ? 'text' : 'password'} className={`p-inputtext p-component ${props['aria-invalid'] ? 'p-invalid' : ''} ${className}`} {...props} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-label={t('password.show')}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        <span className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </div>
  );
});
