// The rank cell of a couple marked absent: its state ("Withdrawn", "Did not perform") and, when the
// competition ranks absent couples, the shared place after every couple that performed.
import { useTranslation } from 'react-i18next';

export function AbsenceRank({ absence, rank }: { absence: string; rank: number }) {
  const { t } = useTranslation('results');
  return (
    <span className="rank-with-note">
      {rank > 0 ? <strong>{rank}</strong> : null}
      <span className="absence-state">{t(`absence.states.${absence === 'withdrawn' ? 'withdrawn' : 'did_not_perform'}`)}</span>
    </span>
  );
}
