// Scoring at the mat (/competitions/{id}/officials/scoring/{poule?}) for the competition's officials
// (organizers, commissioners assigned to it, admins): pick a published poule, a couple in order of
// execution and a judge; enter or correct the judge's marks. Points, ranks and the public leaderboard
// are computed by the server on every save; in a supervised competition a couple counts once the
// supervisor validates it, which the page says, with the way there, when its sheets are in. Below: the poule's standings with the officials' tie
// decisions, and each judge's consistency.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NamedDropdown } from '@/components/NamedDropdown';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { formatNumber } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { useSaveEvaluation, type Draw } from '@/features/results/api';
import { useOfficialPoule } from '../officialPoule';
import { NotAnOfficial, OfficialLink, OfficialsHead } from '@/features/results/components/OfficialsHead';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { FreezeButton } from '../components/FreezeButton';
import { JudgeConsistency } from '../components/JudgeConsistency';
import { ScoreSheet } from '@/features/results/components/ScoreSheet';
import { sheetItems } from '@/features/results/scoring';
import { useCircuitRules } from '@/features/results/circuitRules';
import { TieDecisions } from '../components/TieDecisions';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { ReopenButton } from '../components/ReopenDialog';
import { AbsenceRank } from '@/features/results/components/AbsenceRank';
import { contenders } from '@/lib/rules/absence';
import { paths } from '@/lib/core/paths';
import '@/features/results/results.css';
import '../officiating.css';

