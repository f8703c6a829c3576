// The way in for the competition's officials (commissioners have no menu): links to the draw management
// (organizers, admins), the scoring and the supervisor's screens and the hall's screens and paper
// (officials), shown on the public tabs only to them;
// organizers and admins also find the competition's status moves here (start it on the day).
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/core/session';
import { rolesIn, useOfficialCompetition } from '@/features/results/api';
import { paths } from '@/lib/core/paths';
import { OfficialLink } from '@/features/results/components/OfficialsHead';
import { HallScreens } from '@/features/results/components/HallScreens';
import { StatusActions } from '@/lib/domain/competition/StatusActions';

export function OfficialsBar({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const user = useSession();
  const competition = useOfficialCompetition(competitionId, !!user);
  const { staff, official } = rolesIn(user ? competition.data : null, user);
  if (!official) return null;
  return (
    <div className="officials-bar" role="group" aria-label={t('officials.label')}>
      <span className="officials-bar-title">
        <span className="pi pi-id-card" aria-hidden="true" /> {t('officials.label')}
      </span>
      {staff ? <OfficialLink to={paths.drawManager(competitionId)} icon="pi-sort-numeric-down" label={t('officials.manageDraw')} /> : null}
      <OfficialLink to={paths.scoring(competitionId)} icon="pi-pencil" label={t('officials.scoring')} outlined={false} />
      <OfficialLink to={paths.supervisor(competitionId)} icon="pi-verified" label={t('officials.supervise')} />
      <HallScreens />
      {staff && competition.data ? <StatusActions competition={competition.data} user={user} /> : null}
    </div>
  );
}
