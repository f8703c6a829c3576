// What is not finished in a competition's results (unfinished.ts), on hand-made poules and draws.
import { describe, expect, it } from 'vitest';
import { isFinished, unfinishedResults, type UnfinishedDrawIn, type UnfinishedPouleIn } from './unfinished';

const poule = (id: string, circuit: string, kata: string, name: string, phase = 'group'): UnfinishedPouleIn => ({ id, circuit, kata, name, phase });
const draw = (poule: string, rank: number, scored: boolean, absence = '', toriName = 'T', ukeName = 'U'): UnfinishedDrawIn => ({ poule, rank, scored, absence, toriName, ukeName });

describe('unfinishedResults', () => {
  it('finds nothing in a judged competition: one poule, and groups with a performed final', () => {
    const poules = [poule('s', 'sen', 'nage-no-kata', 'A'), poule('a', 'jun', 'ju-no-kata', 'A'), poule('b', 'jun', 'ju-no-kata', 'B'), poule('f', 'jun', 'ju-no-kata', 'Final', 'final')];
    const draws = [draw('s', 1, true), draw('s', 2, true), draw('s', 0, false, 'withdrawn'), draw('a', 1, true), draw('b', 1, true), draw('f', 1, true), draw('f', 2, true)];
    const u = unfinishedResults(poules, draws);
    expect(u).toEqual({ unjudged: [], unplaced: [] });
    expect(isFinished(u)).toBe(true);
  });

  it('names the groups of a split category without a final, judged or not (no season places)', () => {
    // The case of a season that dropped a category: four couples scored in groups A and B, no final.
    const poules = [poule('b', 'sen', 'nage-no-kata', 'B'), poule('a', 'sen', 'nage-no-kata', 'A')];
    const draws = [draw('a', 1, true), draw('a', 2, true), draw('b', 1, true), draw('b', 2, true)];
    const u = unfinishedResults(poules, draws);
    expect(u.unjudged).toEqual([]);
    expect(u.unplaced).toEqual([{ circuit: 'sen', kata: 'nage-no-kata', reason: 'groups_without_final', groups: ['A', 'B'] }]);
    expect(isFinished(u)).toBe(false);
  });

  it('lists a drawn final nobody performed, and its couples as unjudged', () => {
    const poules = [poule('a', 'sen', 'kime-no-kata', 'A'), poule('b', 'sen', 'kime-no-kata', 'B'), poule('f', 'sen', 'kime-no-kata', 'Final', 'final')];
    const draws = [draw('a', 1, true), draw('b', 1, true), draw('f', 0, false, '', 'Ann', 'Bea'), draw('f', 0, false, '', 'Cid', 'Dan')];
    const u = unfinishedResults(poules, draws);
    expect(u.unplaced).toEqual([{ circuit: 'sen', kata: 'kime-no-kata', reason: 'final_not_performed', groups: ['A', 'B'] }]);
    expect(u.unjudged).toEqual([
      { poule: 'f', circuit: 'sen', kata: 'kime-no-kata', name: 'Final', phase: 'final', couples: [{ toriName: 'Ann', ukeName: 'Bea' }, { toriName: 'Cid', ukeName: 'Dan' }] },
    ]);
  });

  it('counts a final whose every couple was absent as not performed (absent couples have no place)', () => {
    // Ranked absent couples (absentRanked) still have no season place.
    const poules = [poule('a', 'sen', 'nage-no-kata', 'A'), poule('b', 'sen', 'nage-no-kata', 'B'), poule('f', 'sen', 'nage-no-kata', 'Final', 'final')];
    const draws = [draw('a', 1, true), draw('b', 1, true), draw('f', 1, false, 'did_not_perform'), draw('f', 1, false, 'withdrawn')];
    const u = unfinishedResults(poules, draws);
    expect(u.unjudged).toEqual([]);
    expect(u.unplaced.map((c) => c.reason)).toEqual(['final_not_performed']);
  });

  it('keeps a partly judged poule: its places count, its couples left are unjudged', () => {
    const poules = [poule('s', 'sen', 'katame-no-kata', 'A')];
    const draws = [draw('s', 1, true), draw('s', 0, false, '', 'Eva', 'Flo'), draw('s', 0, false, 'withdrawn'), draw('x', 0, false)];
    const u = unfinishedResults(poules, draws);
    expect(u.unplaced).toEqual([]);
    expect(u.unjudged).toEqual([{ poule: 's', circuit: 'sen', kata: 'katame-no-kata', name: 'A', phase: 'group', couples: [{ toriName: 'Eva', ukeName: 'Flo' }] }]);
  });

  it('says an unsplit category nobody was judged in gives no places, and tells categories apart by circuit and kata', () => {
    const poules = [poule('s1', 'sen', 'nage-no-kata', 'A'), poule('s2', 'jun', 'nage-no-kata', 'A'), poule('s3', 'sen', 'ju-no-kata', 'A')];
    const draws = [draw('s1', 0, false), draw('s2', 1, true), draw('s3', 0, false, 'withdrawn')];
    const u = unfinishedResults(poules, draws);
    expect(u.unplaced).toEqual([
      { circuit: 'sen', kata: 'nage-no-kata', reason: 'not_judged', groups: ['A'] },
      { circuit: 'sen', kata: 'ju-no-kata', reason: 'not_judged', groups: ['A'] },
    ]);
    expect(u.unjudged.map((p) => p.poule)).toEqual(['s1']);
  });
});
