// Running times on the public draw tab: per poule its tatami, start and how late the tatami runs; per
// couple "≈ 10:40", "on the tatami now" or "performed 10:32", and the breaks between couples
// (src/lib/domain/runningOrder.ts, computed by runningOf in src/lib/runningTimes.ts).
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/core/format';
import { forecastTime, type CoupleTime, type RunningOrder } from '@/lib/domain/runningOrder';
import type { SnapshotPoule } from '@/lib/board/snapshot';
import { breakText } from '@/lib/domain/breakText';

const time = (ms: number | Date) => formatDate(ms instanceof Date ? ms : new Date(ms), { timeStyle: 'short' });

export function RunningCell({ slot }: { slot: CoupleTime | undefined }) {
  const { t } = useTranslation('results');
  if (!slot) return null;
  let text: string;
  if (slot.performed) text = t('running.performedAt', { time: time(slot.end) });
  else if (slot.onMat) text = t('running.onNow');
  else text = t('running.around', { time: time(forecastTime(slot.start)) });
  return (
    <span className="draw-time" data-testid={`draw-time-${slot.draw}`}>
      {text}
    </span>
  );
}

/** The break the tatami takes before a couple, as a row of the running order. */
export function BreakRow({ slot }: { slot: CoupleTime | undefined }) {
  const { t } = useTranslation('results');
  if (!slot?.breakBefore) return null;
  return (
    <li className="draw-break" data-testid={`draw-break-${slot.draw}`}>
      <i className={slot.breakBefore.kind === 'lunch' ? 'pi pi-sun' : 'pi pi-pause'} aria-hidden="true" /> {breakText(t, slot.breakBefore)}
    </li>
  );
}

/** "Tatami 2 · from 10:00 · running 12 min late". */
export function TatamiMeta({ poule, order }: { poule: SnapshotPoule; order: RunningOrder }) {
  const { t } = useTranslation('results');
  if (!poule.tatami || !poule.startsAt) return null;
  const run = order.tatami.find((x) => x.tatami === poule.tatami);
  const minutes = run ? Math.round(run.delay / 60_000) : 0;
  const pending = poule.entries.some((e) => !e.performedAt);
  return (
    <p className="poule-meta" data-testid={`tatami-meta-${poule.id}`}>
      <i className="pi pi-clock" aria-hidden="true" /> {t('running.tatamiN', { n: poule.tatami })} · {t('running.from', { time: time(new Date(poule.startsAt.replace(' ', 'T'))) })}
      {pending && minutes >= 5 ? <span className="draw-time-late"> · {t('running.late', { count: minutes })}</span> : null}
      {pending && minutes <= -5 ? <span> · {t('running.early', { count: -minutes })}</span> : null}
    </p>
  );
}
