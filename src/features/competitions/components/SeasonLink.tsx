// The link from a competition's page to the season it belongs to, with its level: one small request
// (the competition's season event with the season's name, started by the entry on a first load),
// nothing shown when it belongs to none or the season is not public.
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/lib/core/paths';
import { useCompetitionSeason } from '@/lib/domain/competitionQueries';

export function SeasonLink({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('competitions');
  const query = useCompetitionSeason(competitionId);
  const season = query.data?.expand?.season;
  if (!season) return null;
  return (
    <AppLink to={paths.season(season.id)} className="competition-season-link">
      <span className="pi pi-trophy" aria-hidden="true" /> {t('detail.season', { season: season.name, level: query.data?.level ?? '' })}
    </AppLink>
  );
}
