import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function IssuePage() {
  const { t } = useTranslation('issues');
  return (
    <>
      <PageHeader title={t('common:titles.issue')} />
      <EmptyState icon="pi pi-comment" title={t('thread.empty')} description={t('thread.emptyHint')} />
    </>
  );
}
