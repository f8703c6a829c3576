import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { I18nHtml } from '@/components/I18nHtml';
import { Loading } from '@/components/Loading';
import { Outcome } from '@/components/Outcome';
import { useSession } from '@/lib/core/session';
import { useConfirmVerification } from '../api';
import { AuthCard } from '@/components/AuthCard';
import '../auth.css';

/** The link of the verification mail: confirms the token once and says how it went. */
export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const user = useSession();
  const confirm = useConfirmVerification(token);

  return (
    <AuthCard title={t('common:titles.emailVerification')}>
      {confirm.isPending ? (
        <>
          <p className="auth-note">{t('emailVerification.checking')}</p>
          <Loading />
        </>
      ) : confirm.isSuccess ? (
        <Outcome severity="success">
          {user?.verified ? (
            <I18nHtml ns="auth" i18nKey="messages.emailVerifiedContinue" as="p" />
          ) : (
            <I18nHtml ns="auth" i18nKey="messages.emailVerified" as="p" />
          )}
        </Outcome>
      ) : (
        <Outcome severity="error">
          <p>{t('messages.emailNotVerified')}</p>
        </Outcome>
      )}
    </AuthCard>
  );
}
