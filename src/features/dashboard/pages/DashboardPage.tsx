// /reserved: what each role needs first. Athlete — my couples and their enrolments; organizer — my
// competitions with their enrolments per status and the desk; admin — what awaits verification and
// the open issues; commissioner — the competitions they officiate, with the way to scoring.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/lib/session';
import { AdminDashboard } from '../components/AdminDashboard';
import { AthleteDashboard } from '../components/AthleteDashboard';
import { CommissionerDashboard } from '../components/CommissionerDashboard';
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
      {user?.role === 'commissioner' ? <CommissionerDashboard userId={user.id} /> : null}
    </>
  );
}
