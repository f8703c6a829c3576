// The venue screen pinned to one tatami (`?tatami=2`) for the announcer: the couple on the mat (or the
// break in progress), on deck and next with the breaks between them, in type readable from across the
// hall; and the links between the screen's views (every tatami, one tatami, its stream overlay with
// the URL to paste into OBS or vMix).
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { breakText } from '@/lib/breakText';
import { paths } from '@/lib/paths';
import { forecastTime, type CoupleTime, type RunningOrder } from '@/lib/runningOrder';
import { tatamiView } from './tatamiView';
import { NextCouples, venueTime as time } from './NextCouples';


interface Props {
  order: RunningOrder | null;
  tatami: number;
  couple: (draw: string) => string;
  pouleName: (s: CoupleTime) => string;
}

export function PinnedTatami({ order, tatami, couple, pouleName }: Props) {
  const { t } = useTranslation('venue');
  const { run, onMat, onDeck, next } = tatamiView(order, tatami);
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
        </>
      )}
    </section>
  );
}

/** The screen's views: every tatami, each tatami alone, and the pinned tatami's stream overlay. */
export function VenuePicker({ competitionId, tatamis, pinned }: { competitionId: string; tatamis: number[]; pinned: number | null }) {
  const { t } = useTranslation('venue');
  const overlay = pinned ? paths.streamOverlay(competitionId, pinned) : '';
  return (
    <nav className="venue-picker" aria-label={t('picker.label')}>
      <ul>
        <li>
          <AppLink to={paths.venueScreen(competitionId)} aria-current={pinned ? undefined : 'page'}>
            {t('picker.all')}
          </AppLink>
        </li>
        {tatamis.map((n) => (
          <li key={n}>
            <AppLink to={paths.venueScreen(competitionId, n)} aria-current={pinned === n ? 'page' : undefined}>
              {t('tatamiN', { n })}
            </AppLink>
          </li>
        ))}
      </ul>
      {pinned ? (
        <p className="venue-overlay-link">
          <AppLink to={overlay} target="_blank" rel="noopener">{t('picker.overlay', { n: pinned })}</AppLink>: <code>{`${window.location.origin}${overlay}`}</code>
        </p>
      ) : null}
    </nav>
  );
}
