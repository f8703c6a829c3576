// Information tab: the shared view (lib/domain/competition/CompetitionInfo) with the routed queries' data.
import { useParams } from 'react-router-dom';
import { CompetitionInfo } from '@/lib/domain/competition/CompetitionInfo';
import { sanitizeRichText } from '@/lib/core/richText';
import { useCircuits, useCompetition } from '@/lib/domain/competitionQueries';

export default function CompetitionInfoPage() {
  const { competitionID = '' } = useParams();
  const { data: competition } = useCompetition(competitionID);
  const circuits = useCircuits(competition ? competitionID : undefined);
  if (!competition) return null;
  return <CompetitionInfo competition={competition} circuits={circuits.isLoading ? undefined : (circuits.data ?? [])} sanitize={sanitizeRichText} />;
}
