import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEASON_POINTS,
  seasonAthleteKey,
  seasonMedals,
  seasonPairKey,
  seasonPlacePoints,
  seasonQualified,
  seasonQualifiedRanks,
  seasonQualifiedKey,
  seasonRanking,
  seasonTable,
  seasonTieCompare,
  type SeasonEvent,
  type SeasonResult,
} from './season';

/*
 * A hand-computed season: three events, A1 (weight 1) and A2 (weight 0.5), best 2 of 3, class Senior,
 * Nage-no-kata, points 10/8/6/4/2/1.
 *
 *            E1 (A1, March)   E2 (A2, April)   E3 (A1, May)     best 2   before E3
 *   P        1st 10           1st 5 (dropped)  2nd 8            18       15 (1st)
 *   Q        2nd 8            3rd 3 (dropped)  1st 10           18       11 (2nd)
 *   R        3rd 6            2nd 4            4th 4 (dropped)  10       10 (3rd)
 *   S        4th 4 (dropped)  4th 2            3rd 6            … see below
 *   T                                          5th 2            2        —
 *
 * S: 4 + 2 + 6 → best two 6 + 4 = 10 (E2's 2 dropped); before E3: 4 + 2 = 6 (4th).
 * P and Q tie on 18 with one first and one second each: the most recent event (E3) decides, Q won it.
 * R and S tie on 10: R counts a 2nd and a 3rd, S a 3rd and a 4th: more seconds, R ahead.
 * R was entered from two registries (different spelling of the same people, same birthdays).
 * P is a pair of two clubs (01IT0001 and 02IT0002): half its points to each.
 */
const events: SeasonEvent[] = [
  { id: 'E1', date: '2026-03-01 09:00:00.000Z', weight: 1, confirmed: true },
  { id: 'E2', date: '2026-04-01 09:00:00.000Z', weight: 0.5, confirmed: true },
  { id: 'E3', date: '2026-05-01 09:00:00.000Z', weight: 1, confirmed: true },
];
const key = (tori: [string, string, string], uke: [string, string, string]) => seasonPairKey(seasonAthleteKey(...tori), seasonAthleteKey(...uke));
const P = key(['Paolo', 'Bianchi', '1990-01-01'], ['Piero', 'Verdi', '1991-01-01']);
const Q = key(['Quinto', 'Neri', '1990-02-02'], ['Quirino', 'Gialli', '1992-02-02']);
const R1 = key(['Anna', 'Rossi', '1995-03-03 00:00:00.000Z'], ['Bruna', 'Russo', '1996-03-03']);
const R2 = key([' anna ', 'ROSSI', '1995-03-03'], ['Bruna', 'Russo ', '1996-03-03 00:00:00.000Z']);
const S = key(['Sara', 'Conti', '1993-04-04'], ['Sofia', 'Conti', '1994-04-04']);
const T = key(['Tino', 'Ferri', '1980-05-05'], ['Tullio', 'Ferri', '1981-05-05']);
const CLUBS: Record<string, string[]> = { [P]: ['01IT0001', '02IT0002'], [Q]: ['03IT0003'], [R1]: ['04IT0004'], [S]: ['01IT0001'], [T]: ['05IT0005'] };
const result = (event: string, pair: string, place: number): SeasonResult => ({
  event,
  cls: 'Senior',
  kata: 'nage-no-kata',
  pair,
  toriName: pair.split('/')[0]!,
  ukeName: pair.split('/')[1]!,
  clubs: CLUBS[pair] ?? CLUBS[R1]!,
  nations: ['IT'],
  place,
});
const results: SeasonResult[] = [
  result('E1', P, 1), result('E1', Q, 2), result('E1', R1, 3), result('E1', S, 4),
  result('E2', P, 1), result('E2', R2, 2), result('E2', Q, 3), result('E2', S, 4),
  result('E3', Q, 1), result('E3', P, 2), result('E3', S, 3), result('E3', R2, 4), result('E3', T, 5),
];
const settings = { points: DEFAULT_SEASON_POINTS, bestN: 2 };

