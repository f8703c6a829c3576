// Hand-computed schedules: times are UTC on 13 June 2026; nage-no-kata slots of 8 minutes, a youth kata
// of 5. Every expected time below was worked out by hand from the rules in runningOrder.ts.
import { describe, expect, it } from 'vitest';
import { byStart, coupleSlot, DEFAULT_DURATION, forecastTime, runningOrder, type RunningPoule } from './runningOrder';

const at = (hhmm: string) => Date.parse(`2026-06-13T${hhmm}:00.000Z`);
const pb = (hhmm: string) => `2026-06-13 ${hhmm}:00.000Z`;
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

function poule(id: string, tatami: number, startsAt: string, duration: number, couples: number, performed: Record<number, string> = {}): RunningPoule {
  return {
    id,
    name: id,
    tatami,
    startsAt: startsAt ? pb(startsAt) : '',
    duration,
    // Given out of order on purpose: the order of execution decides.
    entries: Array.from({ length: couples }, (_, i) => couples - i).map((order) => ({
      id: `${id}${order}`,
      enrolment: `e-${id}${order}`,
      order,
      performedAt: performed[order] ? pb(performed[order]) : '',
    })),
  };
}

/** "draw start-end" of every couple on a tatami. */
function times(poules: RunningPoule[], now: string, tatami = 1) {
  const run = runningOrder(poules, at(now)).tatami.find((t) => t.tatami === tatami);
  return run?.slots.map((s) => `${s.draw} ${hhmm(s.start)}-${hhmm(s.end)}`);
}

