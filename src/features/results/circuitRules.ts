// The rules a poule is scored under: its competition's preset with its circuit's switches (children's
// rules: no forgotten techniques, no big mistakes, no halving; src/lib/rules/scoring.ts Switches). The
// officials' screens read the competition's circuits once and pick the poule's.
import { useCallback } from 'react';
import { useCircuits } from '@/lib/domain/competitionQueries';
import { competitionRules, type Rules } from './scoring';

type CompetitionScoring = Parameters<typeof competitionRules>[0];

/** `rulesFor(competition, circuitId)`: the rules of a poule of that circuit ('' or unknown: the preset's). */
export function useCircuitRules(competitionId: string): (competition: CompetitionScoring, circuitId?: string) => Rules {
  const circuits = useCircuits(competitionId);
  const list = circuits.data;
  return useCallback((competition: CompetitionScoring, circuitId?: string) => competitionRules(competition, list?.find((c) => c.id === circuitId)), [list]);
}
