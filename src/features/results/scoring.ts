// The scoring rules live once, in lib/rules/scoring.ts (the hooks run its compiled copy); the results
// feature imports them through this name. Nothing is defined here (lib/rules/hookRules.test.ts).
export * from '@/lib/rules/scoring';
