import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function CompetitionsPage() {
  const { t } = useTranslation('competitions');
  return (
    <>
      <PageHeader title={t('common:titles.competitions')} subtitle={t('list.intro')} />
      <EmptyState icon="pi pi-calendar" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
