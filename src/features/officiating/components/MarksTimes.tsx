// The supervisor's view of when each judge marked each item of the couple now performing (the sheets
// sent; src/lib/rules/trail.ts): per item and seat, the time since the judge's first mark on their
// tablet's clock; a long pause before a mark (a judge who stalled) and a mark changed after the sheet
// was sent (the server's receipt) are flagged, in words as well as signs.
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/core/format';
import { changedAfterSending, pauses, readTrail, stalls, type Trail } from '@/lib/rules/trail';
import type { SheetItem } from '@/features/results/scoring';

interface Sheet {
  id: string;
  judge: number;
  trail?: unknown;
}

/** "1:05" from milliseconds. */
function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const clock = (ms: number) => formatDate(ms, { timeStyle: 'medium' });

export function MarksTimes({ items, sheets, seatLabel }: { items: SheetItem[]; sheets: Sheet[]; seatLabel: (n: number) => string }) {
  const { t } = useTranslation('results');
  if (!sheets.length || !items.length) return null;
  const columns = sheets.map((s) => {
    const trail = readTrail(s.trail);
    return { sheet: s, trail, pause: trail ? pauses(trail) : [], stall: trail ? stalls(trail) : [], start: trail ? Math.min(...trail.items.map((it) => it.first ?? Infinity)) : Infinity };
  });
  const name = (item: SheetItem) => (item.kind === 'opening' ? t('scoring.opening') : item.kind === 'closing' ? t('scoring.closing') : item.kind === 'flow' ? t('scoring.flowShortName') : item.name);
  const flagged = columns.some((c) => c.stall.some(Boolean) || (c.trail && c.trail.items.some((_, i) => changedAfterSending(c.trail as Trail, i))));
  return (
    <details className="marks-times" open={flagged}>
      <summary>
        {t('trail.title')}
        {flagged ? <span className="marks-times-flag"> · {t('trail.flagged')}</span> : null}
      </summary>
      <p className="muted">{t('trail.hint')}</p>
      <div className="marks-times-scroll" tabIndex={0} role="group" aria-label={t('trail.title')}>
        <table className="marks-times-table">
          <thead>
            <tr>
              <th scope="col">{t('trail.item')}</th>
              {columns.map((c) => (
                <th key={c.sheet.id} scope="col">
                  {seatLabel(c.sheet.judge)}
                  <span className="marks-times-sent">{c.trail ? t('trail.sentAt', { at: clock(c.trail.sent) }) : t('trail.none')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={item.key}>
                <th scope="row">
                  <span className="score-index">{i + 1}</span> {name(item)}
                </th>
                {columns.map((c) => {
                  const it = c.trail?.items[i];
                  if (!c.trail || !it) return <td key={c.sheet.id}>–</td>;
                  const changed = changedAfterSending(c.trail, i);
                  const stalled = !!c.stall[i];
                  const since = it.first !== null && isFinite(c.start) ? `+${minutes(it.first - c.start)}` : '–';
                  const title = [it.first !== null ? t('trail.firstAt', { at: clock(it.first) }) : '', it.last !== null && it.last !== it.first ? t('trail.lastAt', { at: clock(it.last) }) : '', t('trail.receivedAt', { at: clock(it.received) })].filter(Boolean).join(' · ');
                  return (
                    <td key={c.sheet.id} className={`${stalled ? 'marks-times-stall' : ''} ${changed ? 'marks-times-changed' : ''}`} title={title} data-stall={stalled || undefined} data-changed={changed || undefined}>
                      {since}
                      {stalled ? <span className="marks-times-note"> ⚠ {t('trail.pause', { time: minutes(c.pause[i] ?? 0) })}</span> : null}
                      {changed ? <span className="marks-times-note"> ✎ {t('trail.changed', { at: clock(it.received) })}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
