import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function IssuesPage() {
  const { t } = useTranslation('issues');
  return (
    <>
      <PageHeader title={t('common:titles.issues')} subtitle={t('list.intro')} />
      <EmptyState icon="pi pi-comments" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
