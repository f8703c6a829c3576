import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

export default function CompetitionInfoPage() {
  const { t } = useTranslation('competitions');
  return <EmptyState icon="pi pi-info-circle" title={t('detail.infoEmpty')} description={t('detail.infoEmptyHint')} />;
}
