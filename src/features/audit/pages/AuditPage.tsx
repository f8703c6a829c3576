import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function AuditPage() {
  const { t } = useTranslation('audit');
  return (
    <>
      <PageHeader title={t('common:titles.audit')} subtitle={t('list.intro')} />
      <EmptyState icon="pi pi-history" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
