import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/lib/session';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession();
  const name = user?.name || user?.username || '';
  return (
    <>
      <PageHeader
        title={t('common:titles.dashboard')}
        subtitle={user?.role ? t('signedInAs', { role: t(`common:roles.${user.role}`) }) : undefined}
      />
      <EmptyState icon="pi pi-home" title={t('welcome', { name })} description={t('hint')} />
    </>
  );
}
