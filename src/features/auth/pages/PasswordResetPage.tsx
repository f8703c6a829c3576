import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.passwordReset')} subtitle={t('passwordReset.intro')} />
      <EmptyState icon="pi pi-lock" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
