import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import type { Competition } from '../api';
import { CompetitionLogo } from './CompetitionLogo';
import { DateRange } from './DateRange';
import { StatusBadge } from './StatusBadge';

export type CardCompetition = Pick<Competition, 'id' | 'collectionId' | 'logo' | 'name' | 'date' | 'endDate' | 'location' | 'status'>;

/** A competition in a public list (also on the first-load page, so no router here): the whole card is one link (the name), facts below it. */
export function CompetitionCard({ competition, headingLevel = 3 }: { competition: CardCompetition; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('competitions');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="competition-card">
      <CompetitionLogo competition={competition} size="small" />
      <div className="competition-card-body">
        <Heading className="competition-card-title">
          <AppLink to={`/competitions/${competition.id}`} className="stretched-link">
            {competition.name}
          </AppLink>
        </Heading>
        <p className="competition-card-meta">
          <span>
            <span className="pi pi-calendar" aria-hidden="true" />
            <span className="sr-only">{t('info.when')}: </span>
            <DateRange start={competition.date} end={competition.endDate} />
          </span>
          {competition.location ? (
            <span>
              <span className="pi pi-map-marker" aria-hidden="true" />
              <span className="sr-only">{t('info.where')}: </span>
              {competition.location}
            </span>
          ) : null}
        </p>
      </div>
      <StatusBadge status={competition.status} className="competition-card-status" />
    </article>
  );
}
