import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { AppLink } from '@/components/AppLink';
import { FormField, fieldAria } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { reportFormError } from '@/lib/formErrors';
import { safeNextPath } from '@/lib/navigation';
import { logout, useSession } from '@/lib/session';
import { useLogin } from '../api';
import { AuthCard } from '../components/AuthCard';
import { PATHS, withNext } from '../paths';
import { loginSchema, type LoginValues } from '../schema';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const user = useSession();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { identity: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      // An unverified address is verified first; the guard would send the user there anyway.
      onSuccess: (u) => void navigate(u.verified ? next : withNext(PATHS.verificationNeeded, next), { replace: true }),
      onError: (e) => reportFormError(e, setError, 'loginFailed', { fields: ['identity', 'password'], badRequestDetail: t('login.failedDetail') }),
    }),
  );

  if (user && !login.isPending && !login.isSuccess) {
    return (
      <AuthCard title={t('common:titles.login')}>
        <p>{t('login.alreadyIn', { name: user.name || user.username })}</p>
        <div className="form-actions">
          <Button type="button" label={t('login.toReserved')} icon="pi pi-arrow-right" onClick={() => void navigate(next)} />
          <Button type="button" label={t('login.logout')} icon="pi pi-sign-out" outlined onClick={() => void logout()} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('common:titles.login')} intro={t('login.intro')}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="identity" label={t('fields.identity')} error={errors.identity?.message}>
          <InputText {...fieldAria('identity', errors.identity?.message)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('identity')} />
        </FormField>
        <FormField id="password" label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput {...fieldAria('password', errors.password?.message)} autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label={t('login.submit')} icon="pi pi-sign-in" loading={login.isPending} />
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
  );
}
