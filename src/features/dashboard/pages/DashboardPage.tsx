// /reserved: what each role needs first. Athlete — my couples and their enrolments; organizer — my
// competitions with their enrolments per status and the desk; admin — what awaits verification and
// the open issues; commissioner — a plain welcome.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/lib/session';
import { AdminDashboard } from '../components/AdminDashboard';
import { AthleteDashboard } from '../components/AthleteDashboard';
import { OrganizerDashboard } from '../components/OrganizerDashboard';
import '../dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession();
  const name = user?.name || user?.username || '';
  return (
    <>
      <PageHeader
        title={t('common:titles.dashboard')}
        subtitle={
          <>
            {t('welcome', { name })}. {user?.role ? t('signedInAs', { role: t(`common:roles.${user.role}`) }) : null}
          </>
        }
      />
      {user?.role === 'athlete' ? <AthleteDashboard userId={user.id} /> : null}
      {user?.role === 'organizer' ? <OrganizerDashboard userId={user.id} /> : null}
      {user?.role === 'admin' ? <AdminDashboard /> : null}
      {user?.role === 'commissioner' ? <EmptyState icon="pi pi-home" title={t('commissioner.title')} description={t('hint')} /> : null}
    </>
  );
}
