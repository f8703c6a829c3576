import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function EnrolmentsPage() {
  const { t } = useTranslation('enrolments');
  return (
    <>
      <PageHeader title={t('common:titles.enrolments')} subtitle={t('list.intro')} />
      <EmptyState icon="pi pi-check-square" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
