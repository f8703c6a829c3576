// The venue screen pinned to one tatami (`?tatami=2`) for the announcer: the couple on the mat (or the
// break in progress), on deck and next with the breaks between them, in type readable from across the
// hall, and the results of the poule that just finished on it until the next poule's first couple
// performed. No links: the officials open each tatami's view and overlay from their hall screens.
import { useTranslation } from 'react-i18next';
import { breakText } from '@/lib/domain/breakText';
import { pouleLabel } from '@/lib/domain/pouleLabels';
import { forecastTime, type CoupleTime, type RunningOrder } from '@/lib/domain/runningOrder';
import type { BoardPoule } from '@/lib/board/snapshot';
import { finishedPoule, tatamiView } from './tatamiView';
import { NextCouples, venueTime as time } from './NextCouples';
import { FinishedResults } from './FinishedResults';


interface Props {
  order: RunningOrder | null;
  tatami: number;
  couple: (draw: string) => string;
  pouleName: (s: CoupleTime) => string;
  poules: ReadonlyMap<string, BoardPoule>;
}

export function PinnedTatami({ order, tatami, couple, pouleName, poules }: Props) {
  const { t } = useTranslation('venue');
  const { run, onMat, onDeck, next } = tatamiView(order, tatami);
  const finished = finishedPoule(run, poules);
  const late = run ? Math.round(run.delay / 60_000) : 0;
  return (
    <section aria-labelledby="venue-pinned" className="venue-section venue-pinned" data-testid={`venue-pinned-${tatami}`}>
      <h2 id="venue-pinned" className="venue-pinned-title">
        {t('tatamiN', { n: tatami })}
        {late >= 5 ? <span className="venue-late"> {t('late', { count: late })}</span> : null}
      </h2>
      {!run ? (
        <p className="venue-empty">{t('noScheduleTatami', { n: tatami })}</p>
      ) : (
        <>
          <div className="venue-pinned-now" data-testid="venue-on-mat">
            <span className="venue-label">{t('onMat')}</span>
            {onMat ? (
              <>
                <strong className="venue-pinned-couple">{couple(onMat.draw)}</strong>
                <span className="venue-poule">{pouleName(onMat)}</span>
              </>
            ) : run.onBreak ? (
              <strong className="venue-pinned-couple venue-break" data-testid="venue-pinned-break">
                {breakText(t, run.onBreak)}
              </strong>
            ) : (
              <strong className="venue-pinned-couple venue-muted">{onDeck ? t('waiting', { time: time(onDeck.start) }) : t('done')}</strong>
            )}
          </div>
          <div className={next.length ? 'venue-pinned-after' : 'venue-pinned-after venue-pinned-alone'}>
            <div className="venue-pinned-deck" data-testid="venue-on-deck">
              <span className="venue-label">{t('onDeck')}</span>
              {onDeck ? (
                <>
                  {onDeck.breakBefore && onDeck.breakBefore !== run.onBreak ? (
                    <span className="venue-break" data-testid={`venue-break-before-${onDeck.draw}`}>
                      {breakText(t, onDeck.breakBefore)}
                    </span>
                  ) : null}
                  <strong className="venue-deck-couple">{couple(onDeck.draw)}</strong>
                  <span className="venue-poule">
                    {t('around', { time: time(forecastTime(onDeck.start)) })} · {pouleName(onDeck)}
                  </span>
                </>
              ) : (
                <span className="venue-muted">{t('nobodyNext')}</span>
              )}
            </div>
            <NextCouples label={t('then')} slots={next} couple={couple} testId="venue-then" />
          </div>
          {finished ? <FinishedResults poule={finished} pouleName={pouleLabel(t, finished)} tatami={tatami} heading="h3" /> : null}
        </>
      )}
    </section>
  );
}
