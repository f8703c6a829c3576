import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/core/i18n';
import { circuitSchema, competitionSchema, logoError } from './schema';

beforeAll(async () => {
  await i18n.loadNamespaces('competitions');
});

const valid = {
  name: 'Cup',
  date: new Date('2027-03-10T09:00:00Z'),
  endDate: null,
  location: '',
  organizers: [],
  commissioners: [],
  accreditationOpensAt: null,
  exportId: '',
  details: '',
  rules: '',
  scoring: 'grand-prix' as const,
  flow: false,
  autoStart: false,
  inquiryMinutes: 0,
  inquiryFee: false,
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('competition form', () => {
  it('scoring: a preset; the flow mark only with Grand Prix', () => {
    expect(competitionSchema.safeParse({ ...valid, flow: true }).success).toBe(true);
    expect(competitionSchema.safeParse({ ...valid, scoring: 'ijf' }).success).toBe(true);
    expect(messages(competitionSchema.safeParse({ ...valid, scoring: 'ijf', flow: true }))).toEqual({ flow: 'The flow mark belongs to the Grand Prix rules.' });
    expect(competitionSchema.safeParse({ ...valid, scoring: 'other' }).success).toBe(false);
  });

  it('needs a name and a start; the end cannot be before the start', () => {
    expect(competitionSchema.safeParse(valid).success).toBe(true);
    expect(messages(competitionSchema.safeParse({ ...valid, name: ' ', date: null }))).toEqual({ name: 'The field is required', date: 'The field is required' });
    expect(messages(competitionSchema.safeParse({ ...valid, endDate: new Date('2027-03-09T09:00:00Z') }))).toEqual({ endDate: 'The end cannot be before the start' });
    expect(competitionSchema.safeParse({ ...valid, endDate: new Date('2027-03-10T18:00:00Z') }).success).toBe(true);
  });

  it('inquiries: a window of 0 (none) to 120 whole minutes', () => {
    expect(competitionSchema.safeParse({ ...valid, inquiryMinutes: 30, inquiryFee: true }).success).toBe(true);
    expect(messages(competitionSchema.safeParse({ ...valid, inquiryMinutes: 121 }))).toEqual({ inquiryMinutes: 'Enter a number of minutes between 0 and 120' });
    expect(messages(competitionSchema.safeParse({ ...valid, inquiryMinutes: -1 }))).toEqual({ inquiryMinutes: 'Enter a number of minutes between 0 and 120' });
    expect(messages(competitionSchema.safeParse({ ...valid, inquiryMinutes: 2.5 }))).toEqual({ inquiryMinutes: 'Enter a whole number' });
    expect(messages(competitionSchema.safeParse({ ...valid, inquiryMinutes: Number.NaN }))).toEqual({ inquiryMinutes: 'Enter a whole number' });
  });

  it('limits the logo to images of at most 2 MB', () => {
    expect(logoError(new File(['x'], 'logo.png', { type: 'image/png' }))).toBeNull();
    expect(logoError(new File(['x'], 'logo.pdf', { type: 'application/pdf' }))).toBe('The logo must be a JPEG, PNG, WebP, GIF or SVG image');
    expect(logoError(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe('The logo must not be larger than 2 MB');
  });
});

describe('circuit form', () => {
  const circuit = { name: 'Elite', order: 1, katas: [], minBelt: '', minAge: null, maxAge: null, noForgotten: false, noBig: false, noHalving: false };
  it('needs a name; the maximum age cannot be lower than the minimum', () => {
    expect(circuitSchema.safeParse(circuit).success).toBe(true);
    expect(messages(circuitSchema.safeParse({ ...circuit, name: '' }))).toEqual({ name: 'The field is required' });
    expect(messages(circuitSchema.safeParse({ ...circuit, minAge: 40, maxAge: 30 }))).toEqual({ maxAge: 'The maximum age cannot be lower than the minimum age' });
    expect(messages(circuitSchema.safeParse({ ...circuit, minAge: 130 }))).toEqual({ minAge: 'Enter an age between 0 and 120' });
    expect(circuitSchema.safeParse({ ...circuit, minAge: 30 }).success).toBe(true);
  });
});
