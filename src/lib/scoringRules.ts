// The scoring presets as data (what each rule means: pb_hooks/lib/scoring.js), shared by the results
// feature's maths (features/results/scoring.ts, held equal to the server's by its parity test) and the
// public competition page, which states the competition's rules in plain words.

export type PresetName = 'ijf' | 'grand-prix';

/** A competition's choice: the preset and whether the flow is scored (Grand Prix only). */
export interface Rules {
  preset: PresetName;
  flow?: boolean;
}

export interface Preset {
  half: boolean;
  floor: number;
  halving: 'majority' | 'any';
  mistakes: 'counted' | 'all';
  flow: boolean;
}

/** The presets as data; see pb_hooks/lib/scoring.js for what each rule means. */
export const PRESETS: Record<PresetName, Preset> = {
  ijf: { half: false, floor: 0, halving: 'majority', mistakes: 'counted', flow: false },
  'grand-prix': { half: true, floor: 1, halving: 'any', mistakes: 'all', flow: true },
};

export const FLOW_MAX = 10;

export type ResolvedRules = Preset & { preset: PresetName };

/** The full rules of a competition's choice; unknown or missing means IJF. */
export function rulesOf(rules?: Partial<Rules> | null): ResolvedRules {
  const preset: PresetName = rules?.preset && rules.preset in PRESETS ? rules.preset : 'ijf';
  const p = PRESETS[preset];
  return { preset, ...p, flow: p.flow && !!rules?.flow };
}

/** A competition record's rules (an empty `scoring` means IJF, as on the server). */
export function competitionRules(c: { scoring?: string; flow?: boolean } | undefined): Rules {
  return { preset: c?.scoring === 'grand-prix' ? 'grand-prix' : 'ijf', flow: !!c?.flow };
}
