// A judge's own page (/reserved/judging, from the dashboard): the account linked to a judge of the
// judges' list sees its panels to come, its qualifications with their expiry dates and its own
// consistency and reference figures over every competition judged. The server answers only the
// caller's own judge (GET /api/custom/judges/me); an account not linked gets a short explanation.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { formatDate, formatDateRange, formatDateTime } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { useKataNames } from '@/lib/domain/katas';
import { pouleLabel } from '@/lib/domain/pouleLabels';
import { dayOf } from '@/lib/rules/qualification';
import { JudgeRanking } from '../components/JudgeRanking';
import { useMyJudging, type MyPanel, type MyQualification } from '../myJudgingApi';
import '@/components/stack-table.css';
import '@/features/results/results.css';
import '../judges.css';

/** Days before a qualification lapses that the page (and the reminder mail) warns. */
const SOON_DAYS = 30;
const DAY_MS = 86_400_000;

function daysLeft(validUntil: string, today: string): number {
  return Math.round((Date.parse(`${dayOf(validUntil)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function PanelCard({ panel }: { panel: MyPanel }) {
  const { t } = useTranslation('results');
  const c = panel.competition;
  return (
    <li className="panel my-panel">
      <h3 className="my-panel-title">
        <AppLink to={paths.competition(c.id)}>{c.name}</AppLink>
      </h3>
      <p className="muted">{[formatDateRange(c.date.replace(' ', 'T'), c.endDate ? c.endDate.replace(' ', 'T') : null), c.location].filter(Boolean).join(' · ')}</p>
      <p className="my-panel-seat">
        <strong>{panel.shadow ? t('myJudging.shadowSeat', { tatami: panel.tatami, seat: panel.seat }) : t('myJudging.seat', { tatami: panel.tatami, seat: panel.seat })}</strong>
      </p>
      {panel.poules.length ? (
        <ul className="my-panel-poules" aria-label={t('myJudging.poulesOf', { tatami: panel.tatami })}>
          {panel.poules.map((p) => (
            <li key={p.id}>
              {pouleLabel(t, { circuitName: p.circuit, kata: p.kata, name: p.name, phase: p.phase })}
              {p.startsAt ? <span className="muted"> · {formatDateTime(p.startsAt.replace(' ', 'T'))}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('myJudging.noPoules')}</p>
      )}
    </li>
  );
}

function Qualifications({ list }: { list: readonly MyQualification[] }) {
  const { t } = useTranslation('results');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <DataTable
      value={[...list]}
      dataKey="id"
      responsiveLayout="stack"
      breakpoint={TABLE_STACK_BREAKPOINT}
      className="stack-table stack-table-last-labelled"
      aria-label={t('myJudging.qualificationsCaption')}
      emptyMessage={t('myJudging.noQualifications')}
    >
      <Column header={t('qualifications.kata')} body={(q: MyQualification) => t(`common:katas.${q.kata}`)} />
      <Column header={t('qualifications.level')} body={(q: MyQualification) => t(`qualifications.levels.${q.level}`)} />
      <Column
        header={t('qualifications.validUntil')}
        body={(q: MyQualification) => {
          const left = daysLeft(q.validUntil, today);
          return (
            <span>
              {formatDate(q.validUntil.replace(' ', 'T'))}{' '}
              {left < 0 ? (
                <span className="sheet-chip sheet-state-returned qualification-expired">{t('qualifications.expired')}</span>
              ) : left <= SOON_DAYS ? (
                <span className="sheet-chip qualification-soon">{t('myJudging.lapsesIn', { count: left })}</span>
              ) : null}
            </span>
          );
        }}
      />
    </DataTable>
  );
}

export default function MyJudgingPage() {
  const { t } = useTranslation('results');
  useKataNames();
  const me = useMyJudging();
  const data = me.data;
  if (me.isLoading) return <PageHeader title={t('common:titles.myJudging')} />;
  if (!data?.judge) {
    return (
      <>
        <PageHeader title={t('common:titles.myJudging')} />
        {me.isError ? null : <EmptyState icon="pi pi-user" title={t('myJudging.notLinked')} description={t('myJudging.notLinkedHint')} />}
      </>
    );
  }
  const judge = data.judge;
  const panels = data.panels ?? [];
  return (
    <>
      <PageHeader title={t('common:titles.myJudging')} subtitle={[judge.name, judge.club].filter(Boolean).join(' · ')} />
      <section aria-labelledby="my-panels-title" className="my-judging-section">
        <h2 id="my-panels-title" className="section-title">
          {t('myJudging.panels')}
        </h2>
        {panels.length ? (
          <ul className="my-panels">
            {panels.map((p) => (
              <PanelCard key={`${p.competition.id}-${p.tatami}-${p.seat}`} panel={p} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('myJudging.noPanels')}</p>
        )}
      </section>
      <section aria-labelledby="my-qualifications-title" className="my-judging-section">
        <h2 id="my-qualifications-title" className="section-title">
          {t('myJudging.qualifications')}
        </h2>
        <p className="muted">{t('myJudging.qualificationsHint', { days: SOON_DAYS })}</p>
        <Qualifications list={data.qualifications ?? []} />
      </section>
      <section aria-labelledby="my-figures-title" className="my-judging-section">
        <h2 id="my-figures-title" className="section-title">
          {t('myJudging.figures')}
        </h2>
        <p className="muted">{t('ranking.how')}</p>
        <JudgeRanking
          rows={data.figures ? [data.figures] : []}
          loading={false}
          caption={t('myJudging.figuresCaption')}
          empty={t('myJudging.noFigures')}
          panelDistance={data.panelDistance}
          referenceTolerance={data.referenceTolerance}
        />
      </section>
    </>
  );
}
