import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function PartnersPage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHeader title={t('common:titles.partners')} subtitle={t('partners.intro')} />
      <EmptyState icon="pi pi-star" title={t('partners.empty')} description={t('partners.emptyHint')} />
    </>
  );
}
