import type { FormEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { AuthCard } from '@/components/AuthCard';
import { FormField, fieldAria } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { ThemeButton } from '@/components/ThemeButton';
import { paths } from '@/lib/core/paths';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

export interface LoginCardProps {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The fields' bindings (react-hook-form's register()). */
  identity: InputProps;
  password: InputProps;
  errors?: { identity?: string; password?: string };
  submitting?: boolean;
  /** Shown under the form (the sign-in code, when the account's failed-login budget is spent). */
  extra?: ReactNode;
}

/** The login form in its card, with the ways to register and to reset a password. */
export function LoginCard({ onSubmit, identity, password, errors = {}, submitting = false, extra = null }: LoginCardProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('common:titles.login')} intro={t('login.intro')}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="identity" label={t('fields.identity')} error={errors.identity}>
          <input className="p-inputtext p-component" name="identity" {...fieldAria('identity', errors.identity)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...identity} />
        </FormField>
        <FormField id="password" label={t('fields.password')} error={errors.password}>
          <PasswordInput name="password" {...fieldAria('password', errors.password)} autoComplete="current-password" {...password} />
        </FormField>
        <div className="form-actions">
          <ThemeButton type="submit" label={t('login.submit')} icon="pi pi-sign-in" busy={submitting} />
        </div>
      </form>
      {extra}
      <p className="auth-links">
        <span>
          <Trans t={t} i18nKey="login.noAccount" components={{ lnk: <AppLink to={paths.register} /> }} />
        </span>
        <span>
          <Trans t={t} i18nKey="login.forgot" components={{ lnk: <AppLink to={paths.requestPasswordReset} /> }} />
        </span>
      </p>
    </AuthCard>
  );
}
