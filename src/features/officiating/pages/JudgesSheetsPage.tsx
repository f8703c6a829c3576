// A couple's judges' sheets (/competitions/{id}/sheets/{draw}): every judge's marks per item, one
// printable A4 form per seat, for the couple's feedback, with when each item was marked and any mark
// changed after the sheet was sent (src/lib/rules/trail.ts). Shown once the couple's judges' totals are
// public (validated by the supervisor, or a competition without supervision): before that the server
// refuses the sheets to the public (the evaluations' rules) and the page says when they come. Each
// form names its judge, as the sport publishes a couple's sheets; a judge's marks over competitions
// are not public (docs/judging.md "Who reads the judges' records").
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { ScoringForm } from '@/lib/domain/paper/ScoringForm';
import { useCompetition } from '@/lib/domain/competitionQueries';
import { useCoupleSheets, useKataSheets } from '@/features/results/api';
import { rulesOf, sheetItems } from '@/features/results/scoring';
import { useCircuitRules } from '@/features/results/circuitRules';
import { useSnapshot } from '@/lib/board/useBoard';
import { readTrail } from '@/lib/rules/trail';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { InquiryOutcome } from '@/lib/domain/inquiry/InquiryOutcome';
import '@/features/results/results.css';
import '../officiating.css';

export default function JudgesSheetsPage() {
  const { t } = useTranslation('results');
  const { competitionID = '', drawID = '' } = useParams();
  const competition = useCompetition(competitionID);
  const rulesFor = useCircuitRules(competitionID);
  const snapshot = useSnapshot(competitionID);
  const sheets = useKataSheets();
  const poule = snapshot.data?.data.poules.find((p) => p.entries.some((e) => e.id === drawID));
  const entry = poule?.entries.find((e) => e.id === drawID);
  // The judges' totals reach the public only once the couple counts: the sheets follow them.
  const open = !!entry && entry.scored && entry.judgeTotals.some((v) => v !== null);
  const evaluations = useCoupleSheets(drawID, open);
  const rules = rulesFor(competition.data ?? undefined, poule?.circuit);
  const sheet = poule ? sheets.data?.find((s) => s.kata === poule.kata) : undefined;
  const loading = snapshot.isLoading || competition.isLoading || sheets.isLoading || evaluations.isLoading;
  const marked = evaluations.data ?? [];

  return (
    <div className="judges-sheets">
      <div className="poule-head paper-actions">
        <h2 className="section-title">{t('common:titles.judgesSheets')}</h2>
        {open && marked.length ? <Button type="button" icon="pi pi-print" label={t('common:paper.print')} onClick={() => window.print()} /> : null}
      </div>
      {entry ? <InquiryOutcome entry={entry} /> : null}
      {loading ? (
        <Loading />
      ) : !entry || !poule ? (
        <EmptyState icon="pi pi-file" title={t('sheets.missing')} />
      ) : !open || !marked.length || !sheet ? (
        <EmptyState icon="pi pi-lock" title={t('sheets.notYet', { couple: coupleLabel(entry) })} description={t('sheets.notYetHint')} />
      ) : (
        <div>
          {marked.map((ev) => {
            // The panel's names are published with a couple's sheets, as the federations print them.
            const seat = ev.judgeName ? `${t('results.judge', { n: ev.judge })} – ${ev.judgeName}` : t('results.judge', { n: ev.judge });
            return (
              <ScoringForm
                key={ev.id}
                title={`${seat} – ${coupleLabel(entry)}`}
                header={{ competition: competition.data?.name ?? '', poule: pouleLabel(t, poule), seat, couple: `${coupleLabel(entry)}${entry.clubs ? ` (${entry.clubs})` : ''}` }}
                items={sheetItems(sheet.items, rules)}
                scale={sheet.scale}
                half={rulesOf(rules).half}
                flow={rulesOf(rules).flow}
                marks={ev.marks}
                rules={rules}
                trail={readTrail(ev.trail)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
