// The season a competition belongs to, read-only, for its organizers and admins: the season (linked
// to its page), the event's level and whether its results count yet. Nothing when it is in none.
// The API rules let a competition's organizers read its season event and the season itself.
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/lib/core/paths';
import { useSeasonEvent } from '@/lib/domain/competitionQueries';
import './season-membership.css';

export function SeasonMembership({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('competitions');
  const membership = useSeasonEvent(competitionId);
  const event = membership.data;
  const season = event?.expand?.season;
  if (!event || !season) return null;
  return (
    <p className="competition-season" data-testid="competition-season">
      <span className="pi pi-trophy" aria-hidden="true" />
      <span>
        <Trans t={t} i18nKey="season.member" values={{ season: season.name, level: event.level }} components={{ lnk: <AppLink to={paths.season(season.id)} /> }} />
        {' · '}
        {t(event.confirmed ? 'season.confirmed' : 'season.provisional')}
      </span>
    </p>
  );
}
