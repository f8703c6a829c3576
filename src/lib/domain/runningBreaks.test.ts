// The breaks in the running order, hand-computed: UTC on 13 June 2026, nage-no-kata slots of 8 minutes,
// youth slots of 5 (src/lib/rules/breaks.ts placed by runningOrder.ts).
import { describe, expect, it } from 'vitest';
import { runningOrder, type RunningPoule } from './runningOrder';
import { NO_BREAKS, type BreakSettings } from '../rules/breaks';

const at = (hhmm: string) => Date.parse(`2026-06-13T${hhmm}:00.000Z`);
const pb = (hhmm: string) => `2026-06-13 ${hhmm}:00.000Z`;
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

function poule(id: string, startsAt: string, duration: number, couples: number, breaks: Partial<BreakSettings>, performed: Record<number, string> = {}, absent: number[] = []): RunningPoule {
  return {
    id,
    name: id,
    tatami: 1,
    startsAt: pb(startsAt),
    duration,
    breaks: { ...NO_BREAKS, ...breaks },
    entries: Array.from({ length: couples }, (_, i) => i + 1).map((order) => ({
      id: `${id}${order}`,
      enrolment: `e-${id}${order}`,
      order,
      performedAt: performed[order] ? pb(performed[order]) : '',
      absence: absent.includes(order) ? 'withdrawn' : '',
    })),
  };
}
const run = (poules: RunningPoule[], now: string) => runningOrder(poules, at(now)).tatami[0]!;
const times = (poules: RunningPoule[], now: string) => run(poules, now).slots.map((s) => `${s.draw} ${hhmm(s.start)}-${hhmm(s.end)}`);
const breaks = (poules: RunningPoule[], now: string) =>
  run(poules, now).slots.flatMap((s) => (s.breakBefore ? [`${s.breakBefore.kind} ${hhmm(s.breakBefore.start)}-${hhmm(s.breakBefore.end)} before ${s.draw}`] : []));

describe('breaks in the running order', () => {
  it('after every n couples, counted across the poules of the tatami', () => {
    const b = { every: 2, everyMinutes: 10 };
    const poules = [poule('A', '09:00', 480, 3, b), poule('B', '09:00', 300, 2, b)];
    // A1, A2 (2nd: a 10' break), A3 09:26-09:34, B1 (4th: a break), B2 09:49-09:54.
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'A3 09:26-09:34', 'B1 09:34-09:39', 'B2 09:49-09:54']);
    expect(breaks(poules, '08:00')).toEqual(['every 09:16-09:26 before A3', 'every 09:39-09:49 before B2']);
  });

  it('between poules; the longer break wins when both fall after the same couple', () => {
    const b = { pouleMinutes: 15, every: 3, everyMinutes: 5 };
    const poules = [poule('A', '09:00', 480, 3, b), poule('B', '09:00', 300, 3, b)];
    // A3 ends 09:24 and is the 3rd: poule break 15' (longer than 5') → B1 09:39; B3 is the 6th but ends the day.
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'A3 09:16-09:24', 'B1 09:39-09:44', 'B2 09:44-09:49', 'B3 09:49-09:54']);
    expect(breaks(poules, '08:00')).toEqual(['poule 09:24-09:39 before B1']);
  });

  it('a poule that starts later anyway: the break ends when the poule starts', () => {
    const b = { pouleMinutes: 10 };
    const poules = [poule('A', '09:00', 480, 2, b), poule('B', '10:00', 300, 1, b)];
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'B1 10:00-10:05']);
    expect(breaks(poules, '08:00')).toEqual(['poule 09:16-10:00 before B1']);
  });

  it('no couple starts inside the lunch break; the one on the mat finishes first', () => {
    const b = { lunchAt: pb('09:20'), lunchMinutes: 40 };
    const poules = [poule('A', '09:00', 480, 5, b)];
    // A3 starts 09:16 (before lunch) and ends 09:24; A4 would start 09:24, inside 09:20-10:00 → 10:00.
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'A3 09:16-09:24', 'A4 10:00-10:08', 'A5 10:08-10:16']);
    expect(breaks(poules, '08:00')).toEqual(['lunch 09:24-10:00 before A4']);
    // The plan takes the lunch too: no delay is reported.
    expect(run(poules, '08:00').delay).toBe(0);
  });

  it('the lunch comes back every day at the same time', () => {
    const b = { lunchAt: '2026-06-12 09:20:00.000Z', lunchMinutes: 40 };
    expect(times([poule('A', '09:20', 480, 1, b)], '08:00')).toEqual(['A1 10:00-10:08']);
  });

  it('a break in progress: nobody on the mat, the break until the next couple', () => {
    const b = { every: 2, everyMinutes: 10 };
    const poules = [poule('A', '09:00', 480, 3, b, { 1: '09:07', 2: '09:15' })];
    // A2 finished at 09:15: a 10' break, A3 at 09:25. At 09:20 the tatami is on its break.
    const r = run(poules, '09:20');
    expect(r.current).toBeNull();
    expect(r.onBreak).toEqual({ kind: 'every', start: at('09:15'), end: at('09:25') });
    expect(times(poules, '09:20').at(-1)).toBe('A3 09:25-09:33');
    // At 09:26 A3 is on the mat and the break is over.
    expect(run(poules, '09:26').onBreak).toBeNull();
    expect(run(poules, '09:26').current?.draw).toBe('A3');
  });

  it('a couple running late pushes the break with it', () => {
    const b = { every: 1, everyMinutes: 5 };
    // 09:12, A1 (due 09:00-09:08) not scored: it ends 09:12 at the earliest, the break 09:12-09:17.
    expect(times([poule('A', '09:00', 480, 2, b)], '09:12')).toEqual(['A1 09:00-09:12', 'A2 09:17-09:25']);
  });

  it('an absent couple is not counted', () => {
    const b = { every: 2, everyMinutes: 10 };
    // A2 withdrawn: A1, A3 are the two couples, the break comes after A3.
    expect(times([poule('A', '09:00', 480, 4, b, {}, [2])], '08:00')).toEqual(['A1 09:00-09:08', 'A3 09:08-09:16', 'A4 09:26-09:34']);
  });

  it('rows without breaks keep the times they had', () => {
    const p = poule('A', '09:00', 480, 2, {});
    delete p.breaks;
    expect(times([p], '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16']);
  });
});
