// The season a competition belongs to, read-only, for its organizers and admins: the season (linked
// to its page), the event's level and whether its results count yet. Nothing when it is in none.
// The API rules let a competition's organizers read its season event and the season itself.
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/lib/core/paths';
import { pb } from '@/lib/core/pocketbase';
import type { SeasonEventsRecord, SeasonsRecord } from '@/lib/pb-types';
import './season-membership.css';

type Membership = Pick<SeasonEventsRecord, 'id' | 'level' | 'confirmed'> & { expand?: { season?: Pick<SeasonsRecord, 'id' | 'name'> } };

export function useSeasonMembership(competitionId: string) {
  return useQuery({
    queryKey: ['competitions', competitionId, 'season'] as const,
    queryFn: async ({ signal }) => {
      const list = await pb.collection('season_events').getList<Membership>(1, 1, { filter: pb.filter('competition = {:c}', { c: competitionId }), expand: 'season', fields: 'id,level,confirmed,expand.season.id,expand.season.name', signal });
      return list.items[0] ?? null;
    },
  });
}

export function SeasonMembership({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('competitions');
  const membership = useSeasonMembership(competitionId);
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
