import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.emailChange')} subtitle={t('emailChange.intro')} />
      <EmptyState icon="pi pi-at" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
