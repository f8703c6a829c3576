import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function ReservedCompetitionsPage() {
  const { t } = useTranslation('competitions');
  return (
    <>
      <PageHeader title={t('common:titles.reservedCompetitions')} subtitle={t('reserved.intro')} />
      <EmptyState icon="pi pi-calendar" title={t('reserved.empty')} description={t('reserved.emptyHint')} />
    </>
  );
}