describe('runningOrder', () => {
  // Tatami 1: poule A at 09:00, three couples of 8 minutes; poule B at 09:20, two youth couples of 5.
  const plan = () => [poule('A', 1, '09:00', 480, 3), poule('B', 1, '09:20', 300, 2)];

  it('before the day: one couple after the other from the poule start, the next poule after the last couple', () => {
    // B is due at 09:20 but A ends at 09:24: B starts when the tatami is free.
    expect(times(plan(), '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'A3 09:16-09:24', 'B1 09:24-09:29', 'B2 09:29-09:34']);
    const run = runningOrder(plan(), at('08:00')).tatami[0]!;
    expect(run.current).toBeNull();
    expect(run.upcoming.map((s) => s.draw)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(run.delay).toBe(0);
  });

  it('a poule starting later than the tatami is free waits for its start time', () => {
    const poules = [poule('A', 1, '09:00', 480, 2), poule('B', 1, '10:00', 300, 2)];
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'B1 10:00-10:05', 'B2 10:05-10:10']);
  });

  it('a couple on the mat beyond its slot runs late and pushes everyone after it', () => {
    // 09:12, A1 (due to end 09:08) not scored yet: it ends at 09:12 at the earliest.
    expect(times(plan(), '09:12')).toEqual(['A1 09:00-09:12', 'A2 09:12-09:20', 'A3 09:20-09:28', 'B1 09:28-09:33', 'B2 09:33-09:38']);
    const run = runningOrder(plan(), at('09:12')).tatami[0]!;
    expect(run.current?.draw).toBe('A1');
    // A2's start is "now" too, but only A1 is on the mat.
    expect(run.slots.filter((s) => s.onMat).map((s) => s.draw)).toEqual(['A1']);
    expect(run.upcoming.map((s) => s.draw)).toEqual(['A2', 'A3', 'B1', 'B2']);
    expect(run.delay).toBe(4 * 60_000);
    // Within its slot, nothing moves: 09:05 is the plan.
    expect(times(plan(), '09:05')).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16', 'A3 09:16-09:24', 'B1 09:24-09:29', 'B2 09:29-09:34']);
  });

  it('a couple marked absent has no slot: the next one takes its place, the times after it move up', () => {
    const poules = plan();
    poules[0] = { ...poules[0]!, entries: poules[0]!.entries.map((e) => (e.order === 2 ? { ...e, absence: 'did_not_perform' } : e)) };
    // A1 09:00-09:08, A3 in A2's slot; B is due at 09:20 and A now ends at 09:16: B starts on time.
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'A3 09:08-09:16', 'B1 09:20-09:25', 'B2 09:25-09:30']);
    expect(runningOrder(poules, at('08:00')).byDraw.has('A2')).toBe(false);
  });

  it('a couple that performed early moves everyone after it earlier', () => {
    const poules = [poule('A', 1, '09:00', 480, 3, { 1: '09:06' }), poule('B', 1, '09:20', 300, 2)];
    // A2 on the mat from 09:06; B is due at 09:20 and the tatami is free at 09:22.
    expect(times(poules, '09:06')).toEqual(['A1 09:00-09:06', 'A2 09:06-09:14', 'A3 09:14-09:22', 'B1 09:22-09:27', 'B2 09:27-09:32']);
    const run = runningOrder(poules, at('09:06')).tatami[0]!;
    expect(run.current?.draw).toBe('A2');
    expect(run.delay).toBe(-2 * 60_000);
  });

  it('a couple that performed late fixes its real time; the poule start no longer holds the next poule back', () => {
    const poules = [poule('A', 1, '09:00', 480, 3, { 1: '09:15', 2: '09:25' }), poule('B', 1, '09:20', 300, 2)];
    // A2 started when A1 finished (09:15) and finished at 09:25; A3 from 09:25 — at 09:40 it is late.
    expect(times(poules, '09:26')).toEqual(['A1 09:07-09:15', 'A2 09:17-09:25', 'A3 09:25-09:33', 'B1 09:33-09:38', 'B2 09:38-09:43']);
    expect(times(poules, '09:40')).toEqual(['A1 09:07-09:15', 'A2 09:17-09:25', 'A3 09:25-09:40', 'B1 09:40-09:45', 'B2 09:45-09:50']);
  });

  it('a performed couple is placed a slot before its time, never before the tatami was free or its poule started', () => {
    const poules = [poule('A', 1, '09:00', 480, 2, { 1: '09:03', 2: '09:09' })];
    expect(times(poules, '09:10')).toEqual(['A1 09:00-09:03', 'A2 09:03-09:09']);
  });

  it('a couple skipped (not yet performed) while the next one performed stays due and keeps the tatami busy', () => {
    const poules = [poule('A', 1, '09:00', 480, 3, { 2: '09:10' })];
    // A1 has not performed: at 09:20 it is the one on the mat (ends "now"), A3 after it.
    expect(times(poules, '09:20')).toEqual(['A1 09:00-09:20', 'A2 09:02-09:10', 'A3 09:20-09:28']);
    expect(runningOrder(poules, at('09:20')).tatami[0]?.current?.draw).toBe('A1');
  });

  it('two tatami run independently; poules without a tatami or a start time are not scheduled', () => {
    const poules = [
      poule('A', 1, '09:00', 480, 2),
      poule('C', 2, '09:00', 300, 2, { 1: '09:04' }),
      poule('D', 0, '09:00', 300, 2),
      poule('E', 2, '', 300, 2),
    ];
    const order = runningOrder(poules, at('09:04'));
    expect(order.tatami.map((t) => t.tatami)).toEqual([1, 2]);
    expect(times(poules, '09:04', 1)).toEqual(['A1 09:00-09:08', 'A2 09:08-09:16']);
    expect(times(poules, '09:04', 2)).toEqual(['C1 09:00-09:04', 'C2 09:04-09:09']);
    expect(order.byDraw.has('D1')).toBe(false);
    expect(order.byDraw.has('E1')).toBe(false);
    expect(order.byDraw.get('C2')).toMatchObject({ enrolment: 'e-C2', poule: 'C', tatami: 2, performed: false });
  });

  it('poules of a tatami run in start order, whatever order they come in', () => {
    const poules = [poule('B', 1, '09:30', 300, 1), poule('A', 1, '09:00', 480, 1)];
    expect(times(poules, '08:00')).toEqual(['A1 09:00-09:08', 'B1 09:30-09:35']);
  });

  it('a kata without a duration takes the default slot', () => {
    expect(DEFAULT_DURATION).toBe(420);
    expect(times([poule('A', 1, '09:00', 0, 2)], '08:00')).toEqual(['A1 09:00-09:07', 'A2 09:07-09:14']);
  });

  it('a forecast reads to the nearest minute, once: a break and the couple after it read the same minute', () => {
    expect(hhmm(forecastTime(at('10:37')).getTime())).toBe('10:37');
    expect(hhmm(forecastTime(at('10:37') + 29_000).getTime())).toBe('10:37');
    expect(hhmm(forecastTime(at('10:37') + 31_000).getTime())).toBe('10:38');
  });

  it('forecasts advance by the same step: 7-minute slots read 09:00, 09:07, 09:14 … (no 5/10-minute jumps)', () => {
    const run = runningOrder([poule('A', 1, '09:00', 0, 6)], at('08:00')).tatami[0]!;
    const shown = run.slots.map((s) => hhmm(forecastTime(s.start).getTime()));
    expect(shown).toEqual(['09:00', '09:07', '09:14', '09:21', '09:28', '09:35']);
  });

  it('one rule for a slot: the kata duration rounded up to a whole minute, so an odd duration still advances evenly', () => {
    expect(coupleSlot(420)).toBe(7 * 60_000);
    expect(coupleSlot(450)).toBe(8 * 60_000);
    expect(coupleSlot(0)).toBe(7 * 60_000);
    // 7 min 30 s: the estimates read 09:00, 09:08, 09:16, 09:24, never 8/7/8.
    const run = runningOrder([poule('A', 1, '09:00', 450, 4)], at('08:00')).tatami[0]!;
    expect(run.slots.map((s) => hhmm(forecastTime(s.start).getTime()))).toEqual(['09:00', '09:08', '09:16', '09:24']);
  });

  it('a couple that performed but is not done (validation awaited) holds the tatami: the next ones start from now', () => {
    // Supervised: A1's first sheet came at 09:07; at 09:20 the supervisor has not validated it yet.
    const poules = [poule('A', 1, '09:00', 420, 3, { 1: '09:07' })];
    poules[0] = { ...poules[0]!, entries: poules[0]!.entries.map((e) => (e.order === 1 ? { ...e, scored: false } : { ...e, scored: false })) };
    expect(times(poules, '09:20')).toEqual(['A1 09:00-09:07', 'A2 09:20-09:27', 'A3 09:27-09:34']);
    const run = runningOrder(poules, at('09:20')).tatami[0]!;
    // Nobody new is on the mat until A1 is done.
    expect(run.current).toBeNull();
    expect(run.upcoming.map((s) => s.draw)).toEqual(['A2', 'A3']);
    // Validated (scored): A2 took the mat when A1 performed, A3 follows it.
    poules[0] = { ...poules[0]!, entries: poules[0]!.entries.map((e) => (e.order === 1 ? { ...e, scored: true } : e)) };
    expect(times(poules, '09:10')).toEqual(['A1 09:00-09:07', 'A2 09:07-09:14', 'A3 09:14-09:21']);
  });

  it('a later couple that performed and is done releases the hold of an earlier one still open', () => {
    const poules = [poule('A', 1, '09:00', 420, 3, { 1: '09:07', 2: '09:14' })];
    poules[0] = { ...poules[0]!, entries: poules[0]!.entries.map((e) => ({ ...e, scored: e.order === 2 })) };
    expect(times(poules, '09:15')).toEqual(['A1 09:00-09:07', 'A2 09:07-09:14', 'A3 09:14-09:21']);
  });
});

