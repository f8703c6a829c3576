import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.login')} subtitle={t('login.intro')} />
      <EmptyState icon="pi pi-sign-in" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
      <p className="auth-links">
        <Trans t={t} i18nKey="login.noAccount" components={{ lnk: <AppLink to="/register" /> }} />{' '}
        <Trans t={t} i18nKey="login.forgot" components={{ lnk: <AppLink to="/auth/request-password-reset/" /> }} />
      </p>
    </>
  );
}
