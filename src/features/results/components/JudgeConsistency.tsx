// Judge consistency for the officials: how often each judge's mark was the one cancelled AND lay outside
// the marks that counted (a deviation from the panel), in this poule. Computed with the same maths as
// the server's results.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Draw, Evaluation, KataSheet } from '../api';
import { couplePoints, type Mark } from '../scoring';

export function consistency(evaluations: Evaluation[], draws: Draw[], judges: number, sheet: KataSheet) {
  const outliers = Array.from({ length: judges }, () => 0);
  let items = 0;
  for (const d of draws) {
    const panel: Mark[][] = [];
    for (let j = 1; j <= judges; j++) {
      const e = evaluations.find((x) => x.draw === d.id && x.judge === j);
      if (e) panel.push(e.marks);
    }
    if (panel.length !== judges) continue;
    const r = couplePoints(panel, sheet.scale);
    r.outliers.forEach((n, j) => (outliers[j] = (outliers[j] ?? 0) + n));
    items += sheet.items.length;
  }
  return { outliers, items };
}

export function JudgeConsistency({ evaluations, draws, judges, sheet }: { evaluations: Evaluation[]; draws: Draw[]; judges: number; sheet: KataSheet }) {
  const { t } = useTranslation('results');
  const { outliers, items } = consistency(evaluations, draws, judges, sheet);
  return (
    <section className="panel" aria-labelledby="consistency-title">
      <h3 id="consistency-title" className="subsection-title">
        {t('consistency.title')}
      </h3>
      <p className="muted">{judges < 5 ? t('consistency.threeJudges') : t('consistency.hint')}</p>
      {items && judges >= 5 ? (
        <table className="plain-table">
          <thead>
            <tr>
              <th scope="col">{t('consistency.judge')}</th>
              <th scope="col">{t('consistency.deviations')}</th>
              <th scope="col">{t('consistency.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {outliers.map((n, j) => (
              <tr key={j}>
                <td>{t('results.judge', { n: j + 1 })}</td>
                <td>{t('consistency.ofItems', { n, items })}</td>
                <td>{formatNumber(items ? n / items : 0, { style: 'percent', maximumFractionDigits: 1 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
