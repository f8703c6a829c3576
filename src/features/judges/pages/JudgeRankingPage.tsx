// Judge consistency by person for the officials of a competition (/competitions/{id}/officials/judges,
// reached from the judges' list of the supervisor's screen): each of its judges over every competition
// they judged for admins, over this competition's sheets for its other officials (the server decides),
// and its shadow judges' sheets against the panel's. The server answers only the competition's
// organizers, commissioners and admins.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { useSession } from '@/lib/core/session';
import { isAdmin } from '@/lib/domain/permissions';
import { rolesIn, useOfficialCompetition } from '@/features/results/api';
import { useJudgeConsistency, usePanelDistance, useShadowSheets } from '../consistencyApi';
import { NotAnOfficial, OfficialLink, OfficialsHead } from '@/features/results/components/OfficialsHead';
import { ShadowComparison } from '../components/ShadowComparison';
import { JudgeRanking } from '../components/JudgeRanking';
import { ReferenceSheets } from '../components/ReferenceSheets';
import { paths } from '@/lib/core/paths';
import '@/features/results/results.css';
import '../judges.css';

export default function JudgeRankingPage() {
  const { t } = useTranslation('results');
  const { competitionID = '' } = useParams();
  const user = useSession();
  const competition = useOfficialCompetition(competitionID);
  const { official } = rolesIn(competition.data, user);
  const rows = useJudgeConsistency(competitionID, official);
  const shadows = useShadowSheets(competitionID, official);
  const distance = usePanelDistance(competitionID, official);

  if (competition.isLoading) return <Loading />;
  if (!competition.data || !official) return <NotAnOfficial />;
  return (
    <div className="officials-page judge-ranking-page">
      <OfficialsHead title={t('ranking.title')}>
        <OfficialLink to={paths.supervisor(competitionID)} icon="pi-arrow-left" label={t('ranking.back')} />
      </OfficialsHead>
      <p>{isAdmin(user) ? t('ranking.hint') : t('ranking.hintHere')}</p>
      <p className="muted">{t('ranking.how')}</p>
      <JudgeRanking rows={rows.data ?? []} loading={rows.isLoading} caption={t('ranking.caption')} empty={t('ranking.empty')} panelDistance={distance.data?.distance} referenceTolerance={distance.data?.tolerance} />
      <ReferenceSheets competition={competition.data} />
      <ShadowComparison rows={shadows.data ?? []} loading={shadows.isLoading} />
    </div>
  );
}
