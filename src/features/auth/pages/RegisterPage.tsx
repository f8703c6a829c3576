import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.register')} subtitle={t('register.intro')} />
      <EmptyState icon="pi pi-user-plus" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
      <p className="auth-links">
        <Trans t={t} i18nKey="register.privacyHint" components={{ lnk: <AppLink to="/privacy-policy" /> }} />{' '}
        <Trans t={t} i18nKey="register.haveAccount" components={{ lnk: <AppLink to="/login" /> }} />
      </p>
    </>
  );
}
