import { describe, expect, it } from 'vitest';
import { isClosable } from './toast';

describe('isClosable', () => {
  it('a success or an info leaves by itself: no close button to cover a control', () => {
    expect(isClosable({ severity: 'success' })).toBe(false);
    expect(isClosable({ severity: 'info' })).toBe(false);
  });
  it('warnings, errors and sticky messages keep one', () => {
    expect(isClosable({ severity: 'warn' })).toBe(true);
    expect(isClosable({ severity: 'error' })).toBe(true);
    expect(isClosable({ severity: 'info', sticky: true })).toBe(true);
  });
});
