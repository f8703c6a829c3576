import { describe, expect, it } from 'vitest';
import { passwordChecks, passwordStrength } from './password';

describe('password guidance', () => {
  it('requires 8 characters and suggests 14, lower, upper and digit', () => {
    expect(passwordStrength('')).toBe('empty');
    expect(passwordStrength('Ab1')).toBe('tooShort');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('fair');
    expect(passwordStrength('Abcdefg1')).toBe('good');
    expect(passwordStrength('Abcdefghijklm1')).toBe('strong');
  });
  it('lists which suggestions are met', () => {
    const checks = Object.fromEntries(passwordChecks('àèìòù1234').map((c) => [c.rule, c.ok]));
    expect(checks).toEqual({ min: true, suggested: false, lower: true, upper: false, digit: true });
  });
});
