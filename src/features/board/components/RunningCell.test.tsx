// The draw tab's running times read as one schedule: the break row's end and the forecast of the couple
// after it show the same minute (one rounding, src/lib/domain/runningOrder.ts forecastTime), however many
// seconds the real times carry.
import { beforeAll, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/core/i18n';
import { formatDate } from '@/lib/core/format';
import { NO_BREAKS } from '@/lib/rules/breaks';
import { BreakRow, RunningCell } from './RunningCell';
import { runningOf } from '@/lib/runningTimes';
import type { SnapshotPoule } from '@/lib/board/snapshot';

beforeAll(async () => {
  await i18n.loadNamespaces(['results', 'common']);
});

const local = (h: number, m: number, s = 0) => new Date(2026, 5, 13, h, m, s);
const pb = (d: Date) => d.toISOString().replace('T', ' ');
const entry = (n: number, performedAt = '') =>
  ({ id: `d${n}`, enrolment: `e${n}`, order: n, tori: `T${n}`, uke: `U${n}`, clubs: '', scored: !!performedAt, points: 0, rank: 0, forgotten: 0, big: 0, medium: 0, small: 0, judgeTotals: [], performedAt }) as SnapshotPoule['entries'][number];

it('"Break until 09:51" is followed by "≈ 09:51", not 09:50', () => {
  // Two couples performed, the second at 09:41:10; a 10-minute break after every two: until 09:51:10.
  const poule: SnapshotPoule = {
    id: 'p', circuit: 'c', circuitName: 'Open', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3, seed: 'S',
    tatami: 1, startsAt: pb(local(9, 27)), duration: 420, breaks: { ...NO_BREAKS, every: 2, everyMinutes: 10 },
    entries: [entry(1, pb(local(9, 34, 20))), entry(2, pb(local(9, 41, 10))), entry(3)],
  };
  const order = runningOf([poule], local(9, 45).getTime());
  const slot = order.byDraw.get('d3');
  render(
    <ul>
      <BreakRow slot={slot} />
      <li>
        <RunningCell slot={slot} />
      </li>
    </ul>,
  );
  const time = formatDate(local(9, 51), { timeStyle: 'short' });
  expect(screen.getByTestId('draw-break-d3')).toHaveTextContent(`Break until ${time}`);
  expect(screen.getByTestId('draw-time-d3')).toHaveTextContent(`≈ ${time}`);
});
