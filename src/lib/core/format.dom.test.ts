import { describe, expect, it, vi } from 'vitest';
import { formatBytes, formatDate, formatDateRange, formatDateTime, formatNumber, toDate, warmFormats } from './format';
import { changeLanguage } from './i18n';

describe('Intl helpers', () => {
  it('parse PocketBase dates', () => {
    expect(toDate('2025-05-01 10:00:00.000Z')?.toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(toDate('')).toBeNull();
    expect(toDate('nonsense')).toBeNull();
  });

  it('format in the current language', async () => {
    expect(formatDate('2025-05-01 10:00:00.000Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('1 May 2025');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(709)).toBe('709 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    await changeLanguage('it');
    expect(formatDate('2025-05-01 10:00:00.000Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('1 maggio 2025');
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(709)).toBe('709 byte');
    expect(formatDateTime(null)).toBe('');
    await changeLanguage('en');
  });

  it('format a range compactly, one date when it ends the day it starts', () => {
    const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(formatDateRange('2026-12-22 09:00:00.000Z', '2026-12-23 18:00:00.000Z', utc)).toMatch(/^22\s?–\s?23 Dec 2026$/);
    expect(formatDateRange('2026-12-22 09:00:00.000Z', '', utc)).toBe('22 Dec 2026');
    expect(formatDateRange('2026-12-22 09:00:00.000Z', '2026-12-22 09:00:00.000Z', utc)).toBe('22 Dec 2026');
    expect(formatDateRange('', '2026-12-23 18:00:00.000Z', utc)).toBe('');
  });

  it('warms the date and number formats so that the first page render builds none', async () => {
    await changeLanguage('it');
    warmFormats();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatDateRange('2026-12-22 09:00:00.000Z', '2026-12-23 18:00:00.000Z')).toMatch(/22\s?[–-]\s?23 dic 2026/);
      expect(formatDate('2026-12-22 09:00:00.000Z')).toMatch(/22 dic 2026/);
      expect(formatNumber(2)).toBe('2');
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
      await changeLanguage('en');
    }
  });
});