export default function ScoringPage() {
  const { t } = useTranslation('results');
  const { competitionID = '', tabelem = '' } = useParams();
  const navigate = useNavigate();
  const { competition, staff, official, loading, draws, sheets, published, poule, evaluations } = useOfficialPoule(competitionID, tabelem);
  const save = useSaveEvaluation(competitionID);
  const rulesFor = useCircuitRules(competitionID);
  const [selected, setSelected] = useState<{ draw: string; judge: number } | null>(null);

  if (loading) return <Loading />;
  if (!competition.data || !official) return <NotAnOfficial />;

  const header = (
    <OfficialsHead title={t('scoring.title')}>
      {staff ? <OfficialLink to={paths.drawManager(competitionID)} icon="pi-sort-numeric-down" label={t('officials.manageDraw')} /> : null}
      <OfficialLink to={paths.supervisor(competitionID, poule?.id)} icon="pi-verified" label={t('officials.supervise')} />
      <FreezeButton competitionId={competitionID} frozen={competition.data.leaderboardFrozen} />
    </OfficialsHead>
  );
  if (!poule) return (
    <div className="officials-page">
      {header}
      <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('scoring.noPoules')} />
    </div>
  );

  const sheet = (sheets.data ?? []).find((s) => s.kata === poule.kata);
  const rules = rulesFor(competition.data, poule.circuit);
  const judges = poule.judges || sheet?.judges || 5;
  const couples = (draws.data ?? []).filter((d) => d.poule === poule.id).sort((a, b) => a.order - b.order);
  // The panel's sheets: a shadow judge's sheet is never counted (src/lib/rules/shadow.ts).
  const evals = (evaluations.data ?? []).filter((e) => !e.shadow);
  const savedFor = (drawId: string) => evals.filter((e) => e.draw === drawId);
  // A couple that will not perform (withdrawn, did not perform) has no sheet to type: the screen opens on
  // the first couple that performs and still misses a sheet, and passes the absent ones over.
  const performing = contenders(couples);
  const current = performing.find((d) => d.id === selected?.draw) ?? performing.find((d) => savedFor(d.id).length < judges) ?? performing[0];
  const judge = selected && current && selected.draw === current.id ? selected.judge : nextJudge(current ? savedFor(current.id).map((e) => e.judge) : [], judges);
  const existing = current ? evals.find((e) => e.draw === current.id && e.judge === judge) : undefined;

  return (
    <div className="officials-page scoring-page">
      {header}
      <div className="field scoring-poule">
        <label htmlFor="scoring-poule">{t('scoring.poule')}</label>
        <NamedDropdown
          inputId="scoring-poule"
          label={t('scoring.poule')}
          value={poule.id}
          options={published.map((p) => ({ value: p.id, label: pouleLabel(t, { ...p, circuitName: p.expand?.circuit?.name }) }))}
          onChange={(e) => {
            setSelected(null);
            navigate(paths.scoring(competitionID, e.value as string));
          }}
        />
      </div>
      {!couples.length ? <EmptyState icon="pi pi-users" title={t('poules.emptyCouples')} /> : null}
      {current && sheet ? (
        <div className="scoring-layout">
          <nav aria-label={t('scoring.couples')} className="scoring-couples">
            <ol>
              {couples.map((d) => {
                if (d.absence) {
                  return (
                    <li key={d.id}>
                      <span className="scoring-couple scoring-couple-absent" data-absence={d.absence}>
                        <span className="draw-order-number">{d.order}</span>
                        <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
                        <AbsenceRank absence={d.absence} rank={0} />
                      </span>
                    </li>
                  );
                }
                const n = savedFor(d.id).length;
                const active = d.id === current.id;
                return (
                  <li key={d.id}>
                    <button type="button" className={`scoring-couple ${active ? 'active' : ''}`} aria-current={active ? 'true' : undefined} onClick={() => setSelected({ draw: d.id, judge: nextJudge(savedFor(d.id).map((e) => e.judge), judges) })}>
                      <span className="draw-order-number">{d.order}</span>
                      <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
                      <span className={`judges-chip ${n === judges ? 'done' : ''}`}>
                        {d.validated ? (
                          <>
                            <span className="pi pi-lock" role="img" aria-label={t('judge.state.validated')} />{' '}
                          </>
                        ) : null}
                        {d.scored ? formatNumber(d.points) : t('scoring.judgesSaved', { n, of: judges })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
          <section className="scoring-main" aria-labelledby="scoring-couple-title">
            <h3 id="scoring-couple-title" className="subsection-title">
              {t('scoring.couple', { order: current.order, couple: coupleLabel({ tori: current.toriName, uke: current.ukeName }) })}
            </h3>
            <div className="judge-tabs" role="group" aria-label={t('scoring.judge')}>
              {Array.from({ length: judges }, (_, i) => i + 1).map((j) => {
                const done = savedFor(current.id).some((e) => e.judge === j);
                return (
                  <button key={j} type="button" className={`judge-tab ${j === judge ? 'active' : ''} ${done ? 'done' : ''}`} aria-pressed={j === judge} onClick={() => setSelected({ draw: current.id, judge: j })}>
                    {t('results.judge', { n: j })}
                    {done ? <span className="pi pi-check" aria-label={t('scoring.saved')} /> : null}
                  </button>
                );
              })}
            </div>
            <PanelSummary draw={current} judges={judges} />
            {competition.data.supervised && !current.validated && savedFor(current.id).length >= judges ? (
              <p className="awaiting-validation" role="status">
                <span className="pi pi-hourglass" aria-hidden="true" />
                <span>{t('scoring.awaitingValidation')}</span>
                <Link to={paths.supervisor(competitionID, poule.id)}>{t('scoring.toSupervisor')}</Link>
              </p>
            ) : null}
            {current.validated ? (
              <div className="validated-lock" role="status">
                <span className="pi pi-lock" aria-hidden="true" />
                <span>{t('reopen.lockedHint')}</span>
                <ReopenButton draw={current} />
              </div>
            ) : null}
            <ScoreSheet
              locked={current.validated}
              key={`${current.id}-${judge}-${existing?.id ?? 'new'}-${existing?.updated ?? ''}`}
              idPrefix={`m-${current.id}-${judge}`}
              items={sheetItems(sheet.items, rules)}
              scale={sheet.scale}
              rules={rules}
              initial={existing?.marks}
              corrected={!!existing}
              saving={save.isPending}
              onSave={(marks) =>
                save.mutate(
                  { id: existing?.id, draw: current.id, judge, marks },
                  {
                    onSuccess: () => {
                      toast.success(t('common:toasts.saved'), t('scoring.savedToast', { judge, couple: coupleLabel({ tori: current.toriName, uke: current.ukeName }) }));
                      const done = new Set(savedFor(current.id).map((e) => e.judge).concat(judge));
                      const next = nextJudge([...done], judges);
                      if (next !== judge && done.size < judges) setSelected({ draw: current.id, judge: next });
                      else {
                        const following = performing.find((d) => d.order > current.order && savedFor(d.id).length < judges);
                        setSelected(following ? { draw: following.id, judge: nextJudge(savedFor(following.id).map((e) => e.judge), judges) } : { draw: current.id, judge });
                      }
                    },
                  },
                )
              }
            />
          </section>
        </div>
      ) : null}
      {couples.length && sheet ? (
        <div className="scoring-extras">
          <TieDecisions competitionId={competitionID} draws={couples} />
          <JudgeConsistency rules={rules} competitionId={competitionID} evaluations={evals} judges={judges} sheet={sheet} draws={couples} poules={published} allDraws={draws.data ?? []} sheets={sheets.data ?? []} />
        </div>
      ) : null}
    </div>
  );
}

/** The first judge (1…judges) without a saved evaluation, else 1. */
function nextJudge(saved: number[], judges: number): number {
  for (let j = 1; j <= judges; j++) if (!saved.includes(j)) return j;
  return 1;
}

function PanelSummary({ draw, judges }: { draw: Draw; judges: number }) {
  const { t } = useTranslation('results');
  const totals = draw.judgeTotals ?? [];
  return (
    <dl className="panel-summary">
      {Array.from({ length: judges }, (_, i) => (
        <div key={i}>
          <dt>{t('results.judge', { n: i + 1 })}</dt>
          <dd>{totals[i] === null || totals[i] === undefined ? '–' : formatNumber(totals[i])}</dd>
        </div>
      ))}
      <div className="panel-summary-points">
        <dt>{t('columns.points')}</dt>
        <dd>{draw.scored ? formatNumber(draw.points) : '–'}</dd>
      </div>
    </dl>
  );
}
