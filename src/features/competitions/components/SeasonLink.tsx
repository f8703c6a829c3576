// The link from a competition's page to the season it belongs to, with its level: one small request
// (the competition's season event with the season's name), nothing shown when it belongs to none or
// the season is not public.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { pb } from '@/lib/core/pocketbase';
import { paths } from '@/lib/core/paths';

interface SeasonOfCompetition {
  level: string;
  season: string;
  expand?: { season?: { id: string; name: string } };
}

export function SeasonLink({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('competitions');
  const query = useQuery({
    queryKey: ['competitions', 'season', competitionId] as const,
    queryFn: async ({ signal }) => {
      const list = await pb.collection('season_events').getList<SeasonOfCompetition>(1, 1, {
        filter: pb.filter('competition = {:c}', { c: competitionId }),
        expand: 'season',
        fields: 'level,season,expand.season.id,expand.season.name',
        skipTotal: true,
        signal,
      });
      return list.items[0] ?? null;
    },
    meta: { silent: true },
    staleTime: 60_000,
  });
  const season = query.data?.expand?.season;
  if (!season) return null;
  return (
    <AppLink to={paths.season(season.id)} className="competition-season-link">
      <span className="pi pi-trophy" aria-hidden="true" /> {t('detail.season', { season: season.name, level: query.data?.level ?? '' })}
    </AppLink>
  );
}
