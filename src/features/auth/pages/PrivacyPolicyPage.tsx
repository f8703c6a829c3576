import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { I18nHtml } from '@/components/I18nHtml';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/core/format';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { safeNextPath } from '@/lib/core/navigation';
import { useSession } from '@/lib/core/session';
import { PrivacyGate } from '../components/PrivacyGate';
import '../auth.css';

/** Sections of the policy, in order (auth:privacy.sections.<key>.title / .body). */
const SECTIONS = ['who', 'what', 'why', 'who_sees', 'retention', 'rights'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const user = useSession();
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  const mustAccept = !!user && !user.privacyAcceptedAt && !impersonating;

  return (
    <div className="auth-page auth-page-wide">
      <PageHeader title={t('common:titles.privacyPolicy')} subtitle={t('privacy.intro')} />
      <div className="policy">
        {mustAccept ? <PrivacyGate user={user} next={safeNextPath(params.get('next'))} /> : null}
        {user?.privacyAcceptedAt ? <p className="auth-note">{t('privacy.accepted', { date: formatDate(user.privacyAcceptedAt) })}</p> : null}
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`policy-${key}`}>
            <h2 id={`policy-${key}`}>{t(`privacy.sections.${key}.title`)}</h2>
            <I18nHtml i18nKey={`privacy.sections.${key}.body`} ns="auth" />
          </section>
        ))}
        <section aria-labelledby="policy-contact">
          <h2 id="policy-contact">{t('privacy.contactTitle')}</h2>
          <I18nHtml ns="auth" i18nKey="privacy.contact" as="p" />
        </section>
      </div>
    </div>
  );
}
