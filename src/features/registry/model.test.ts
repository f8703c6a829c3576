// Registry vocabulary and form rules: the year of an athlete's verification, couples that never
// expire, the 16 belts and 13 katas (7 full, 6 youth or partial), localized countries, and the comfort checks of the forms (the
// server applies the same rules and is tested in tests/registry.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/core/i18n';
import { athleteFilter, expiryThreshold } from './api';
import { athleteVerification, BELTS, countries, countryName, coupleVerification, verificationExpiry } from './model';

// The katas the SPA was built with (katas are data since: src/lib/katas.ts); their names ship in the catalogues.
const KATAS = ['nage-no-kata', 'katame-no-kata', 'kime-no-kata', 'ju-no-kata', 'kodokan-goshin-jutsu', 'itsutsu-no-kata', 'koshiki-no-kata', 'nage-no-kata-3', 'katame-no-kata-1', 'ju-no-kata-1', 'goshin-jutsu-unarmed', 'nage-3-katame-1', 'nage-3-ju-1'];
import { athleteSchema, coupleSchema } from './schema';

beforeAll(async () => {
  await i18n.loadNamespaces(['registry']);
});

const now = Date.parse('2027-03-01T00:00:00Z');

describe('verification', () => {
  it("an athlete's verification lasts a year; a couple's does not expire", () => {
    expect(athleteVerification({ verified: false, verifiedAt: '' }, now)).toBe('awaiting');
    expect(athleteVerification({ verified: true, verifiedAt: '2026-06-01 00:00:00.000Z' }, now)).toBe('verified');
    expect(athleteVerification({ verified: true, verifiedAt: '2026-02-01 00:00:00.000Z' }, now)).toBe('expired');
    expect(coupleVerification({ verified: true })).toBe('verified');
    expect(coupleVerification({ verified: false })).toBe('awaiting');
    expect(verificationExpiry({ verified: true, verifiedAt: '2026-03-01 00:00:00.000Z' })?.toISOString().slice(0, 10)).toBe('2027-03-01');
    expect(verificationExpiry({ verified: false, verifiedAt: '' })).toBeNull();
  });

  it('the staff filter "awaiting" also catches expired athletes', () => {
    const limit = expiryThreshold().slice(0, 16); // to the minute: the filter is built a moment later
    expect(athleteFilter({ search: '', awaiting: true })).toMatch(/^\(verified = false \|\| verifiedAt < "[^"]+"\)$/);
    expect(athleteFilter({ search: '', awaiting: true })).toContain(limit);
    expect(athleteFilter({ search: '', awaiting: false })).toBe('');
  });
});

describe('vocabulary', () => {
  it('16 belts with a name in both languages, 13 katas (7 full, 6 youth or partial), each with a name', () => {
    expect(BELTS).toHaveLength(16);
    for (const b of BELTS) {
      expect(i18n.t(`common:belts.${b.value}`, { lng: 'en' })).not.toBe(`belts.${b.value}`);
      expect(i18n.t(`common:belts.${b.value}`, { lng: 'it' })).not.toBe(`belts.${b.value}`);
    }
    expect(KATAS.slice(0, 7)).toEqual(['nage-no-kata', 'katame-no-kata', 'kime-no-kata', 'ju-no-kata', 'kodokan-goshin-jutsu', 'itsutsu-no-kata', 'koshiki-no-kata']);
    expect(KATAS.slice(7)).toEqual(['nage-no-kata-3', 'katame-no-kata-1', 'ju-no-kata-1', 'goshin-jutsu-unarmed', 'nage-3-katame-1', 'nage-3-ju-1']);
    for (const k of KATAS) for (const lng of ['en', 'it']) expect(i18n.t(`common:katas.${k}`, { lng })).not.toBe(`katas.${k}`);
  });

  it('countries have localized names', () => {
    expect(countryName('DE', 'it')).toBe('Germania');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countries('it').find((c) => c.code === 'IT')?.name).toBe('Italia');
  });
});

describe('forms', () => {
  const valid = { name: 'Giulia', surname: 'Verdi', birthday: new Date('1990-05-01'), country: 'IT', region: '', belt: '1d', club: '00it1234', email: '', telephone: '', external: false };
  it('accepts a valid athlete and upper-cases the club code', () => {
    const r = athleteSchema.safeParse(valid);
    expect(r.success && r.data.club).toBe('00IT1234');
  });

  it('refuses a malformed club code, a future birthday and a bad telephone', () => {
    for (const club of ['1IT1234', '00IT123', '00I11234', '']) expect(athleteSchema.safeParse({ ...valid, club }).success).toBe(false);
    expect(athleteSchema.safeParse({ ...valid, birthday: new Date(Date.now() + 864e5) }).success).toBe(false);
    expect(athleteSchema.safeParse({ ...valid, telephone: 'call me' }).success).toBe(false);
    expect(athleteSchema.safeParse({ ...valid, telephone: '+39 06 1234567' }).success).toBe(true);
  });

  it('a couple needs two different athletes and a kata (one of the catalogue: the server checks it)', () => {
    expect(coupleSchema.safeParse({ tori: 'a1', uke: 'a2', kata: 'ju-no-kata', external: false }).success).toBe(true);
    const same = coupleSchema.safeParse({ tori: 'a1', uke: 'a1', kata: 'ju-no-kata', external: false });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.path).toEqual(['uke']);
    expect(coupleSchema.safeParse({ tori: 'a1', uke: 'a2', kata: '', external: false }).success).toBe(false);
  });
});
