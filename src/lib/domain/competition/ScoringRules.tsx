// How the competition is scored, in plain words, from its preset (lib/scoringRules.ts): half points,
// the flow mark, what halves a total, which marks are cancelled, how ties are broken.
import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { competitionRules, FLOW_MAX, rulesOf } from '@/lib/rules/scoring';

export function ScoringRules({ competition }: { competition: Partial<Pick<CompetitionsRecord, 'scoring' | 'flow'>> }) {
  const { t } = useTranslation('competitions');
  const r = rulesOf(competitionRules({ scoring: competition.scoring, flow: competition.flow }));
  const lines = [
    r.half ? t('scoringRules.half') : t('scoringRules.whole'),
    r.floor > 0 ? t('scoringRules.floor', { floor: r.floor }) : null,
    r.flow ? t('scoringRules.flow', { max: FLOW_MAX }) : PRESETS_WITH_FLOW.has(r.preset) ? t('scoringRules.noFlow') : null,
    r.halving === 'any' ? t('scoringRules.halvingAny') : t('scoringRules.halvingMajority'),
    t('scoringRules.cancelled'),
    r.mistakes === 'all' ? t('scoringRules.tieAll') : t('scoringRules.tieCounted'),
  ].filter((l): l is string => !!l);
  return (
    <section className="section" aria-labelledby="info-scoring">
      <h2 id="info-scoring" className="section-title">
        {t('scoringRules.title')}
      </h2>
      <p>{r.preset === 'grand-prix' ? t('scoringRules.grandPrix') : t('scoringRules.ijf')}</p>
      <ul className="scoring-rules">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </section>
  );
}

/** Presets that may score the flow: for them, saying it is not scored here is informative. */
const PRESETS_WITH_FLOW = new Set(['grand-prix']);
