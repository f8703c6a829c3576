// The way back to a season's ranking from its other public pages (a pair's season, the tables).
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/lib/core/paths';

export function SeasonBreadcrumb({ seasonId, name }: { seasonId: string; name: string }) {
  const { t } = useTranslation('seasons');
  return (
    <nav aria-label={t('pair.breadcrumb')} className="season-breadcrumb">
      <AppLink to={paths.season(seasonId)}>
        <span className="pi pi-arrow-left" aria-hidden="true" /> {name}
      </AppLink>
    </nav>
  );
}
