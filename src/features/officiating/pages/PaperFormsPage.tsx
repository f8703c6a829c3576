// The paper of a poule (/competitions/{id}/paper/{poule}): the scoring forms pre-filled for each couple
// and judge's seat (competition, poule, seat, couple), printed before the day as the tablets'
// fallback, and the way to each validated couple's judges' sheets (the error sheets handed to the
// couple). Built from the public draw: nothing on it that the draw does not already show.
import { byStart } from '@/lib/domain/runningOrder';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { ScoringForm } from '@/lib/domain/paper/ScoringForm';
import { useCompetition } from '@/lib/domain/competitionQueries';
import { paths } from '@/lib/core/paths';
import { useKataSheets } from '@/features/results/api';
import { rulesOf, sheetItems } from '@/features/results/scoring';
import { useCircuitRules } from '@/features/results/circuitRules';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { PoulePicker } from '@/features/results/components/PoulePicker';
import '@/features/results/results.css';
import '@/features/results/components/hall.css';
import { useSnapshot } from '@/lib/board/useBoard';
import type { SnapshotEntry } from '@/lib/board/snapshot';
import '../officiating.css';

/** A couple's judges' sheets are public once its judges' totals are (validated, or no supervision). */
const sheetsOpen = (e: SnapshotEntry) => e.scored && e.judgeTotals.some((v) => v !== null);

export default function PaperFormsPage() {
  const { t } = useTranslation('results');
  const { competitionID = '', tabelem } = useParams();
  const competition = useCompetition(competitionID);
  const rulesFor = useCircuitRules(competitionID);
  const snapshot = useSnapshot(competitionID);
  const sheets = useKataSheets();
  const [only, setOnly] = useState('');
  // In the order they start (start time, tatami, name): the desk prints the next poule first.
  const poules = byStart(snapshot.data?.data.poules ?? []);
  const poule = poules.find((p) => p.id === tabelem) ?? poules[0];
  const rules = rulesFor(competition.data ?? undefined, poule?.circuit);
  const sheet = poule ? sheets.data?.find((s) => s.kata === poule.kata) : undefined;
  const entries = (poule?.entries ?? []).filter((e) => !e.absence);
  const printed = only ? entries.filter((e) => e.id === only) : entries;
  const seats = Array.from({ length: poule?.judges ?? 0 }, (_, i) => i + 1);

  if (snapshot.isLoading || competition.isLoading || sheets.isLoading) return <Loading />;
  return (
    <div className="paper-forms">
      <div className="poule-head paper-actions">
        <h2 className="section-title">{t('paper.title')}</h2>
        {poule && sheet && printed.length ? <Button type="button" icon="pi pi-print" label={t('paper.print', { count: printed.length * seats.length })} onClick={() => window.print()} /> : null}
      </div>
      {!poule ? (
        <EmptyState icon="pi pi-file" title={t('paper.noPoules')} />
      ) : (
        <>
          <div className="paper-actions">
            <PoulePicker competitionId={competitionID} poules={poules} current={poule.id} to={(id) => paths.paperForms(competitionID, id)} all={false} />
            <p className="paper-forms-hint">{t('paper.hint', { poule: pouleLabel(t, poule) })}</p>
            <label htmlFor="paper-couple" className="paper-forms-label">
              {t('paper.couple')}
            </label>
            <select id="paper-couple" className="paper-forms-select" value={only} onChange={(e) => setOnly(e.target.value)}>
              <option value="">{t('paper.allCouples')}</option>
              {entries.map((e) => (
                <option key={e.id} value={e.id}>
                  {`${e.order}. ${coupleLabel(e)}`}
                </option>
              ))}
            </select>
            <ul className="paper-forms-couples" aria-label={t('paper.sheetsLabel')}>
              {entries.map((e) => (
                <li key={e.id}>
                  <span>{`${e.order}. ${coupleLabel(e)}`}</span>
                  {sheetsOpen(e) ? (
                    <AppLink to={paths.judgesSheets(competitionID, e.id)}>{t('paper.sheetsOf', { couple: coupleLabel(e) })}</AppLink>
                  ) : (
                    <span className="paper-forms-pending">{t('paper.sheetsLater')}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          {!sheet ? (
            <EmptyState icon="pi pi-file" title={t('sheets.missing')} />
          ) : !printed.length ? (
            <EmptyState icon="pi pi-users" title={t('paper.noCouples')} />
          ) : (
            <div>
              {printed.flatMap((e) =>
                seats.map((n) => (
                  <ScoringForm
                    key={`${e.id}-${n}`}
                    title={`${t('results.judge', { n })} – ${coupleLabel(e)}`}
                    header={{ competition: competition.data?.name ?? '', poule: pouleLabel(t, poule), seat: t('results.judge', { n }), couple: `${e.order}. ${coupleLabel(e)}${e.clubs ? ` (${e.clubs})` : ''}` }}
                    items={sheetItems(sheet.items, rules)}
                    scale={sheet.scale}
                    half={rulesOf(rules).half}
                    flow={rulesOf(rules).flow}
                    rules={rules}
                  />
                )),
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
