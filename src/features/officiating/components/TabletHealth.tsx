// The seats' tablets on the supervisor's screen: per seat, its connection, when it last reported,
// the sheets waiting in its offline queue and its battery where the browser tells it; the shadow
// judges' tablets below the panel's. A tablet silent
// for more than a minute while a couple performs is flagged (judge/tabletHealth.ts says the rule).
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/core/format';
import { useNow } from '@/lib/runningTimes';
import { useLiveSeats, useSeats } from '@/features/results/judge/supervisorApi';
import { shadowSeats } from '@/lib/rules/shadow';
import { tabletHealth } from '@/features/results/judge/tabletHealth';

/** The tablets of the seats of a competition's tatami; `size` the panel of the poule on the mat. */
export function TabletHealth({ competitionId, tatami, size, performing }: { competitionId: string; tatami: number; size: number; performing: boolean }) {
  const { t } = useTranslation('results');
  const seats = useSeats(competitionId, tatami);
  useLiveSeats(competitionId, tatami);
  // Re-rendered every 5 s, so that "seen 40 s ago" and the silence flag follow the clock.
  const now = useNow(5000);
  // The panel's seats, then the shadow judges' seats that were opened (trainees beside the panel).
  const shadows = (seats.data ?? []).filter((s) => s.shadow).map((s) => s.seat);
  const rows = [...Array.from({ length: size }, (_, i) => i + 1), ...shadows.filter((n) => n > size)];
  const ago = (ms: number) => (ms < 120_000 ? t('supervise.health.agoSeconds', { n: formatNumber(Math.round(ms / 1000)) }) : t('supervise.health.agoMinutes', { n: formatNumber(Math.floor(ms / 60_000)) }));
  return (
    <section className="tablet-health" aria-labelledby="tablets-title">
      <h3 id="tablets-title" className="subsection-title">
        {t('supervise.health.title')}
      </h3>
      <table className="tablet-health-table">
        <thead>
          <tr>
            <th scope="col">{t('supervise.seatColumn')}</th>
            <th scope="col">{t('supervise.health.connection')}</th>
            <th scope="col">{t('supervise.health.lastSeen')}</th>
            <th scope="col">{t('supervise.health.queued')}</th>
            <th scope="col">{t('supervise.health.battery')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((n) => {
            const seat = (seats.data ?? []).find((s) => s.seat === n);
            const shadow = !!seat?.shadow;
            const h = tabletHealth(seat?.lastSeenAt ?? '', now, performing);
            return (
              <tr key={n} data-tablet={n} data-connection={h.connection} data-flagged={h.flagged || undefined} className={h.flagged ? 'tablet-silent' : undefined}>
                <th scope="row">
                  {shadow ? t('qualifications.shadowSeat', { n: shadowSeats().indexOf(n) + 1 }) : t('supervise.seat', { n })}
                  {h.flagged ? (
                    <span className="tablet-flag">
                      <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {h.connection === 'never' ? t('supervise.health.noTablet') : t('supervise.health.silent')}
                    </span>
                  ) : null}
                </th>
                <td>
                  <span className={`sheet-chip tablet-${h.connection}`}>{t(`supervise.health.${h.connection}`)}</span>
                </td>
                <td>{seat?.lastSeenAt && h.silentFor !== null ? `${formatDate(seat.lastSeenAt.replace(' ', 'T'), { timeStyle: 'medium' })} · ${ago(h.silentFor)}` : '–'}</td>
                <td>{seat?.lastSeenAt ? formatNumber(seat.queued) : '–'}</td>
                <td>{seat?.battery ? (seat.battery.charging ? t('supervise.health.charging', { level: formatNumber(seat.battery.level, { style: 'percent' }) }) : formatNumber(seat.battery.level, { style: 'percent' })) : <span className="muted">{t('supervise.health.batteryUnknown')}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
