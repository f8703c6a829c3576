import { describe, expect, it } from 'vitest';
import { isInternalHref, safeNextPath } from './navigation';

describe('navigation helpers', () => {
  it('recognises internal hrefs', () => {
    expect(isInternalHref('/login?next=%2F')).toBe(true);
    expect(isInternalHref('//evil.example/x')).toBe(false);
    expect(isInternalHref('https://evil.example')).toBe(false);
    expect(isInternalHref('#main')).toBe(false);
    expect(isInternalHref(null)).toBe(false);
  });

  it('keeps next inside the app', () => {
    expect(safeNextPath('/reserved/issues/abc?x=1')).toBe('/reserved/issues/abc?x=1');
    expect(safeNextPath('https://evil.example')).toBe('/reserved');
    expect(safeNextPath('//evil.example')).toBe('/reserved');
    expect(safeNextPath('/\\evil.example')).toBe('/reserved');
    expect(safeNextPath('/login?next=%2Flogin')).toBe('/reserved');
    expect(safeNextPath(null, '/')).toBe('/');
  });
});
