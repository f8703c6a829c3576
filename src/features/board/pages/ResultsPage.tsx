// Results tab (/competitions/{id}/results/{poule?}): rank, couple, club and points per poule, with each
// judge's total on demand. Live from the public snapshot (frozen with the leaderboard). Printed, every
// couple's judges' totals show without the toggles, under a head with the competition's name, dates and
// place, and above the officials' signature lines (ResultsPrint.tsx).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { useCompetition } from '@/lib/domain/competitionQueries';
import { useSnapshot } from '@/lib/board/useBoard';
import { competitionRules, rulesOf } from '@/features/results/scoring';
import { ExportMenu } from '../components/ExportMenu';
import { LiveNotices } from '../components/LiveNotices';
import { resultsTable } from '../components/tables';
import { usePrintOnce } from '@/lib/core/usePrintOnce';
import { OfficialsBar } from '../components/OfficialsBar';
import { PoulePicker } from '@/features/results/components/PoulePicker';
import { PouleResultsTable } from '../components/PouleResultsTable';
import { pouleLabel } from '@/features/results/components/labels';
import { ResultsPrintHead, ResultsSignatures } from '../components/ResultsPrint';
import { paths } from '@/lib/core/paths';
import { useClubNames } from '@/lib/domain/clubs';
import '@/features/results/results.css';
import '../board.css';
import { useKataNames } from '@/lib/domain/katas';

export default function ResultsPage() {
  const { t } = useTranslation('results');
  useKataNames();
  const clubs = useClubNames();
  const { competitionID = '', tabelem } = useParams();
  const query = useSnapshot(competitionID);
  const competition = useCompetition(competitionID).data;
  const rules = rulesOf(competitionRules(competition ?? undefined));
  const poules = query.data?.data.poules ?? [];
  const shown = tabelem ? poules.filter((p) => p.id === tabelem) : poules;
  usePrintOnce(shown.length > 0);

  return (
    <div className="results-tab">
      {competition ? <ResultsPrintHead competition={competition} /> : null}
      <OfficialsBar competitionId={competitionID} />
      {query.isLoading ? <Loading /> : null}
      {query.data?.frozen ? <LiveNotices frozen /> : null}
      {!query.isLoading && !poules.length ? (
        tabelem ? (
          <EmptyState icon="pi pi-list" title={t('results.empty')} description={t('results.emptyHint')} />
        ) : (
          <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('poules.emptyHint')} />
        )
      ) : null}
      <PoulePicker competitionId={competitionID} tab="results" poules={poules} current={tabelem} />
      {poules.length && !shown.length ? <EmptyState icon="pi pi-list" title={t('results.empty')} description={t('results.emptyHint')} /> : null}
      {shown.map((p) => (
        <section key={p.id} className="poule-section" aria-labelledby={`results-${p.id}`}>
          <div className="poule-head">
            <h2 id={`results-${p.id}`} className="section-title">
              {pouleLabel(t, p)}
            </h2>
            <ExportMenu label={pouleLabel(t, p)} table={() => resultsTable(t, p, pouleLabel(t, p), clubs.label)} printTo={paths.poulePrint(competitionID, 'results', p.id)} />
          </div>
          <PouleResultsTable poule={p} label={pouleLabel(t, p)} mistakes={rules.mistakes} />
        </section>
      ))}
      {competition && shown.length ? <ResultsSignatures competition={competition} /> : null}
    </div>
  );
}
