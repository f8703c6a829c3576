// The public snapshot merged from the leaderboard rows (one per published poule): order of the poules,
// standings per category (finalists first, then the groups across groups, then couples not scored),
// the couple scored last, frozen, and realtime events applied in any order.
import { describe, expect, it } from 'vitest';
import { applyRowEvent, mergeSnapshot, standings, type LeaderboardRow, type SnapshotEntry, type SnapshotPoule } from './snapshot';

function entry(id: string, order: number, scored: boolean, points = 0, rank = 0, over: Partial<SnapshotEntry> = {}): SnapshotEntry {
  return { id, enrolment: `e-${id}`, order, tori: `T${id}`, uke: `U${id}`, clubs: '01IT0001', scored, points, rank, forgotten: 0, big: 0, medium: 0, small: 0, judgeTotals: [], ...over };
}

function poule(id: string, over: Partial<SnapshotPoule> = {}, entries: SnapshotEntry[] = []): SnapshotPoule {
  return { id, circuit: 'ci1', circuitName: 'Open', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 5, seed: 'S', entries, ...over };
}

function row(p: SnapshotPoule, over: Partial<LeaderboardRow> = {}, circuitOrder = 0, last: LeaderboardRow['data']['last'] = null): LeaderboardRow {
  return { id: `lb-${p.id}`, competition: 'c1', poule: p.id, frozen: false, updated: '2027-03-10 10:00:00.000Z', data: { ...p, circuitOrder, last }, ...over };
}

describe('standings', () => {
  it('groups: ranked across groups by points and the tie chain, ties share the position, unscored last', () => {
    const a = poule('A', {}, [entry('a1', 1, true, 500, 1), entry('a2', 2, true, 480, 2, { small: 2 }), entry('a3', 3, false)]);
    const b = poule('B', { name: 'B' }, [entry('b1', 1, true, 480, 1, { small: 2 }), entry('b2', 2, true, 480, 2, { small: 3 })]);
    expect(standings([a, b]).map((r) => [r.draw, r.position, r.points])).toEqual([
      ['a1', 1, 500],
      ['a2', 2, 480],
      ['b1', 2, 480],
      ['b2', 4, 480],
      ['a3', null, null],
    ]);
  });

  it('one group without a final: the group rank, so a tie the officials decided is not shared', () => {
    const a = poule('A', {}, [entry('a1', 1, true, 480, 2), entry('a2', 2, true, 480, 1)]);
    expect(standings([a]).map((r) => [r.draw, r.position])).toEqual([
      ['a2', 1],
      ['a1', 2],
    ]);
  });

  it('a couple whose sheets await the supervisor is unplaced and says so', () => {
    const a = poule('A', {}, [entry('a1', 1, true, 500, 1), entry('a2', 2, false, 0, 0, { awaiting: true }), entry('a3', 3, false)]);
    expect(standings([a]).map((r) => [r.draw, r.position, r.awaiting])).toEqual([
      ['a1', 1, false],
      ['a2', null, true],
      ['a3', null, false],
    ]);
  });

  it('final: finalists first by final rank (unscored finalists after them), then the others from position 7', () => {
    const groupEntries = Array.from({ length: 8 }, (_, i) => entry(`g${i}`, i + 1, true, 500 - i, i + 1));
    const group = poule('G', {}, groupEntries);
    const finalEntries = groupEntries.slice(0, 6).map((e, i) => ({ ...e, id: `f${i}`, order: 6 - i, scored: i < 2, rank: i < 2 ? 2 - i : 0, points: i < 2 ? 600 + i : 0 }));
    const final = poule('F', { name: 'F', phase: 'final' }, finalEntries);
    const rows = standings([group, final]);
    expect(rows.map((r) => [r.draw, r.phase, r.position])).toEqual([
      ['f1', 'final', 1],
      ['f0', 'final', 2],
      ['f5', 'final', null],
      ['f4', 'final', null],
      ['f3', 'final', null],
      ['f2', 'final', null],
      ['g6', 'group', 7],
      ['g7', 'group', 8],
    ]);
  });
});

describe('mergeSnapshot', () => {
  it('orders poules by circuit, kata, groups before the final; one standing per category; newest last and update', () => {
    const f = poule('F', { name: 'F', phase: 'final' }, [entry('f1', 1, true, 600, 1, { enrolment: 'e-a1' })]);
    const a = poule('A', {}, [entry('a1', 1, true, 500, 1)]);
    const k = poule('K', { kata: 'katame-no-kata' });
    const other = poule('O', { circuit: 'ci2', circuitName: 'Youth' });
    const rows = [
      row(other, { updated: '2027-03-10 12:00:00.000Z' }, 1),
      row(f, {}, 0, { draw: 'f1', poule: 'F', at: '2027-03-10 11:00:00.000Z' }),
      row(a, {}, 0, { draw: 'a1', poule: 'A', at: '2027-03-10 10:00:00.000Z' }),
      row(k),
    ];
    const snap = mergeSnapshot(rows);
    expect(snap.data.poules.map((p) => p.id)).toEqual(['K', 'A', 'F', 'O']);
    expect(snap.data.poules[0]).not.toHaveProperty('circuitOrder');
    expect(snap.data.standings.map((s) => `${s.circuitName}|${s.kata}|${s.rows.length}`)).toEqual(['Open|katame-no-kata|0', 'Open|nage-no-kata|1', 'Youth|nage-no-kata|0']);
    expect(snap.data.last).toEqual({ draw: 'f1', poule: 'F', at: '2027-03-10 11:00:00.000Z' });
    expect(snap.updated).toBe('2027-03-10 12:00:00.000Z');
    expect(snap.frozen).toBe(false);
  });

  it('no rows: empty snapshot; a frozen row: frozen', () => {
    expect(mergeSnapshot([])).toEqual({ frozen: false, updated: '', data: { poules: [], standings: [], last: null } });
    expect(mergeSnapshot([row(poule('A'), { frozen: true })]).frozen).toBe(true);
  });
});

describe('applyRowEvent', () => {
  const a = row(poule('A'));
  const b = row(poule('B', { name: 'B' }));
  it('creates, replaces, deletes', () => {
    expect(applyRowEvent([a], 'create', b)).toEqual([a, b]);
    const newer = { ...a, updated: '2027-03-10 10:00:01.000Z' };
    expect(applyRowEvent([a, b], 'update', newer)).toEqual([newer, b]);
    expect(applyRowEvent([a, b], 'delete', a)).toEqual([b]);
  });
  it('an older copy arriving late never replaces a newer one', () => {
    const newer = { ...a, updated: '2027-03-10 10:00:01.000Z' };
    const rows = [newer, b];
    expect(applyRowEvent(rows, 'update', a)).toBe(rows);
  });
});
