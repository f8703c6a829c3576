import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '@/components/FormField';
import { Outcome } from '@/components/Outcome';
import { ThemeButton } from '@/components/ThemeButton';
import { asHttpError, isAutoCancelled } from '@/lib/core/errors';
import { reportActionError } from '@/lib/core/formErrors';
import type { User } from '@/lib/core/types';
import { requestSignInCode, signInWithCode, useMailEnabled } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The way in while a stranger has spent the account's budget of failed logins (the server answers
 * `login_account_locked`): a one-time code mailed to the account's address. The mail's link signs in
 * by itself (SignInWithCodePage); here the code can be typed as well.
 */
export function SignInCode({ identity, onSignedIn }: { identity: string; onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const mail = useMailEnabled();
  const [email, setEmail] = useState(EMAIL.test(identity.trim()) ? identity.trim() : '');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const request = useMutation({ mutationFn: requestSignInCode, meta: { silent: true } });
  const signIn = useMutation({ mutationFn: (v: { otpId: string; code: string }) => signInWithCode(v.otpId, v.code), meta: { silent: true } });
  const otpId = request.data;

  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return setEmailError(t('signInCode.emailInvalid'));
    setEmailError(undefined);
    setCode('');
    signIn.reset();
    request.mutate(email, { onError: (err) => reportActionError(err, 'saveFailed') });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!otpId || !code.trim()) return;
    signIn.mutate(
      { otpId, code },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          // A wrong or expired code is said next to it; anything else is a toast.
          if (!isAutoCancelled(err) && asHttpError(err)?.status !== 400) reportActionError(err, 'loginFailed');
        },
      },
    );
  };
  const wrongCode = signIn.isError && asHttpError(signIn.error)?.status === 400;

  return (
    <section className="sign-in-code" aria-labelledby="sign-in-code-title">
      <h2 id="sign-in-code-title">{t('signInCode.title')}</h2>
      <p className="auth-note">{t('signInCode.intro')}</p>
      <form className="form" noValidate onSubmit={send}>
        <FormField id="signInEmail" label={t('signInCode.email')} error={emailError}>
          <input
            className="p-inputtext p-component"
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria('signInEmail', emailError)}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <div className="form-actions">
          <ThemeButton type="submit" label={otpId ? t('signInCode.again') : t('signInCode.send')} icon="pi pi-envelope" className={otpId ? 'p-button-outlined' : ''} busy={request.isPending} />
        </div>
      </form>
      {otpId ? (
        <>
          <Outcome severity="info">
            <p>{mail.data === false ? t('signInCode.mailOff') : t('signInCode.sent', { email: email.trim() })}</p>
          </Outcome>
          <form className="form" noValidate onSubmit={submit}>
            <FormField id="signInCodeValue" label={t('signInCode.code')} error={wrongCode ? t('signInCode.failed') : undefined}>
              <input
                className="p-inputtext p-component"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                {...fieldAria('signInCodeValue', wrongCode ? t('signInCode.failed') : undefined)}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
            <div className="form-actions">
              <ThemeButton type="submit" label={t('signInCode.submit')} icon="pi pi-sign-in" busy={signIn.isPending} />
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
