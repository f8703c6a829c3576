import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/core/format';
import { useSession } from '@/lib/core/session';
import { DetailsForm } from '../components/DetailsForm';
import { EmailForm } from '../components/EmailForm';
import { PasswordForm } from '../components/PasswordForm';
import '../profile.css';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useSession();
  if (!user) return null; // the route guard only lets signed-in users in
  return (
    <>
      <PageHeader title={t('common:titles.profile')} subtitle={t('intro')} />
      <p className="profile-account">
        <span>
          {t('account.role')} <strong>{user.role ? t(`common:roles.${user.role}`) : '—'}</strong>
        </span>
        {user.privacyAcceptedAt ? <span>{t('account.privacyAccepted', { date: formatDate(user.privacyAcceptedAt) })}</span> : null}
      </p>
      <div className="profile-grid">
        <section className="profile-card" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title">{t('details.title')}</h2>
          <DetailsForm user={user} />
        </section>
        <section className="profile-card" aria-labelledby="profile-email-title">
          <h2 id="profile-email-title">{t('email.title')}</h2>
          <EmailForm user={user} />
        </section>
        <section className="profile-card" aria-labelledby="profile-password-title">
          <h2 id="profile-password-title">{t('password.title')}</h2>
          <PasswordForm user={user} />
        </section>
      </div>
    </>
  );
}
