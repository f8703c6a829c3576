import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, PASSWORD_SUGGESTED_LENGTH } from '@/lib/core/constants';
import { passwordChecks, passwordStrength, strengthScore } from '@/lib/core/password';
import './form.css';

/**
 * The visible password guidance under a new-password field: a strength meter and the
 * checklist (8 characters required; 14 characters, lowercase, uppercase and digit suggested).
 * Render it as the FormField hint so the input is described by it.
 */
export function PasswordHint({ password }: { password: string }) {
  const { t } = useTranslation('common');
  const strength = passwordStrength(password);
  const score = strengthScore(strength);
  return (
    <div className={`password-hint strength-${strength}`}>
      <div className="password-meter" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= score ? 'on' : ''} />
        ))}
      </div>
      <p className="password-strength" aria-live="polite">
        {t('password.strengthLabel')} <strong>{t(`password.strength.${strength}`)}</strong>
      </p>
      <ul className="password-rules">
        {passwordChecks(password).map((c) => (
          <li key={c.rule} className={c.ok ? 'ok' : ''}>
            <span className={c.ok ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />{' '}
            {t(`password.rules.${c.rule}`, { min: PASSWORD_MIN_LENGTH, suggested: PASSWORD_SUGGESTED_LENGTH })}
            <span className="sr-only"> – {c.ok ? t('password.met') : t('password.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
