import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

/** The documents tab of a public competition page. */
export default function CompetitionDocumentsPage() {
  const { t } = useTranslation('documents');
  return <EmptyState icon="pi pi-file" title={t('list.empty')} description={t('list.introCompetition')} />;
}
