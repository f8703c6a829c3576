// The way in for the competition's officials (commissioners have no menu): links to the draw management
// (organizers, admins), the scoring and the supervisor's screens (officials), shown on the public tabs only to them;
// organizers and admins also find the competition's status moves here (start it on the day).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { rolesIn, useOfficialCompetition } from '../api';
import { paths } from '@/lib/paths';
import { StatusActions } from '@/components/competition/StatusActions';

export function OfficialsBar({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const user = useSession();
  const competition = useOfficialCompetition(competitionId);
  const { staff, official } = rolesIn(user ? competition.data : null, user);
  if (!official) return null;
  return (
    <div className="officials-bar" role="group" aria-label={t('officials.label')}>
      <span className="officials-bar-title">
        <span className="pi pi-id-card" aria-hidden="true" /> {t('officials.label')}
      </span>
      {staff ? (
        <Link to={paths.drawManager(competitionId)} className="p-button p-component p-button-outlined p-button-sm">
          <span className="pi pi-sort-numeric-down" aria-hidden="true" />
          <span>{t('officials.manageDraw')}</span>
        </Link>
      ) : null}
      <Link to={paths.scoring(competitionId)} className="p-button p-component p-button-sm">
        <span className="pi pi-pencil" aria-hidden="true" />
        <span>{t('officials.scoring')}</span>
      </Link>
      <Link to={paths.supervisor(competitionId)} className="p-button p-component p-button-outlined p-button-sm">
        <span className="pi pi-verified" aria-hidden="true" />
        <span>{t('officials.supervise')}</span>
      </Link>
      {staff && competition.data ? <StatusActions competition={competition.data} user={user} /> : null}
    </div>
  );
}
