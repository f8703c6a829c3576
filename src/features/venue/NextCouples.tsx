// The couples coming up on a tatami, each with its rounded start time, and a break row before a couple
// that a break precedes: the same list on the venue screen's tatami cards and on the pinned tatami.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { breakText } from '@/lib/domain/breakText';
import { formatDate } from '@/lib/core/format';
import { forecastTime, type CoupleTime } from '@/lib/domain/runningOrder';

/** A start time as the hall reads it (hours and minutes). */
export const venueTime = (ms: number | Date) => formatDate(ms instanceof Date ? ms : new Date(ms), { timeStyle: 'short' });

interface Props {
  /** The heading of the list ("Next", "Then"). */
  label: string;
  slots: CoupleTime[];
  couple: (draw: string) => string;
  /** A break already shown above the list (the tatami is on it): not repeated before its couple. */
  shownBreak?: CoupleTime['breakBefore'];
  testId?: string;
}

export function NextCouples({ label, slots, couple, shownBreak, testId }: Props) {
  const { t } = useTranslation('venue');
  if (!slots.length) return null;
  return (
    <div className="venue-next" data-testid={testId}>
      <span className="venue-label">{label}</span>
      <ol>
        {slots.map((s) => (
          <Fragment key={s.draw}>
            {s.breakBefore && s.breakBefore !== shownBreak ? (
              <li className="venue-break" data-testid={`venue-break-before-${s.draw}`}>
                {breakText(t, s.breakBefore)}
              </li>
            ) : null}
            <li data-testid={`venue-next-${s.draw}`}>
              <span className="venue-next-time">{t('around', { time: venueTime(forecastTime(s.start)) })}</span>
              <span className="venue-next-couple">{couple(s.draw)}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </div>
  );
}
