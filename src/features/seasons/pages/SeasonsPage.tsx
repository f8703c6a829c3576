// The public list of seasons: how a guest finds the circuits and their rankings (linked from the
// menu, the home, the footer and the competitions list), with the way to the plain-language guide.
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatDateRange } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { usePublicSeasons } from '../api';
import '../seasons.css';
import '../season-public.css';

export default function SeasonsPage() {
  const { t } = useTranslation('seasons');
  const seasons = usePublicSeasons();
  return (
    <>
      <PageHeader title={t('common:titles.publicSeasons')} subtitle={t('list.lead')} />
      <p className="season-page-links">
        <AppLink to={paths.seasonGuide}>
          <span className="pi pi-question-circle" aria-hidden="true" /> {t('common:titles.seasonGuide')}
        </AppLink>
      </p>
      {seasons.isLoading ? (
        <Loading />
      ) : seasons.data?.length ? (
        <ul className="season-list">
          {seasons.data.map((s) => (
            <li key={s.id} className="season-list-item">
              <AppLink to={paths.season(s.id)} className="season-list-link">
                <span className="season-list-name">{s.name}</span>
                <span className="season-list-dates">{formatDateRange(s.startDate, s.endDate)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon="pi pi-trophy" title={t('list.empty')} />
      )}
    </>
  );
}
