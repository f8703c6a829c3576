// "Next competitions" band of the home: the soonest non-draft competitions that are not over yet.
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { currentLanguage } from '@/lib/core/i18n';
import { formatDate, toDate } from '@/lib/core/format';
import { cachedLoad, fetchNextCompetitions, fileUrl, type HomeCompetition } from '../api';
import { LoadBoundary } from './LoadBoundary';
import { paths } from '@/lib/core/paths';

const DAY = 24 * 3600 * 1000;
const LOCALES = { en: 'en-GB', it: 'it-IT' } as const;

/** "tomorrow", "in 12 days", "today" in the UI language (Intl). */
function relativeDay(date: Date): string {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  const days = Math.round((day.getTime() - today.getTime()) / DAY);
  return new Intl.RelativeTimeFormat(LOCALES[currentLanguage()], { numeric: 'auto' }).format(days, 'day');
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** "Tuesday 22 December 2026" or "Tuesday 22 – Wednesday 23 December 2026" (Intl's formatRange). */
function dateText(start: Date | null, end: Date | null): string {
  if (!start) return '';
  if (!end || formatDate(end) === formatDate(start)) return formatDate(start, DAY_FORMAT);
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], DAY_FORMAT).formatRange(start, end);
}

function CompetitionItem({ c }: { c: HomeCompetition }) {
  const { t } = useTranslation('home');
  const start = toDate(c.date);
  const end = toDate(c.endDate);
  const live = c.status === 'ongoing';
  return (
    <li className="next-card">
      <div className="next-date" aria-hidden="true">
        <span className="next-date-day">{formatDate(start, { day: 'numeric' })}</span>
        <span className="next-date-month">{formatDate(start, { month: 'short' })}</span>
        <span className="next-date-year">{formatDate(start, { year: 'numeric' })}</span>
      </div>
      <div className="next-body">
        <h3 className="next-title">
          <AppLink to={paths.competition(c.id)} className="next-link">
            {c.name}
          </AppLink>
        </h3>
        <p className="next-meta">
          <time dateTime={start?.toISOString()}>{dateText(start, end)}</time>
        </p>
        {c.location ? <p className="next-meta">{c.location}</p> : null}
        <p className="next-tags">
          <span className={`home-status home-status-${c.status}`}>
            {live ? <span className="home-live-dot" aria-hidden="true" /> : null}
            {t(`common:competitionStatus.${c.status}`)}
          </span>
          {start && !live ? <span className="next-when">{relativeDay(start)}</span> : null}
        </p>
      </div>
      {c.logo ? <img className="next-logo" src={fileUrl(c, c.logo, '96x96')} alt="" width="56" height="56" loading="lazy" decoding="async" /> : null}
    </li>
  );
}

function List({ promise }: { promise: Promise<HomeCompetition[]> }) {
  const { t } = useTranslation('home');
  const items = use(promise);
  if (!items.length) {
    return (
      <div className="next-empty">
        <p className="next-empty-title">{t('next.empty')}</p>
        <p>{t('next.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="next-list">
      {items.map((c) => (
        <CompetitionItem key={c.id} c={c} />
      ))}
    </ul>
  );
}

function Skeleton() {
  const { t } = useTranslation('home');
  return (
    <ul className="next-list" aria-busy="true" aria-label={t('next.loading')}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="next-card next-skeleton" aria-hidden="true">
          <div className="next-date" />
          <div className="next-body">
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NextCompetitions() {
  const { t } = useTranslation('home');
  const [promise] = useState(() => cachedLoad('next-competitions', () => fetchNextCompetitions(3)));
  return (
    <section className="home-next" aria-labelledby="home-next-title">
      <div className="home-container">
        <div className="home-next-panel">
          <div className="home-section-head">
            <h2 id="home-next-title">{t('next.title')}</h2>
            <AppLink to={paths.competitions} className="home-more">
              {t('next.all')} <span aria-hidden="true">→</span>
            </AppLink>
          </div>
          <LoadBoundary
            fallback={
              <div className="next-empty">
                <p className="next-empty-title">{t('next.failed')}</p>
              </div>
            }
          >
            <Suspense fallback={<Skeleton />}>
              <List promise={promise} />
            </Suspense>
          </LoadBoundary>
        </div>
      </div>
    </section>
  );
}
