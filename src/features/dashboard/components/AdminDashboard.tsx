// Admin: what awaits verification (athletes, couples), the open issues, oldest first, and the desks of
// the competitions in progress (one tap from the dashboard).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { formatDate, formatDateTime, formatNumber } from '@/lib/core/format';
import { useAdminQueue } from '../api';
import { paths } from '@/lib/core/paths';

function Panel({ id, title, total, empty, link, linkLabel, children }: { id: string; title: string; total: number; empty: string; link: string; linkLabel: string; children: ReactNode }) {
  return (
    <article className="dash-card" aria-labelledby={id}>
      <h3 id={id} className="dash-card-title dash-panel-title">
        <span>{title}</span>
        <span className={`dash-badge ${total ? 'dash-badge-on' : ''}`}>{formatNumber(total)}</span>
      </h3>
      {total ? <ul className="dash-queue">{children}</ul> : <p className="dash-none">{empty}</p>}
      <Link to={link} className="p-button p-component p-button-outlined dash-link">
        {linkLabel}
      </Link>
    </article>
  );
}

export function AdminDashboard() {
  const { t } = useTranslation('dashboard');
  const query = useAdminQueue();
  if (query.isLoading || !query.data) return query.isLoading ? <Loading /> : null;
  const { athletes, couples, issues, desks } = query.data;
  const name = (a?: { name: string; surname: string }) => (a ? `${a.name} ${a.surname}` : '?');
  return (
    <section className="section" aria-labelledby="dash-queue">
      <h2 id="dash-queue" className="section-title">
        {t('admin.title')}
      </h2>
      <div className="dash-grid">
        <Panel id="dash-athletes" title={t('admin.athletes')} total={athletes.total} empty={t('admin.athletesNone')} link={paths.registry} linkLabel={t('admin.toRegistry')}>
          {athletes.items.map((a) => (
            <li key={a.id}>
              {name(a)} <span className="dash-card-meta">{a.club}</span>
            </li>
          ))}
        </Panel>
        <Panel id="dash-couples" title={t('admin.couples')} total={couples.total} empty={t('admin.couplesNone')} link={paths.registry} linkLabel={t('admin.toRegistry')}>
          {couples.items.map((c) => (
            <li key={c.id}>
              {name(c.expand?.tori)} – {name(c.expand?.uke)} <span className="dash-card-meta">{t(`common:katas.${c.kata}`)}</span>
            </li>
          ))}
        </Panel>
        <Panel id="dash-issues" title={t('admin.issues')} total={issues.total} empty={t('admin.issuesNone')} link={paths.issues} linkLabel={t('admin.toIssues')}>
          {issues.items.map((i) => (
            <li key={i.id}>
              <Link to={paths.issue(i.id)}>{i.title}</Link> <span className="dash-card-meta">{formatDateTime(i.lastActivityAt)}</span>
            </li>
          ))}
        </Panel>
        <Panel id="dash-desks" title={t('admin.desks')} total={desks.total} empty={t('admin.desksNone')} link={paths.reservedCompetitions} linkLabel={t('admin.toCompetitions')}>
          {desks.items.map((c) => (
            <li key={c.id}>
              <Link to={paths.desk(c.id)}>{c.name}</Link>{' '}
              <span className="dash-card-meta">
                {formatDate(c.date)} · {t(`common:competitionStatus.${c.status}`)}
              </span>
            </li>
          ))}
        </Panel>
      </div>
    </section>
  );
}
