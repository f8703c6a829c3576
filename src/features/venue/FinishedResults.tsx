// The results of the poule that just finished on a tatami (tatamiView.ts finishedPoule): its ranking
// with each couple's total, and in words when a total was halved and why, on the hall's screens until
// the next poule's first couple has performed.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/core/format';
import type { BoardPoule } from '@/lib/board/snapshot';
import { ranked } from './tatamiView';
import { ProvisionalTag } from '@/lib/domain/inquiry/ProvisionalTag';
import { isProvisional, useProvisionalClock } from '@/lib/domain/inquiry/provisional';

interface Props {
  poule: BoardPoule;
  pouleName: string;
  tatami: number;
  /** The heading's level under the page's outline: h4 in a tatami's card, h3 on the pinned tatami. */
  heading?: 'h3' | 'h4';
}

export function FinishedResults({ poule, pouleName, tatami, heading: Heading = 'h4' }: Props) {
  const { t } = useTranslation('venue');
  const id = `venue-finished-${tatami}`;
  const now = useProvisionalClock(poule.entries);
  return (
    <section className="venue-finished" aria-labelledby={id} data-testid={id}>
      <Heading id={id} className="venue-finished-title">
        <span className="venue-label">{t('finished')}</span>
        <span className="venue-finished-poule">{pouleName}</span>
      </Heading>
      <ol className="venue-finished-list">
        {ranked(poule.entries).map((e) => (
          <li key={e.id} data-testid={`venue-finished-${e.id}`}>
            <span className="venue-rank">
              {e.scored && e.rank ? t('rank', { rank: e.rank }) : ''}
              <ProvisionalTag show={e.scored && isProvisional(e, now)} />
            </span>
            <span className="venue-couple">
              {e.tori} – {e.uke}
              {e.scored && e.halved ? <small className="venue-halved">{t(`halved.${e.halved}`)}</small> : null}
            </span>
            <span className="venue-points">{e.scored ? t('points', { points: formatNumber(e.points) }) : t(`results:absence.states.${e.absence === 'withdrawn' ? 'withdrawn' : 'did_not_perform'}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
