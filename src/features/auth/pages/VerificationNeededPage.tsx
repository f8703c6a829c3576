import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function VerificationNeededPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.verificationNeeded')} subtitle={t('verificationNeeded.intro')} />
      <EmptyState icon="pi pi-envelope" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
