import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function UsersPage() {
  const { t } = useTranslation('users');
  return (
    <>
      <PageHeader title={t('common:titles.users')} subtitle={t('list.intro')} />
      <EmptyState icon="pi pi-users" title={t('list.empty')} description={t('list.emptyHint')} />
    </>
  );
}
