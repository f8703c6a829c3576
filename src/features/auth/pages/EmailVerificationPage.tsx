import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.emailVerification')} subtitle={t('emailVerification.intro')} />
      <EmptyState icon="pi pi-verified" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
