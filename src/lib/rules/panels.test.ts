import { describe, expect, it } from 'vitest';
import { clubConflicts, clubKey, panelClubConflicts, panelConflictMode, proposePanels, type PanelJudge, type ProposedPanel } from './panels';

// Five judges; clubs by code (as athletes carry them) or by name (as a judge's club may be typed).
const judges: PanelJudge[] = [
  { id: 'a', name: 'Anna', club: '01LO0001' },
  { id: 'b', name: 'Bruno', club: 'Judo Roma' },
  { id: 'c', name: 'Carla', club: '' },
  { id: 'd', name: 'Dario', club: '03TO0003' },
  { id: 'e', name: 'Elena', club: '04VE0004' },
];
const couple = (...clubs: string[]) => ({ clubs });

describe('club conflicts', () => {
  it('matches a club by code or name, case and spacing aside; no club never conflicts', () => {
    expect(clubKey('  judo   roma ')).toBe('JUDO ROMA');
    expect(clubConflicts('Judo Roma', [couple('02LA0002', 'JUDO ROMA'), couple('01LO0001', 'Milano')])).toBe(1);
    expect(clubConflicts('01lo0001', [couple('01LO0001'), couple('05XX0005', '01LO0001')])).toBe(2);
    expect(clubConflicts('', [couple('')])).toBe(0);
  });

  it('names each panel seat whose judge has couples of their club, not seats past the panel', () => {
    const couples = [couple('01LO0001'), couple('03TO0003'), couple('03TO0003')];
    expect(panelClubConflicts({ '1': 'a', '2': 'c', '3': 'e', '4': 'd' }, 3, judges, couples)).toEqual([{ seat: 1, judge: 'a', problem: { code: 'panel_conflict_club', club: '01LO0001', couples: 1 } }]);
    expect(panelClubConflicts({ '2': 'd' }, 3, judges, couples)).toEqual([{ seat: 2, judge: 'd', problem: { code: 'panel_conflict_club', club: '03TO0003', couples: 2 } }]);
  });

  it('warns by default', () => {
    expect(panelConflictMode('')).toBe('warn');
    expect(panelConflictMode('refuse')).toBe('refuse');
    expect(panelConflictMode('nonsense')).toBe('warn');
  });
});

