// Information tab: when and where, accreditation, organizers, circuits, details and rules.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { Loading } from '@/components/Loading';
import { formatDateTime } from '@/lib/format';
import { useCircuits, useCompetition } from '../api';
import { CircuitSummary } from '../components/CircuitSummary';
import { DateRange } from '../components/DateRange';
import { RichText } from '../components/RichText';
import { sanitizeRichText } from '../richText';
import { organizerNames } from '@/lib/organizers';

export default function CompetitionInfoPage() {
  const { t } = useTranslation('competitions');
  const { competitionID = '' } = useParams();
  const { data: competition } = useCompetition(competitionID);
  const circuits = useCircuits(competition ? competitionID : undefined);
  if (!competition) return null;

  const organizers = organizerNames(competition);
  const hasDetails = !!sanitizeRichText(competition.details);
  const hasRules = !!sanitizeRichText(competition.rules);

  return (
    <div className="competition-info">
      {competition.status === 'enrolment' ? (
        <div className="callout callout-open">
          <span className="pi pi-check-circle" aria-hidden="true" />
          <div>
            <strong>{t('info.enrolmentOpen')}</strong>
            <p>{t('info.enrolmentOpenText')}</p>
          </div>
          <AppLink to="/reserved/enrolments" className="callout-cta">
            {t('info.enrolCta')}
          </AppLink>
        </div>
      ) : null}
      <dl className="fact-grid">
        <div className="fact">
          <dt>
            <span className="pi pi-calendar" aria-hidden="true" /> {t('info.when')}
          </dt>
          <dd>
            <DateRange start={competition.date} end={competition.endDate} withTime />
          </dd>
        </div>
        <div className="fact">
          <dt>
            <span className="pi pi-map-marker" aria-hidden="true" /> {t('info.where')}
          </dt>
          <dd>{competition.location || t('info.noLocation')}</dd>
        </div>
        <div className="fact">
          <dt>
            <span className="pi pi-id-card" aria-hidden="true" /> {t('info.accreditation')}
          </dt>
          <dd>{competition.accreditationOpensAt ? t('info.accreditationFrom', { when: formatDateTime(competition.accreditationOpensAt) }) : t('info.accreditationDefault')}</dd>
        </div>
        <div className="fact">
          <dt>
            <span className="pi pi-users" aria-hidden="true" /> {t('info.organizers')}
          </dt>
          <dd>{organizers || t('info.noOrganizers')}</dd>
        </div>
      </dl>

      <section className="section" aria-labelledby="info-circuits">
        <h2 id="info-circuits" className="section-title">
          {t('circuits.title')}
        </h2>
        {circuits.isLoading ? (
          <Loading />
        ) : circuits.data?.length ? (
          <ul className="circuit-list circuit-list-public">
            {circuits.data.map((c) => (
              <li key={c.id} className="circuit-item">
                <CircuitSummary circuit={c} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('circuits.noneYet')}</p>
        )}
      </section>

      <section className="section" aria-labelledby="info-details">
        <h2 id="info-details" className="section-title">
          {t('info.details')}
        </h2>
        {hasDetails ? <RichText html={competition.details} /> : <p className="muted">{t('info.noDetails')}</p>}
      </section>
      <section className="section" aria-labelledby="info-rules">
        <h2 id="info-rules" className="section-title">
          {t('info.rules')}
        </h2>
        {hasRules ? <RichText html={competition.rules} /> : <p className="muted">{t('info.noRules')}</p>}
      </section>
    </div>
  );
}