describe('the hand-computed season', () => {
  const rows = seasonRanking(settings, events, results);
  const row = (pair: string) => rows.find((r) => r.pair === pair)!;

  it('one pair per two people, whichever registry entered them', () => {
    expect(R1).toBe(R2);
    expect(rows).toHaveLength(5);
  });

  it('points by place × level weight, best 2 of 3', () => {
    expect(seasonPlacePoints(1, DEFAULT_SEASON_POINTS, 0.5)).toBe(5);
    expect(seasonPlacePoints(7, DEFAULT_SEASON_POINTS, 1)).toBe(0);
    expect(seasonPlacePoints(0, DEFAULT_SEASON_POINTS, 1)).toBe(0);
    expect(row(P).lines.map((l) => [l.event, l.place, l.points, l.counted])).toEqual([['E1', 1, 10, true], ['E2', 1, 5, false], ['E3', 2, 8, true]]);
    expect(row(R1).lines.map((l) => l.counted)).toEqual([true, true, false]);
    expect(row(S).lines.map((l) => [l.points, l.counted])).toEqual([[4, true], [2, false], [6, true]]);
    expect(rows.map((r) => [r.pair, r.total])).toEqual([[Q, 18], [P, 18], [R1, 10], [S, 10], [T, 2]]);
  });

  it('ties: the most recent event, more seconds', () => {
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('movement since the previous event', () => {
    expect(rows.map((r) => [r.previousRank, r.movement])).toEqual([[2, 1], [1, -1], [3, 0], [4, 0], [0, 0]]);
  });

  it('club table: half the points of a pair of two clubs to each; medals of the counted results', () => {
    expect(seasonTable(rows, 'clubs', 'half')).toEqual([
      { name: '01IT0001', points: 19, gold: 1, silver: 1, bronze: 1 },
      { name: '03IT0003', points: 18, gold: 1, silver: 1, bronze: 0 },
      { name: '04IT0004', points: 10, gold: 0, silver: 1, bronze: 1 },
      { name: '02IT0002', points: 9, gold: 1, silver: 1, bronze: 0 },
      { name: '05IT0005', points: 2, gold: 0, silver: 0, bronze: 0 },
    ]);
    expect(seasonTable(rows, 'clubs', 'full').find((r) => r.name === '02IT0002')?.points).toBe(18);
    expect(seasonTable(rows, 'nations')).toEqual([{ name: 'IT', points: 58, gold: 2, silver: 3, bronze: 2 }]);
  });

  it('medal table of an event: a pair of two clubs counts for both', () => {
    expect(seasonMedals(results.filter((r) => r.event === 'E1'))).toEqual([
      { name: '01IT0001', points: 0, gold: 1, silver: 0, bronze: 0 },
      { name: '02IT0002', points: 0, gold: 1, silver: 0, bronze: 0 },
      { name: '03IT0003', points: 0, gold: 0, silver: 1, bronze: 0 },
      { name: '04IT0004', points: 0, gold: 0, silver: 0, bronze: 1 },
    ]);
  });

  it('an event not confirmed: its places are provisional and score nothing', () => {
    const reopened = events.map((e) => (e.id === 'E3' ? { ...e, confirmed: false } : e));
    const again = seasonRanking(settings, reopened, results);
    expect(again.map((r) => [r.pair, r.total, r.provisional])).toEqual([[P, 15, true], [Q, 11, true], [R1, 10, true], [S, 6, true], [T, 0, true]]);
    expect(again.find((r) => r.pair === T)!.lines).toEqual([{ event: 'E3', place: 5, points: 0, counted: false, provisional: true }]);
  });

  it('best N = 0 counts every result', () => {
    expect(seasonRanking({ points: DEFAULT_SEASON_POINTS, bestN: 0 }, events, results).find((r) => r.pair === P)?.total).toBe(23);
  });

  it('qualification: the top N at the cut-off day, ties at the cut-off included', () => {
    // At the end of April (E1, E2): P 15, Q 11, R 10, S 6.
    expect(seasonQualified(settings, events, results, '2026-04-30', 2)).toEqual([seasonQualifiedKey('Senior', 'nage-no-kata', P), seasonQualifiedKey('Senior', 'nage-no-kata', Q)]);
    // After E3, Q and P; R and S tie on points but not under the tie rule: only R third.
    expect(seasonQualified(settings, events, results, '2026-05-31', 3)).toEqual([Q, P, R1].map((p) => seasonQualifiedKey('Senior', 'nage-no-kata', p)));
    expect(seasonQualified(settings, events, results, '2026-05-31', 0)).toEqual([]);
    expect(seasonQualifiedRanks(settings, events, results, '2026-04-30', 2)).toEqual({ [seasonQualifiedKey('Senior', 'nage-no-kata', P)]: 1, [seasonQualifiedKey('Senior', 'nage-no-kata', Q)]: 2 });
  });

  it('qualification reuses the season ranking given when every confirmed event counts, never otherwise', () => {
    const ranking = seasonRanking(settings, events, results);
    // Every event before the cut-off: the ranking given decides (here a tampered one, to tell).
    const tampered = ranking.map((r) => ({ ...r, rank: r.pair === S ? 1 : r.rank + 1 }));
    expect(seasonQualified(settings, events, results, '2026-05-31', 1, tampered)).toEqual([seasonQualifiedKey('Senior', 'nage-no-kata', S)]);
    // E3 lies after the cut-off: the ranking at the cut-off is computed, the one given ignored.
    expect(seasonQualified(settings, events, results, '2026-04-30', 2, tampered)).toEqual([P, Q].map((p) => seasonQualifiedKey('Senior', 'nage-no-kata', p)));
  });
});

describe('the tie rule', () => {
  const line = (event: string, place: number) => ({ event, place, points: 0, counted: true, provisional: false });
  it('more firsts, then more seconds, then the most recent event, else tied', () => {
    expect(seasonTieCompare([line('a', 1), line('b', 3)], [line('a', 2), line('b', 2)], ['b', 'a'])).toBeLessThan(0);
    expect(seasonTieCompare([line('a', 2), line('b', 3)], [line('a', 2), line('b', 2)], ['b', 'a'])).toBeGreaterThan(0);
    expect(seasonTieCompare([line('a', 2), line('b', 3)], [line('a', 3), line('b', 2)], ['b', 'a'])).toBeGreaterThan(0);
    expect(seasonTieCompare([line('a', 2)], [line('b', 2)], ['b', 'a'])).toBeGreaterThan(0);
    expect(seasonTieCompare([line('a', 2)], [line('a', 2)], ['a'])).toBe(0);
  });
});

describe('the tie rule on many random pairs', () => {
  type Line = { event: string; place: number; points: number; counted: boolean; provisional: boolean };
  /** The rule as written, place by place and event by event: the reference the ranking's fast keys must agree with. */
  function reference(a: Line[], b: Line[], recentFirst: string[]): number {
    const counts = (lines: Line[]) => {
      const out: number[] = [];
      lines.filter((l) => l.counted && !l.provisional).forEach((l) => (out[l.place - 1] = (out[l.place - 1] ?? 0) + 1));
      return out;
    };
    const [ca, cb] = [counts(a), counts(b)];
    for (let i = 0; i < Math.max(ca.length, cb.length); i++) {
      const d = (cb[i] ?? 0) - (ca[i] ?? 0);
      if (d) return d;
    }
    const placeAt = (lines: Line[], e: string) => lines.find((l) => l.event === e && !l.provisional)?.place ?? 0;
    for (const e of recentFirst) {
      const [pa, pb] = [placeAt(a, e), placeAt(b, e)];
      if (pa === pb) continue;
      if (!pa) return 1;
      if (!pb) return -1;
      return pa - pb;
    }
    return 0;
  }
  /** A small deterministic generator (the same lines on every run). */
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const lines = (): Line[] =>
    ['e1', 'e2', 'e3', 'e4', 'e5'].filter(() => next(3) > 0).map((event) => ({ event, place: 1 + next(next(2) ? 4 : 40), points: 0, counted: next(4) > 0, provisional: next(6) === 0 }));

  it('agrees with the rule as written, counts of every place and every recent event', () => {
    const recentFirst = ['e5', 'e3', 'e2', 'e1'];
    const disagree: Line[][][] = [];
    for (let i = 0; i < 3000; i++) {
      const [a, b] = [lines(), lines()];
      if (Math.sign(seasonTieCompare(a, b, recentFirst)) !== Math.sign(reference(a, b, recentFirst))) disagree.push([a, b]);
    }
    expect(disagree).toEqual([]);
  });
});

describe('random seasons', () => {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  it('rank by total, tie rule and pair; the previous rank is that without the most recent confirmed event', () => {
    const mismatches: unknown[] = [];
    for (let round = 0; round < 40; round++) {
      const evs: SeasonEvent[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, date: `2026-0${1 + ((i * 3 + round) % 9)}-01`, weight: [1, 0.5, 0.75, 2][next(4)] as number, confirmed: next(4) > 0 }));
      const res: SeasonResult[] = [];
      for (const e of evs) {
        for (const kata of ['nage-no-kata', 'katame-no-kata']) {
          const pairs = Array.from({ length: 12 }, (_, i) => `p${i}`).filter(() => next(3) > 0);
          pairs.forEach((pair, i) => res.push({ event: e.id, cls: 'Senior', kata, pair, toriName: pair, ukeName: pair, clubs: ['C'], place: i + 1 }));
        }
      }
      const settings = { points: DEFAULT_SEASON_POINTS, bestN: next(4) };
      const rows = seasonRanking(settings, evs, res);
      const latest = evs.filter((e) => e.confirmed).sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : x.id < y.id ? 1 : -1))[0];
      const before = latest ? seasonRanking(settings, evs.filter((e) => e.confirmed && e.id !== latest.id), res.filter((r) => r.event !== latest.id)) : [];
      const rankBefore = new Map(before.map((r) => [`${r.kata}/${r.pair}`, r.rank]));
      // Each class × kata in order: total, then the tie rule, then the pair; equal under both share the rank.
      const recentFirst = evs.filter((e) => e.confirmed).sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : x.id < y.id ? 1 : -1)).map((e) => e.id);
      rows.forEach((r, i) => {
        const prev = rows[i - 1];
        if (!prev || prev.kata !== r.kata) return r.rank === 1 || mismatches.push([round, 'first', r.kata, r.rank]);
        const order = prev.total - r.total || -seasonTieCompare(prev.lines, r.lines, recentFirst) || (prev.pair < r.pair ? 1 : -1);
        const shared = prev.total === r.total && seasonTieCompare(prev.lines, r.lines, recentFirst) === 0;
        if (order <= 0 || r.rank !== (shared ? prev.rank : i + 1 - rows.findIndex((x) => x.kata === r.kata))) mismatches.push([round, 'order', r.kata, r.pair, r.rank]);
      });
      rows.forEach((r) => {
        const expected = rankBefore.get(`${r.kata}/${r.pair}`) ?? 0;
        if (r.previousRank !== expected || r.movement !== (expected ? expected - r.rank : 0)) mismatches.push([round, r.kata, r.pair, r.previousRank, expected]);
      });
    }
    expect(mismatches).toEqual([]);
  });
});
