// /competitions/{id}(/{tab}) on first load: the routed CompetitionPage (header, tabs) and, on the
// information tab, CompetitionInfoPage, from the same requests, without the router, TanStack Query and
// PrimeReact. The rich text waits for DOMPurify (its own small chunk, loaded with the data). Other tabs
// show the loading indicator until the routed app takes over; an unknown or hidden competition and
// failures are left to the routed page.
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { Loading } from '@/components/Loading';
import { formatDateTime } from '@/lib/format';
import { isInternalHref, navigate } from '@/lib/navigation';
import { composeTitle } from '@/lib/pageTitle';
import { CircuitSummary } from '@/features/competitions/components/CircuitSummary';
import { CompetitionLogo } from '@/features/competitions/components/CompetitionLogo';
import { DateRange } from '@/features/competitions/components/DateRange';
import { StatusBadge } from '@/features/competitions/components/StatusBadge';
import '@/features/competitions/competitions.css';
import { fetchCircuits, fetchCompetition, type LightCircuit, type LightCompetition } from '../api';
import { LightLayout, afterPaintWhenIdle } from '../components/LightLayout';
import { firstLoadRoute } from '../routes';
import { armTakeover, takeOver } from '../takeover';
import { organizerNames } from '@/lib/organizers';

type Info = { competition: LightCompetition; circuits: LightCircuit[]; sanitize: (html: string) => string };

const TABS = [
  { key: 'info', label: 'detail.tabs.info', icon: 'pi pi-info-circle' },
  { key: 'documents', label: 'detail.tabs.documents', icon: 'pi pi-file' },
  { key: 'draws', label: 'detail.tabs.draws', icon: 'pi pi-sort-numeric-down' },
  { key: 'results', label: 'detail.tabs.results', icon: 'pi pi-list' },
  { key: 'leaderboard', label: 'detail.tabs.leaderboard', icon: 'pi pi-trophy' },
] as const;

/** components/RichText's markup and in-app link handling. */
function LightRichText({ html }: { html: string }) {
  function onClick(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const anchor = (e.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !isInternalHref(href) || anchor.target === '_blank') return;
    e.preventDefault();
    void navigate(href);
  }
  return <div className="rich-text " onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function InfoTab({ competition, circuits, sanitize }: Info) {
  const { t } = useTranslation('competitions');
  const organizers = organizerNames(competition);
  const details = sanitize(competition.details);
  const rules = sanitize(competition.rules);
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
        {circuits.length ? (
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
        {details ? <LightRichText html={details} /> : <p className="muted">{t('info.noDetails')}</p>}
      </section>
      <section className="section" aria-labelledby="info-rules">
        <h2 id="info-rules" className="section-title">
          {t('info.rules')}
        </h2>
        {rules ? <LightRichText html={rules} /> : <p className="muted">{t('info.noRules')}</p>}
      </section>
    </div>
  );
}

export default function CompetitionFirstLoad() {
  const { t } = useTranslation('competitions');
  const [route] = useState(() => firstLoadRoute(window.location.pathname, false));
  const id = route?.page === 'competition' ? route.id : '';
  const tab = route?.page === 'competition' ? route.tab : 'info';
  const [competition, setCompetition] = useState<LightCompetition | null>(null);
  const [info, setInfo] = useState<Info | null>(null);

  useEffect(() => {
    // The header as soon as the competition is in (the largest text: Lighthouse's LCP), the
    // information tab once the circuits and DOMPurify are in too (it appears below the tabs: no shift).
    const one = fetchCompetition(id).then((c) => {
      if (!c) throw new Error('not found'); // the routed page says "not found"
      document.title = composeTitle(c.name);
      setCompetition(c);
      return c;
    });
    // DOMPurify (12 kB) is fetched once the header is painted: it is not needed for the first screen.
    const sanitizer = one.then(
      () =>
        new Promise<typeof import('@/features/competitions/richText')>((resolve, reject) => {
          afterPaintWhenIdle(() => void import('@/features/competitions/richText').then(resolve, reject));
        }),
    );
    Promise.all([one, fetchCircuits(id), sanitizer])
      .then(([c, circuits, richText]) => setInfo({ competition: c, circuits, sanitize: richText.sanitizeRichText }))
      .catch(() => void takeOver());
  }, [id]);
  useEffect(() => {
    if (tab === 'info' && info) armTakeover();
    // The other tabs' content comes with the routed app: fetch it at once.
    if (tab !== 'info' && competition) void takeOver();
  }, [competition, info, tab]);

  const base = `/competitions/${id}`;
  return (
    <LightLayout ready={tab === 'info' ? !!info : !!competition}>
      {!competition ? (
        <Loading />
      ) : (
        <>
          <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
            <AppLink to="/competitions">
              <span className="pi pi-arrow-left" aria-hidden="true" /> {t('common:titles.competitions')}
            </AppLink>
          </nav>
          <header className="competition-hero">
            <CompetitionLogo competition={competition} size="large" />
            <div className="competition-hero-body">
              <StatusBadge status={competition.status} />
              <h1 className="page-title">{competition.name}</h1>
              <p className="competition-hero-meta">
                <span>
                  <span className="pi pi-calendar" aria-hidden="true" />
                  <span className="sr-only">{t('info.when')}: </span>
                  <DateRange start={competition.date} end={competition.endDate} />
                </span>
                {competition.location ? (
                  <span>
                    <span className="pi pi-map-marker" aria-hidden="true" />
                    <span className="sr-only">{t('info.where')}: </span>
                    {competition.location}
                  </span>
                ) : null}
              </p>
            </div>
          </header>
          <nav aria-label={t('detail.tabsLabel')} className="competition-tabs">
            <ul className="route-tabs">
              {TABS.map((item) => {
                const active = item.key === tab;
                return (
                  <li key={item.key}>
                    <AppLink to={item.key === 'info' ? base : `${base}/${item.key}`} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined} data-tab={item.key}>
                      <span className={item.icon} aria-hidden="true" />
                      {t(item.label)}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="competition-tab-panel">{tab === 'info' && info ? <InfoTab {...info} /> : <Loading />}</div>
        </>
      )}
    </LightLayout>
  );
}
