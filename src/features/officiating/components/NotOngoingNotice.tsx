// The supervisor's gate: judges send their marks only while the competition is ongoing (the server refuses
// evaluations otherwise), so the screen says so at the top and offers the start to those allowed to make it.
import { useTranslation } from 'react-i18next';
import { StatusActions } from '@/lib/domain/competition/StatusActions';
import { useSession } from '@/lib/core/session';
import { useOfficialCompetition } from '@/features/results/api';

export function NotOngoingNotice({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const user = useSession();
  const competition = useOfficialCompetition(competitionId);
  const c = competition.data;
  if (!c || c.status === 'ongoing') return null;
  const status = t(`common:competitionStatus.${c.status}`);
  return (
    <div className="notice notice-warn not-ongoing" role="status" data-testid="not-ongoing">
      <span className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <p className="not-ongoing-text">{c.status === 'archived' ? t('supervise.archived') : t('supervise.notOngoing', { status })}</p>
        {c.status === 'accreditation' ? <StatusActions competition={c} user={user} only="ongoing" /> : null}
      </div>
    </div>
  );
}
