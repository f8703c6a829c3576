import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function RequestPasswordResetPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.requestPasswordReset')} subtitle={t('requestReset.intro')} />
      <EmptyState icon="pi pi-key" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
