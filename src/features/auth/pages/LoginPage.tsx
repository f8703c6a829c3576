import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ThemeButton } from '@/components/ThemeButton';
import { asHttpError } from '@/lib/core/errors';
import { reportFormError } from '@/lib/core/formErrors';
import type { User } from '@/lib/core/types';
import { safeNextPath } from '@/lib/core/navigation';
import { paths } from '@/lib/core/paths';
import { logout, useSession } from '@/lib/core/session';
import { useLogin } from '../api';
import { SignInCode } from '../components/SignInCode';
import { AuthCard } from '@/components/AuthCard';
import { LoginCard } from '@/components/LoginCard';
import '../auth.css';
import type { LoginValues } from '../schema';

/**
 * The login form's schema (../schema), loaded with zod when the form is first validated (on submit):
 * the login page's first load does not carry zod.
 */
const loginResolver: Resolver<LoginValues> = async (...args) => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../schema')]);
  return zodResolver(loginSchema)(...args);
};

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const user = useSession();
  const login = useLogin();
  // The account's budget of failed logins is spent (a stranger guessing): the password opens it only
  // from a device known to it, so the page offers a code by mail.
  const [locked, setLocked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { identity: '', password: '' } });

  // An unverified address is verified first; the guard would send the user there anyway. The
  // default destination (the reserved area) is not spelled out in the address.
  const signedIn = (u: User) => void navigate(u.verified ? next : paths.verificationNeeded({ next: next === paths.reserved ? undefined : next }), { replace: true });
  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: signedIn,
      onError: (e) => {
        const fields = asHttpError(e)?.data.data as Record<string, { code?: string }> | undefined;
        if (fields?.password?.code === 'login_account_locked') setLocked(true);
        reportFormError(e, setError, 'loginFailed', { fields: ['identity', 'password'], badRequestDetail: t('login.failedDetail') });
      },
    }),
  );

  // (A sign-in with the mailed code goes on from the form, as a password login does.)
  if (user && !login.isPending && !login.isSuccess && !locked) {
    return (
      <AuthCard title={t('common:titles.login')}>
        <p>{t('login.alreadyIn', { name: user.name || user.username })}</p>
        <div className="form-actions">
          <ThemeButton type="button" label={t('login.toReserved')} icon="pi pi-arrow-right" onClick={() => void navigate(next)} />
          <ThemeButton type="button" label={t('login.logout')} icon="pi pi-sign-out" className="p-button-outlined" onClick={() => void logout()} />
        </div>
      </AuthCard>
    );
  }

  return (
    <LoginCard
      onSubmit={onSubmit}
      identity={register('identity')}
      password={register('password')}
      errors={{ identity: errors.identity?.message, password: errors.password?.message }}
      submitting={login.isPending}
      extra={locked ? <SignInCode identity={getValues('identity')} onSignedIn={signedIn} /> : null}
    />
  );
}