describe('proposePanels', () => {
  it('keeps judges away from their clubs: Anna and Bruno rest, the three others sit', () => {
    // Couples of 01LO0001 (Anna) and Judo Roma (Bruno): cost Anna [0,1,0,0], Bruno [0,1,0,0], others [0,0,0,0].
    const p = proposePanels(judges, [{ id: 'p1', size: 3, couples: [couple('01LO0001'), couple('02LA0002', 'Judo Roma')], qualified: null }])[0]!;
    expect(p.seats).toEqual({ '1': 'c', '2': 'd', '3': 'e' });
    expect(p.warnings).toEqual([]);
  });

  it('respects qualifications before clubs: an unqualified judge sits only when no one else is left', () => {
    // Qualified: a, b, d. Carla and Elena are not; Anna has a couple of her club.
    // Costs: a [0,1,0,0], b [0,0,0,0], d [0,0,0,0], c [1,0,0,0], e [1,0,0,0] → b, d, then a (a conflict beats no qualification).
    const p = proposePanels(judges, [{ id: 'p1', size: 3, couples: [couple('01LO0001')], qualified: ['a', 'b', 'd'] }])[0]!;
    expect(p.seats).toEqual({ '1': 'b', '2': 'd', '3': 'a' });
    expect(p.warnings).toEqual([{ seat: 3, judge: 'a', problem: { code: 'panel_conflict_club', club: '01LO0001', couples: 1 } }]);
  });

  it('balances the couples judged: the least loaded sit, past load counted', () => {
    // Past load: Anna 10, Bruno 0, Carla 4, Dario 0, Elena 2 → Bruno, Dario (0), Elena (2).
    const p = proposePanels(judges, [{ id: 'p1', size: 3, couples: [couple('09ZZ0009')], qualified: null }], { a: 10, c: 4, e: 2 })[0]!;
    expect(p.seats).toEqual({ '1': 'b', '2': 'd', '3': 'e' });
    expect(p.load).toEqual({ b: 0, d: 0, e: 2 });
  });

  it('rotates between poules: the rested judges come in, a judge who stays keeps their seat', () => {
    // p1 (4 couples): all load 0 → by name Anna, Bruno, Carla on seats 1-3; loads a4 b4 c4 d0 e0.
    // p2 (2 couples): Dario, Elena (0) then one of a/b/c (4, all sat): Anna by name, keeps seat 1.
    // p3 (3 couples): loads a6 b4 c4 d2 e2 → Dario, Elena (2), Bruno (4, rested) before Carla (4, rested too) by name.
    const other = couple('09ZZ0009');
    const poules = [
      { id: 'p1', size: 3, couples: [other, other, other, other], qualified: null },
      { id: 'p2', size: 3, couples: [other, other], qualified: null },
      { id: 'p3', size: 3, couples: [other, other, other], qualified: null },
    ];
    const [p1, p2, p3] = proposePanels(judges, poules) as [ProposedPanel, ProposedPanel, ProposedPanel];
    expect(p1.seats).toEqual({ '1': 'a', '2': 'b', '3': 'c' });
    expect(p2.seats).toEqual({ '1': 'a', '2': 'd', '3': 'e' });
    expect(p2.load).toEqual({ a: 4, d: 0, e: 0 });
    expect(p3.seats).toEqual({ '2': 'd', '3': 'e', '1': 'b' });
    expect(p3.load).toEqual({ b: 4, d: 2, e: 2 });
  });

  it('rested beats sat on equal load: the current panel yields to the judges off it', () => {
    // Everyone at load 0; Anna, Bruno and Carla sit now → Dario and Elena first, then Anna by name (seat 1 kept).
    const p = proposePanels(judges, [{ id: 'p1', size: 3, couples: [couple('09ZZ0009')], qualified: null }], {}, { '1': 'a', '2': 'b', '3': 'c' })[0]!;
    expect(p.seats).toEqual({ '1': 'a', '2': 'd', '3': 'e' });
  });

  it('with no conflict-free panel, proposes the least-bad one and says why', () => {
    // Three judges, every one with couples of their club: Anna 1, Dario 2, Elena 1 → all sit, three warnings.
    const three = [judges[0]!, judges[3]!, judges[4]!];
    const couples = [couple('01LO0001'), couple('03TO0003'), couple('03TO0003', '04VE0004')];
    const p = proposePanels(three, [{ id: 'p1', size: 3, couples, qualified: ['a', 'd'] }])[0]!;
    expect(p.seats).toEqual({ '1': 'a', '2': 'd', '3': 'e' });
    expect(p.warnings).toEqual([
      { seat: 1, judge: 'a', problem: { code: 'panel_conflict_club', club: '01LO0001', couples: 1 } },
      { seat: 2, judge: 'd', problem: { code: 'panel_conflict_club', club: '03TO0003', couples: 2 } },
      { seat: 3, judge: 'e', problem: { code: 'panel_conflict_club', club: '04VE0004', couples: 1 } },
      { seat: 3, judge: 'e', problem: { code: 'judge_unqualified' } },
    ]);
  });

  it('leaves seats empty when the list is short, and is deterministic', () => {
    const poules = [{ id: 'p1', size: 5, couples: [couple('09ZZ0009')], qualified: null }];
    const p = proposePanels(judges.slice(0, 2), poules)[0]!;
    expect(p.seats).toEqual({ '1': 'a', '2': 'b' });
    expect(proposePanels([...judges].reverse(), poules)).toEqual(proposePanels(judges, poules));
  });
});
