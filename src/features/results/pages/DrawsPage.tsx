import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

/** Draws tab of a competition (/competitions/{id}/draws/{poule?}). */
export default function DrawsPage() {
  const { t } = useTranslation('results');
  return <EmptyState icon="pi pi-sort-numeric-down" title={t('draws.empty')} description={t('draws.emptyHint')} />;
}