describe('byStart', () => {
  const p = (id: string, tatami: number, startsAt: string) => ({ id, name: id, tatami, startsAt: startsAt ? pb(startsAt) : '' });

  it('orders poules by start time, then tatami, then name; those without a start time last, as given', () => {
    const poules = [p('Z', 0, ''), p('late', 1, '10:00'), p('B', 2, '09:30'), p('A', 2, '09:30'), p('early', 3, '09:30'), p('Y', 0, '')];
    expect(byStart(poules).map((x) => x.id)).toEqual(['A', 'B', 'early', 'late', 'Z', 'Y']);
  });

  it('uses the planned start of the first couple: a poule queued behind another on its tatami comes after it', () => {
    // A (09:00, three 8-minute couples) keeps tatami 1 until 09:24: B, due 09:20, starts 09:24, after C (09:22, tatami 2).
    const poules = [poule('B', 1, '09:20', 300, 2), poule('C', 2, '09:22', 300, 1), poule('A', 1, '09:00', 480, 3)];
    const order = runningOrder(poules, at('08:00'));
    expect(byStart(poules, order).map((x) => x.id)).toEqual(['A', 'C', 'B']);
    // The plan, not the live estimate: a late tatami does not reshuffle the list.
    expect(byStart(poules, runningOrder(poules, at('10:30'))).map((x) => x.id)).toEqual(['A', 'C', 'B']);
  });
});
