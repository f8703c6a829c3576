import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircuitsRecord, CompetitionsRecord } from '@/lib/pb-types';
import { AppLink } from '@/components/AppLink';
import { Loading } from '@/components/Loading';
import { RichText } from '@/components/RichText';
import { formatDateTime } from '@/lib/core/format';
import { organizerNames } from '@/lib/domain/organizers';
import { CircuitSummary } from './CircuitSummary';
import { DateRange } from './DateRange';
import { ScoringRules } from './ScoringRules';
import { paths } from '@/lib/core/paths';

export type InfoCompetition = Pick<CompetitionsRecord, 'status' | 'date' | 'endDate' | 'location' | 'accreditationOpensAt' | 'details' | 'rules' | 'organizerNames'> & Partial<Pick<CompetitionsRecord, 'scoring' | 'flow'>>;

/**
 * The information tab: when and where, accreditation, organizers, circuits (`undefined` while they
 * load), details, how it is scored (its preset) and rules. `sanitize` makes the stored rich text safe
 * (DOMPurify, lib/core/richText), passed in by the page.
 */
export function CompetitionInfo({ competition, circuits, sanitize }: { competition: InfoCompetition; circuits: CircuitsRecord[] | undefined; sanitize: (html: string) => string }) {
  const { t } = useTranslation('competitions');
  const organizers = organizerNames(competition);
  // Sanitized once per text, not at every render (the page renders again as its data and title settle).
  const details = useMemo(() => sanitize(competition.details), [sanitize, competition.details]);
  const rules = useMemo(() => sanitize(competition.rules), [sanitize, competition.rules]);
  return (
    <div className="competition-info">
      {competition.status === 'enrolment' ? (
        <div className="callout callout-open">
          <span className="pi pi-check-circle" aria-hidden="true" />
          <div>
            <strong>{t('info.enrolmentOpen')}</strong>
            <p>{t('info.enrolmentOpenText')}</p>
          </div>
          <AppLink to={paths.enrolments} className="callout-cta">
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
        {!circuits ? (
          <Loading />
        ) : circuits.length ? (
          <ul className="circuit-list circuit-list-public">
            {circuits.map((c) => (
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
        {details ? <RichText safeHtml={details} /> : <p className="muted">{t('info.noDetails')}</p>}
      </section>
      <ScoringRules competition={competition} />
      <section className="section" aria-labelledby="info-rules">
        <h2 id="info-rules" className="section-title">
          {t('info.rules')}
        </h2>
        {rules ? <RichText safeHtml={rules} /> : <p className="muted">{t('info.noRules')}</p>}
      </section>
    </div>
  );
}
