// /login on first load: the routed LoginPage's markup (AuthCard, FormField, PasswordInput look) without
// react-hook-form, zod and PrimeReact. Touching a field starts the takeover (takeover.ts): what is typed
// meanwhile, the focus and a click on "Log in" or "Show password" carry over to the routed form.
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { FormField } from '@/components/FormField';
import { composeTitle } from '@/lib/pageTitle';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { PATHS } from '@/features/auth/paths';
import { LightLayout } from '../components/LightLayout';
import { armTakeover, takeOverAndClick } from '../takeover';

export default function LoginFirstLoad() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = composeTitle(t('common:titles.login'));
    armTakeover();
  }, [t]);
  return (
    <LightLayout ready={true}>
      <AuthCard title={t('common:titles.login')} intro={t('login.intro')}>
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            takeOverAndClick('form.form button[type=submit]');
          }}
        >
          <FormField id="identity" label={t('fields.identity')}>
            <input className="p-inputtext p-component" id="identity" name="identity" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField id="password" label={t('fields.password')}>
            <div className="password-input">
              <input className="p-inputtext p-component" id="password" name="password" type="password" autoComplete="current-password" />
              <button type="button" className="password-toggle" aria-pressed={false} aria-label={t('common:password.show')} aria-controls="password" onClick={() => takeOverAndClick('.password-toggle')}>
                <span className="pi pi-eye" aria-hidden="true" />
              </button>
            </div>
          </FormField>
          <div className="form-actions">
            <button type="submit" className="p-button p-component" aria-label={t('login.submit')}>
              <span className="p-button-icon p-c p-button-icon-left pi pi-sign-in" />
              <span className="p-button-label p-c">{t('login.submit')}</span>
            </button>
          </div>
        </form>
        <p className="auth-links">
          <span>
            <Trans t={t} i18nKey="login.noAccount" components={{ lnk: <AppLink to={PATHS.register} /> }} />
          </span>
          <span>
            <Trans t={t} i18nKey="login.forgot" components={{ lnk: <AppLink to={PATHS.requestReset} /> }} />
          </span>
        </p>
      </AuthCard>
    </LightLayout>
  );
}
