import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { AppLink } from '@/components/AppLink';
import { CompetitionLogo } from './CompetitionLogo';
import { CompetitionMeta } from './CompetitionMeta';
import { CompetitionTabs } from './CompetitionTabs';
import { StatusBadge } from './StatusBadge';
import { paths } from '@/lib/core/paths';

export type HeroCompetition = Pick<CompetitionsRecord, 'id' | 'collectionId' | 'logo' | 'name' | 'status' | 'date' | 'endDate' | 'location'>;

/**
 * The head of a competition's page: the way back to the list, its logo, status, name, when and where,
 * then its tabs (`tab`: the current one). `actions`: what the viewer may do there (the desk link).
 */
export function CompetitionHero({ competition, tab, actions }: { competition: HeroCompetition; tab: string; actions?: ReactNode }) {
  const { t } = useTranslation('competitions');
  return (
    <>
      <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
        <AppLink to={paths.competitions}>
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t('common:titles.competitions')}
        </AppLink>
      </nav>
      <header className="competition-hero">
        <CompetitionLogo competition={competition} size="large" />
        <div className="competition-hero-body">
          <StatusBadge status={competition.status} />
          <h1 className="page-title">{competition.name}</h1>
          <CompetitionMeta competition={competition} className="competition-hero-meta" />
          {actions}
        </div>
      </header>
      <CompetitionTabs competitionId={competition.id} current={tab} />
    </>
  );
}
