import { describe, expect, it } from 'vitest';
import { tabletHealth } from './tabletHealth';

const NOW = Date.parse('2026-05-10T10:00:00.000Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString().replace('T', ' ');

describe('tabletHealth', () => {
  it('a tablet that reported within two heartbeats is online, and never flagged', () => {
    expect(tabletHealth(ago(3), NOW, true)).toEqual({ connection: 'online', silentFor: 3000, flagged: false });
    expect(tabletHealth(ago(45), NOW, true).connection).toBe('online');
    expect(tabletHealth(ago(46), NOW, true)).toEqual({ connection: 'offline', silentFor: 46_000, flagged: false });
  });
  it('silent for more than a minute during a performance: flagged; a minute exactly is not', () => {
    expect(tabletHealth(ago(60), NOW, true).flagged).toBe(false);
    expect(tabletHealth(ago(61), NOW, true).flagged).toBe(true);
    expect(tabletHealth(ago(600), NOW, false)).toEqual({ connection: 'offline', silentFor: 600_000, flagged: false });
  });
  it('a seat whose tablet never reported is flagged only while a couple performs', () => {
    expect(tabletHealth('', NOW, true)).toEqual({ connection: 'never', silentFor: null, flagged: true });
    expect(tabletHealth('', NOW, false).flagged).toBe(false);
  });
});
