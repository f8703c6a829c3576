import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { I18nHtml } from '@/components/I18nHtml';
import { Outcome } from '@/components/Outcome';
import { reportActionError } from '@/lib/core/formErrors';
import { safeNextPath } from '@/lib/core/navigation';
import { logout, useSession } from '@/lib/core/session';
import { toast } from '@/lib/core/toast';
import { refreshUser, resendVerification, useMailEnabled } from '../api';
import { AuthCard } from '@/components/AuthCard';
import { paths } from '@/lib/core/paths';
import '../auth.css';

/** Reached by logged-in users whose address is not verified yet (the route guard sends them here). */
export default function VerificationNeededPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const user = useSession();
  const email = user?.email ?? '';
  const [notYet, setNotYet] = useState(false);
  // Until the server answers, the page reads as with mail on (the usual case).
  const mailOff = useMailEnabled().data === false;

  const resend = useMutation({
    mutationFn: () => resendVerification(email),
    meta: { silent: true },
    onSuccess: () => toast.success(t('verificationNeeded.resentTitle'), t('verificationNeeded.resent', { email })),
    onError: (e) => reportActionError(e, 'error'),
  });
  const check = useMutation({
    mutationFn: refreshUser,
    meta: { silent: true },
    onMutate: () => setNotYet(false),
    onSuccess: (u) => {
      if (u.verified) void navigate(next, { replace: true });
      else setNotYet(true);
    },
    onError: (e) => reportActionError(e, 'loadFailed'),
  });

  return (
    <AuthCard title={t('common:titles.verificationNeeded')} intro={t(mailOff ? 'verificationNeeded.mailOffIntro' : 'verificationNeeded.intro')}>
      {mailOff ? (
        <I18nHtml ns="auth" i18nKey="verificationNeeded.mailOff" values={{ email }} as="p" className="auth-note" />
      ) : email ? (
        <I18nHtml ns="auth" i18nKey="verificationNeeded.sentTo" values={{ email }} as="p" className="auth-note" />
      ) : null}
      {params.get('notSent') && !resend.isSuccess && !mailOff ? <Outcome severity="warn">{t('verificationNeeded.notSent')}</Outcome> : null}
      {notYet ? (
        <Outcome severity="warn">
          <p>{t('messages.notVerifiedYet')}</p>
        </Outcome>
      ) : null}
      <div className="auth-actions-stack">
        <Button type="button" label={t('verificationNeeded.check')} icon="pi pi-check" loading={check.isPending} onClick={() => check.mutate()} />
        {mailOff ? null : <Button type="button" label={t('verificationNeeded.resend')} icon="pi pi-envelope" outlined loading={resend.isPending} onClick={() => resend.mutate()} />}
      </div>
      <p className="auth-links">
        <span>
          <Trans
            t={t}
            i18nKey="verificationNeeded.wrongAddress"
            components={{
              lnk: (
                <a
                  href={paths.home}
                  onClick={(e) => {
                    e.preventDefault();
                    void logout();
                  }}
                />
              ),
            }}
          />
        </span>
      </p>
    </AuthCard>
  );
}
