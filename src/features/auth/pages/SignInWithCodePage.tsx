import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import { AuthCard } from '@/components/AuthCard';
import { Loading } from '@/components/Loading';
import { Outcome } from '@/components/Outcome';
import { paths } from '@/lib/core/paths';
import { signInWithCode } from '../api';
import '../auth.css';

/**
 * The link of the sign-in code mail: signs in once with the code it carries, then goes on to the
 * reserved area (an unverified address is verified by the code itself: PocketBase marks it).
 */
export default function SignInWithCodePage() {
  const { t } = useTranslation('auth');
  const { otpId = '', code = '' } = useParams();
  const navigate = useNavigate();
  const signIn = useMutation({ mutationFn: () => signInWithCode(otpId, code), meta: { silent: true } });
  // Once per page: a code works once, and React may run an effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn.mutate(undefined, { onSuccess: (u) => void navigate(u.verified ? paths.reserved : paths.verificationNeeded(), { replace: true }) });
  }, [signIn, navigate]);

  return (
    <AuthCard title={t('common:titles.signInWithCode')}>
      {signIn.isError ? (
        <>
          <Outcome severity="error">
            <p>{t('signInWithCode.failed')}</p>
          </Outcome>
          <p className="auth-links">
            <AppLink to={paths.login()}>{t('signInWithCode.toLogin')}</AppLink>
          </p>
        </>
      ) : (
        <>
          <p className="auth-note">{t('signInWithCode.working')}</p>
          <Loading />
        </>
      )}
    </AuthCard>
  );
}
