// Judge consistency for the officials: how often each judge's mark was the one cancelled AND lay outside
// the marks that counted (a deviation from the panel) — in this poule, and on demand over the whole
// competition (by judge seat). Computed with the same maths as the server's results.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatNumber } from '@/lib/core/format';
import { useCompetitionEvaluations, type Draw, type Evaluation, type KataSheet, type Poule } from '@/features/results/api';
import { couplePoints, type AnyMark, type Rules } from '@/features/results/scoring';

export interface Consistency {
  outliers: number[];
  items: number;
}

export function consistency(evaluations: Evaluation[], draws: Draw[], judges: number, sheet: KataSheet, rules?: Rules): Consistency {
  const outliers = Array.from({ length: judges }, () => 0);
  let items = 0;
  for (const d of draws) {
    const panel: AnyMark[][] = [];
    for (let j = 1; j <= judges; j++) {
      const e = evaluations.find((x) => x.draw === d.id && x.judge === j);
      if (e) panel.push(e.marks);
    }
    if (panel.length !== judges) continue;
    const r = couplePoints(panel, sheet.scale, rules);
    r.outliers.forEach((n, j) => (outliers[j] = (outliers[j] ?? 0) + n));
    items += panel[0]?.length ?? sheet.items.length;
  }
  return { outliers, items };
}

/** The same over every poule of five judges of the competition, by judge seat. */
export function competitionConsistency(evaluations: Evaluation[], poules: Poule[], draws: Draw[], sheets: KataSheet[], rules?: Rules): Consistency {
  const total: Consistency = { outliers: [0, 0, 0, 0, 0], items: 0 };
  for (const p of poules) {
    const sheet = sheets.find((s) => s.kata === p.kata);
    if (!sheet || (p.judges || sheet.judges) < 5) continue;
    const c = consistency(evaluations, draws.filter((d) => d.poule === p.id), 5, sheet, rules);
    c.outliers.forEach((n, j) => (total.outliers[j] = (total.outliers[j] ?? 0) + n));
    total.items += c.items;
  }
  return total;
}

function ConsistencyTable({ data, caption }: { data: Consistency; caption: string }) {
  const { t } = useTranslation('results');
  return (
    <table className="plain-table">
      <caption className="consistency-caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('consistency.judge')}</th>
          <th scope="col">{t('consistency.deviations')}</th>
          <th scope="col">{t('consistency.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {data.outliers.map((n, j) => (
          <tr key={j}>
            <td>{t('results.judge', { n: j + 1 })}</td>
            <td>{t('consistency.ofItems', { n, items: data.items })}</td>
            <td>{formatNumber(data.items ? n / data.items : 0, { style: 'percent', maximumFractionDigits: 1 })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Props {
  competitionId: string;
  evaluations: Evaluation[];
  draws: Draw[];
  judges: number;
  sheet: KataSheet;
  poules: Poule[];
  allDraws: Draw[];
  sheets: KataSheet[];
  /** The competition's scoring rules (the cancelled marks depend on them). */
  rules?: Rules;
}

export function JudgeConsistency({ competitionId, evaluations, draws, judges, sheet, poules, allDraws, sheets, rules }: Props) {
  const { t } = useTranslation('results');
  const [wide, setWide] = useState(false);
  const all = useCompetitionEvaluations(competitionId, wide);
  const here = consistency(evaluations, draws, judges, sheet, rules);
  return (
    <section className="panel" aria-labelledby="consistency-title">
      <h3 id="consistency-title" className="subsection-title">
        {t('consistency.title')}
      </h3>
      <p className="muted">{judges < 5 ? t('consistency.threeJudges') : t('consistency.hint')}</p>
      {here.items && judges >= 5 ? <ConsistencyTable data={here} caption={t('consistency.poule')} /> : null}
      {wide && all.data ? (
        <ConsistencyTable data={competitionConsistency(all.data, poules, allDraws, sheets, rules)} caption={t('consistency.competition')} />
      ) : (
        <Button type="button" size="small" outlined icon="pi pi-chart-bar" label={t('consistency.showCompetition')} loading={all.isFetching} onClick={() => setWide(true)} />
      )}
    </section>
  );
}
