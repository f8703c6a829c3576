// The tie-break that decided a rank ("tie-break: fewer big mistakes"), next to the rank.
import { useTranslation } from 'react-i18next';
import type { TieDecider } from '@/features/results/tieBreaks';

export function TieBreakNote({ decider }: { decider: TieDecider | null }) {
  const { t } = useTranslation('results');
  if (!decider) return null;
  return <small className="tie-break-note">{t(`results.tieBreak.${decider}`)}</small>;
}
