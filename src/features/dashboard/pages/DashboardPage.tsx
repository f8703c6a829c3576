// /reserved: what each role needs first. Athlete — my couples and their enrolments; organizer — my
// competitions with their enrolments per status and the desk; admin — what awaits verification and
// the open issues; commissioner — the competitions they officiate, with the way to scoring. Every
// official also gets the way to the official's guide to the competition day, and an account linked to a
// judge the way to its own judging page.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DayGuideLink } from '@/lib/domain/DayGuideLink';
import { PageHeader } from '@/components/PageHeader';
import { hasOfficialRole } from '@/lib/domain/permissions';
import { useSession } from '@/lib/core/session';
import type { Role } from '@/lib/core/types';
import { AdminDashboard } from '../components/AdminDashboard';
import { AthleteDashboard } from '../components/AthleteDashboard';
import { CommissionerDashboard } from '../components/CommissionerDashboard';
import { OrganizerDashboard } from '../components/OrganizerDashboard';
import { JudgingCard } from '../components/JudgingCard';
import '../dashboard.css';

/** Each role's dashboard: what it shows, not who may see it (the server's rules decide what each query returns). */
const DASHBOARDS: Record<Role, ComponentType<{ userId: string }>> = {
  athlete: AthleteDashboard,
  organizer: OrganizerDashboard,
  admin: AdminDashboard,
  commissioner: CommissionerDashboard,
};

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession();
  const Dashboard = user?.role ? DASHBOARDS[user.role] : null;
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
        actions={user && hasOfficialRole(user) ? <DayGuideLink small={false} /> : undefined}
      />
      {user ? <JudgingCard userId={user.id} /> : null}
      {user && Dashboard ? <Dashboard userId={user.id} /> : null}
    </>
  );
}
