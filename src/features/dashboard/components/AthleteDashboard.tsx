// Athlete: the inquiries I filed (their state and the jury's decision, live), then my couples and,
// under each, its enrolments with the five flags and the derived status.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { EnrolmentStatus, flagsOf } from '@/lib/domain/enrolment/EnrolmentStatus';
import { RunningTime } from '@/lib/domain/RunningTime';
import { formatDate } from '@/lib/core/format';
import { useMyCouplesWithEnrolments, type Couple } from '../api';
import { paths } from '@/lib/core/paths';
import { MyInquiries } from './MyInquiries';

function coupleName(c: Couple): string {
  const n = (a?: { name: string; surname: string }) => (a ? `${a.name} ${a.surname}` : '?');
  return `${n(c.expand?.tori)} – ${n(c.expand?.uke)}`;
}

export function AthleteDashboard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useMyCouplesWithEnrolments(userId);
  if (query.isLoading) return <Loading />;
  const rows = query.data ?? [];
  return (
    <>
    <MyInquiries userId={userId} enrolments={rows.flatMap((r) => r.enrolments)} />
    <section className="section" aria-labelledby="dash-couples">
      <div className="dash-section-head">
        <h2 id="dash-couples" className="section-title">
          {t('athlete.couples')}
        </h2>
        <Link to={paths.enrolments} className="p-button p-component p-button-outlined dash-link">
          {t('athlete.toEnrolments')}
        </Link>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon="pi pi-users" level={3} title={t('athlete.noCouples')} description={t('athlete.noCouplesHint')}>
          <Link to={paths.registry} className="p-button p-component">
            {t('athlete.toRegistry')}
          </Link>
        </EmptyState>
      ) : (
        <div className="dash-grid">
          {rows.map(({ couple, enrolments }) => {
            const titleId = `couple-${couple.id}`;
            return (
              <article key={couple.id} className="dash-card" aria-labelledby={titleId}>
                <h3 id={titleId} className="dash-card-title">
                  {coupleName(couple)}
                </h3>
                <p className="dash-card-meta">
                  {t(`common:katas.${couple.kata}`)} ·{' '}
                  <span className={couple.verified ? 'dash-ok' : 'dash-wait'}>
                    <span className={`pi ${couple.verified ? 'pi-verified' : 'pi-clock'}`} aria-hidden="true" />{' '}
                    {couple.verified ? t('athlete.coupleVerified') : t('athlete.coupleNotVerified')}
                  </span>
                </p>
                {enrolments.length === 0 ? (
                  <p className="dash-none">{t('athlete.noEnrolments')}</p>
                ) : (
                  <ul className="dash-enrolments" aria-label={t('athlete.enrolmentsOf', { couple: coupleName(couple) })}>
                    {enrolments.map((e) => (
                      <li key={e.id}>
                        <span className="dash-enrolment-competition">
                          {e.expand?.competition ? <Link to={paths.competition(e.competition)}>{e.expand.competition.name}</Link> : null}
                          <span className="dash-card-meta"> {formatDate(e.expand?.competition?.date)}</span>
                        </span>
                        <EnrolmentStatus status={e.status} flags={flagsOf(e)} />
                        <RunningTime competitionId={e.competition} enrolmentId={e.id} competitionStatus={e.expand?.competition?.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            );
          })}
        </div>
      )}
    </section>
    </>
  );
}
