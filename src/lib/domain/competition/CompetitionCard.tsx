import type { CompetitionsRecord } from '@/lib/pb-types';
import { AppLink } from '@/components/AppLink';
import { CompetitionLogo } from './CompetitionLogo';
import { CompetitionMeta } from './CompetitionMeta';
import { StatusBadge } from './StatusBadge';
import { paths } from '@/lib/core/paths';

export type CardCompetition = Pick<CompetitionsRecord, 'id' | 'collectionId' | 'logo' | 'name' | 'date' | 'endDate' | 'location' | 'status'>;

/** A competition in a public list (no router here: AppLink): the whole card is one link (the name), facts below it. */
export function CompetitionCard({ competition, headingLevel = 3 }: { competition: CardCompetition; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="competition-card">
      <CompetitionLogo competition={competition} size="small" />
      <div className="competition-card-body">
        <Heading className="competition-card-title">
          <AppLink to={paths.competition(competition.id)} className="stretched-link">
            {competition.name}
          </AppLink>
        </Heading>
        <CompetitionMeta competition={competition} className="competition-card-meta" />
      </div>
      <StatusBadge status={competition.status} className="competition-card-status" />
    </article>
  );
}
