// When a seat's tablet is in use: its code still opens the seat and a tablet opened with it reported.
import { describe, expect, it } from 'vitest';
import { tabletInUse } from './seatTablet';

const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const now = Date.UTC(2026, 4, 10, 9, 0, 0);

describe('tabletInUse', () => {
  it('needs a live code and a report since it was given', () => {
    expect(tabletInUse(at(now + 3600_000), at(now - 10_000), now)).toBe(true);
    // Long silent (a flat battery) is still the tablet in use: replacing it signs it out.
    expect(tabletInUse(at(now + 3600_000), at(now - 3 * 3600_000), now)).toBe(true);
    expect(tabletInUse(at(now + 3600_000), '', now)).toBe(false);
    expect(tabletInUse('', at(now - 10_000), now)).toBe(false);
    expect(tabletInUse(at(now), at(now - 10_000), now)).toBe(false);
  });
});
