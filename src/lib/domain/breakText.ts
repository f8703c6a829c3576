// How a break of the running order reads on every screen (draw tab, venue screen, announcer's view):
// "Break until 10:30", "Lunch break until 13:30" (src/lib/rules/breaks.ts, src/lib/domain/runningOrder.ts).
import type { TFunction } from 'i18next';
import { formatDate } from '../core/format';
import { forecastTime, type BreakTime } from './runningOrder';

/** The break's end reads with the forecasts' one rounding, so the couple after it shows the same minute. */
export function breakText(t: TFunction, b: BreakTime): string {
  const time = formatDate(forecastTime(b.end), { timeStyle: 'short' });
  return t(b.kind === 'lunch' ? 'common:running.lunchUntil' : 'common:running.breakUntil', { time });
}
