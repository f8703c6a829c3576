import { describe, expect, it } from 'vitest';
import { inquiryWindowEnd, inquiryWindowOpen, placeProvisional } from './inquiries';

const validated = '2026-05-10 10:00:00.000Z';
const at = (hhmm: string) => Date.parse(`2026-05-10T${hhmm}:00.000Z`);

describe('inquiry window', () => {
  it('is closed when the competition takes no inquiries or the couple is not validated', () => {
    expect(inquiryWindowEnd(validated, 0)).toBeNull();
    expect(inquiryWindowEnd(validated, null)).toBeNull();
    expect(inquiryWindowEnd('', 10)).toBeNull();
    expect(inquiryWindowOpen('', 10, at('10:01'))).toBe(false);
  });

  it('runs the given minutes from validation, its last instant included', () => {
    expect(inquiryWindowEnd(validated, 10)).toBe(at('10:10'));
    expect(inquiryWindowOpen(validated, 10, at('10:10'))).toBe(true);
    expect(inquiryWindowOpen(validated, 10, at('10:10') + 1)).toBe(false);
  });
});

describe('provisional place', () => {
  const end = at('10:10');
  it('holds while the window is open and nothing was filed', () => {
    expect(placeProvisional('', end, at('10:05'))).toBe(true);
    expect(placeProvisional('', end, at('10:11'))).toBe(false);
    expect(placeProvisional('', null, at('10:05'))).toBe(false);
  });
  it('holds while an inquiry is open, even after the window', () => {
    expect(placeProvisional('open', end, at('11:00'))).toBe(true);
  });
  it('ends with the decision', () => {
    expect(placeProvisional('rejected', end, at('10:05'))).toBe(false);
    expect(placeProvisional('upheld', end, at('10:05'))).toBe(false);
  });
});
