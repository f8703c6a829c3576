import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

/** Results tab: the poules of the competition, or the results of one poule (/results/{poule}). */
export default function ResultsPage() {
  const { t } = useTranslation('results');
  const { tabelem } = useParams();
  if (!tabelem) return <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('poules.emptyHint')} />;
  return <EmptyState icon="pi pi-list" title={t('results.empty')} description={t('results.emptyHint')} />;
}
