import { describe, expect, it } from 'vitest';
import { organizerNames } from './organizers';

describe('organizerNames', () => {
  it('joins the names the server keeps on the competition, ignoring anything else', () => {
    expect(organizerNames({ organizerNames: ['Anna Rossi', 'Marco Bianchi'] })).toBe('Anna Rossi, Marco Bianchi');
    expect(organizerNames({ organizerNames: null })).toBe('');
    expect(organizerNames({ organizerNames: ['', 3, 'Ugo'] })).toBe('Ugo');
    expect(organizerNames({})).toBe('');
  });
});
