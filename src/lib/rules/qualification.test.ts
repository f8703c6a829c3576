import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALIFICATION_MODE, dayOf, judgingDay, qualificationMode, qualificationProblem, seatingVerdict } from './qualification';

const nage = (validUntil: string, level = 'national') => ({ kata: 'nage-no-kata', level, validUntil });

describe("a judge's qualification for a poule", () => {
  it('needs a qualification for the kata', () => {
    expect(qualificationProblem([], 'nage-no-kata', '2026-05-10')).toBe('judge_unqualified');
    expect(qualificationProblem([{ kata: 'kime-no-kata', level: 'international', validUntil: '2030-01-01 00:00:00.000Z' }], 'nage-no-kata', '2026-05-10')).toBe('judge_unqualified');
  });

  it('valid until the day of the poule, that day included', () => {
    expect(qualificationProblem([nage('2026-05-10 00:00:00.000Z')], 'nage-no-kata', '2026-05-10')).toBeNull();
    expect(qualificationProblem([nage('2026-05-09 23:59:59.000Z')], 'nage-no-kata', '2026-05-10')).toBe('judge_qualification_expired');
    expect(qualificationProblem([nage('2026-05-11T00:00:00Z')], 'nage-no-kata', '2026-05-10')).toBeNull();
  });

  it('any level counts; without a day only the kata does', () => {
    expect(qualificationProblem([nage('2026-01-01 00:00:00.000Z', 'regional')], 'nage-no-kata', '')).toBeNull();
  });

  it('is judged on the poule start, else the competition date (UTC days)', () => {
    expect(judgingDay('2026-05-11 08:30:00.000Z', '2026-05-10 00:00:00.000Z')).toBe('2026-05-11');
    expect(judgingDay('', '2026-05-10 09:00:00.000Z')).toBe('2026-05-10');
    expect(judgingDay(null, undefined)).toBe('');
    expect(dayOf('not a date')).toBe('');
  });
});

describe('the competition setting', () => {
  it('defaults to warn', () => {
    expect(DEFAULT_QUALIFICATION_MODE).toBe('warn');
    expect(qualificationMode('')).toBe('warn');
    expect(qualificationMode('nonsense')).toBe('warn');
    expect(qualificationMode('refuse')).toBe('refuse');
  });

  it('off lets anyone sit; warn and refuse act on a problem only', () => {
    expect(seatingVerdict('off', 'judge_unqualified')).toBe('ok');
    expect(seatingVerdict('warn', 'judge_unqualified')).toBe('warn');
    expect(seatingVerdict('refuse', 'judge_qualification_expired')).toBe('refuse');
    expect(seatingVerdict('refuse', null)).toBe('ok');
  });
});
