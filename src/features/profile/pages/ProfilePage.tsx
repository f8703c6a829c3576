import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/lib/session';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useSession();
  return (
    <>
      <PageHeader title={t('common:titles.profile')} subtitle={t('intro')} />
      {user ? <p>{t('signedInAs', { email: user.email || user.username })}</p> : null}
      <EmptyState icon="pi pi-user" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
    </>
  );
}
