import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function ReservedDocumentsPage() {
  const { t } = useTranslation('documents');
  return (
    <>
      <PageHeader title={t('common:titles.reservedDocuments')} subtitle={t('reserved.intro')} />
      <EmptyState icon="pi pi-file" title={t('reserved.empty')} description={t('reserved.emptyHint')} />
    </>
  );
}
