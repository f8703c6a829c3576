// "Your couple performs around 10:40 on tatami 2": one enrolment's live estimate (src/lib/runningTimes.ts),
// shown on the athlete's enrolments and dashboard once its poule is published with a tatami and a
// start time; nothing otherwise. An estimate reads to the minute (forecastTime in src/lib/domain/runningOrder.ts).
import { useTranslation } from 'react-i18next';
import { useRunningOrder } from '@/lib/runningTimes';
import { forecastTime, type CoupleTime } from '@/lib/domain/runningOrder';
import { formatDate } from '@/lib/core/format';
import './running-time.css';

/** "10:40", or "Sat 13 Jun, 10:40" when not today. */
export function clockTime(ms: number | Date, now = Date.now()): string {
  const d = ms instanceof Date ? ms : new Date(ms);
  const sameDay = new Date(now).toDateString() === d.toDateString();
  return sameDay ? formatDate(d, { timeStyle: 'short' }) : formatDate(d, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** The sentence for one couple's slot (common:running.*). */
export function useRunningText() {
  const { t } = useTranslation('common');
  return (slot: CoupleTime, now: number) => {
    if (slot.performed) return t('running.performed', { time: clockTime(slot.end, now), tatami: slot.tatami });
    if (slot.onMat) return t('running.now', { tatami: slot.tatami });
    return t('running.around', { time: clockTime(forecastTime(slot.start), now), tatami: slot.tatami });
  };
}

export interface RunningTimeProps {
  competitionId: string;
  enrolmentId: string;
  /** Only competitions in accreditation or ongoing have draws: others read nothing. */
  competitionStatus?: string;
}

export function RunningTime({ competitionId, enrolmentId, competitionStatus }: RunningTimeProps) {
  const enabled = competitionStatus === 'accreditation' || competitionStatus === 'ongoing';
  const { order, now } = useRunningOrder(competitionId, enabled);
  const text = useRunningText();
  if (!order) return null;
  // A couple of a final also has its group's slot: the one still to come first, else the latest.
  const mine = [...order.byDraw.values()].filter((s) => s.enrolment === enrolmentId).sort((a, b) => a.start - b.start);
  const slot = mine.find((s) => !s.performed) ?? mine[mine.length - 1];
  if (!slot) return null;
  return (
    <p className="running-time" data-testid={`running-time-${enrolmentId}`}>
      <i className="pi pi-clock" aria-hidden="true" /> {text(slot, now)}
    </p>
  );
}
