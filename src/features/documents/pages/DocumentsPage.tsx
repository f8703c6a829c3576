import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

/** /documents/{competitionID?}: public documents, optionally of one competition. */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { competitionID } = useParams();
  return (
    <>
      <PageHeader title={t('common:titles.documents')} subtitle={competitionID ? t('list.introCompetition') : t('list.intro')} />
      <EmptyState icon="pi pi-file" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
