// Organizer: the competitions I organize (not archived) with their enrolments counted per status,
// each with the way to its desk, on the competition days (accreditation, ongoing) the way to its draw
// and to its supervisor's screen, the way to edit it (its data and circuits) and the status moves the
// organizer may make (start the competition…).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ENROLMENT_STATUSES, EnrolmentStatusTag } from '@/lib/domain/enrolment/EnrolmentStatus';
import { formatNumber } from '@/lib/core/format';
import { useMyCompetitionsWithCounts } from '../api';
import { paths } from '@/lib/core/paths';
import { useSession } from '@/lib/core/session';
import { StatusActions } from '@/lib/domain/competition/StatusActions';
import { CompetitionCards } from './CompetitionCards';

/** The statuses in which the couples are drawn, judged and validated. */
const COMPETITION_DAY = new Set(['accreditation', 'ongoing']);

export function OrganizerDashboard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useMyCompetitionsWithCounts(userId);
  const user = useSession();
  return (
    <CompetitionCards
      id="competitions"
      title={t('organizer.competitions')}
      emptyTitle={t('organizer.none')}
      emptyHint={t('organizer.noneHint')}
      loading={query.isLoading}
      rows={query.data ?? []}
      competitionOf={(row) => row.competition}
    >
      {({ competition: c, counts }) => (
        <>
          <p className="dash-total">{t(`organizer.${'total'}`, { count: counts.total, n: formatNumber(counts.total) })}</p>
          <ul className="dash-counts" aria-label={t('organizer.countsOf', { competition: c.name })}>
            {ENROLMENT_STATUSES.map((s) => (
              <li key={s} className={counts[s] ? '' : 'dash-count-zero'}>
                <EnrolmentStatusTag status={s} />
                <span className="dash-count">{formatNumber(counts[s])}</span>
              </li>
            ))}
          </ul>
          <Link to={paths.desk(c.id)} className="p-button p-component dash-desk" aria-label={t('organizer.toDeskOf', { competition: c.name })}>
            <span className="pi pi-check-square" aria-hidden="true" />
            <span>{t('organizer.toDesk')}</span>
          </Link>
          <div className="dash-card-actions">
            <Link to={paths.editCompetition(c.id)} className="p-button p-component p-button-outlined" aria-label={t('organizer.toEditOf', { competition: c.name })}>
              <span className="pi pi-pencil" aria-hidden="true" />
              <span>{t('organizer.toEdit')}</span>
            </Link>
          </div>
          {COMPETITION_DAY.has(c.status) ? (
            <div className="dash-card-actions">
              <Link to={paths.drawManager(c.id)} className="p-button p-component p-button-outlined" aria-label={t('organizer.toDrawOf', { competition: c.name })}>
                <span className="pi pi-sort-numeric-down" aria-hidden="true" />
                <span>{t('organizer.toDraw')}</span>
              </Link>
              <Link to={paths.supervisor(c.id)} className="p-button p-component p-button-outlined" aria-label={t('organizer.toSupervisorOf', { competition: c.name })}>
                <span className="pi pi-verified" aria-hidden="true" />
                <span>{t('organizer.toSupervisor')}</span>
              </Link>
            </div>
          ) : null}
          <StatusActions competition={{ ...c, organizers: c.organizers ?? [] }} user={user} />
        </>
      )}
    </CompetitionCards>
  );
}
