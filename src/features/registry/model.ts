// Registry vocabulary shared by the tables and forms: belts with their colours, katas, countries,
// and the verification state an athlete or couple is in (an athlete's verification lasts
// one year, a couple's does not expire — the server's enrolment status applies the same rule).
import { AthletesBeltValues, type AthletesRecord, type CouplesRecord } from '@/lib/pb-types';
import { ATHLETE_VERIFICATION_MS } from '@/lib/core/constants';

export type Belt = (typeof AthletesBeltValues)[number];
/** A kata's slug: katas are data (kata_sheets), read with src/lib/katas.ts. */
export type Kata = string;

/** Each grade's belt colour. */
const BELT_COLOURS: Record<Belt, { colour: string; stripe?: string }> = {
  '6k': { colour: '#ffffff' },
  '5k': { colour: '#facc15' },
  '4k': { colour: '#f97316' },
  '3k': { colour: '#16a34a' },
  '2k': { colour: '#2563eb' },
  '1k': { colour: '#78350f' },
  '1d': { colour: '#111827' },
  '2d': { colour: '#111827' },
  '3d': { colour: '#111827' },
  '4d': { colour: '#111827' },
  '5d': { colour: '#111827' },
  '6d': { colour: '#dc2626', stripe: '#ffffff' },
  '7d': { colour: '#dc2626', stripe: '#ffffff' },
  '8d': { colour: '#dc2626', stripe: '#ffffff' },
  '9d': { colour: '#dc2626' },
  '10d': { colour: '#dc2626' },
};

/** The 16 grades in the server's order (lowest first), with the colour of the belt (swatches; names come from common:belts). */
export const BELTS: ReadonlyArray<{ value: Belt; colour: string; stripe?: string }> = AthletesBeltValues.map((value) => ({ value, ...BELT_COLOURS[value] }));

// The full katas, then the youth and partial variants (the server's select order).

/** Same length as the server's (pb_hooks/lib/enrolment.js): a year of 365.25 days. */
export { ATHLETE_VERIFICATION_MS };

export type VerificationState = 'verified' | 'expired' | 'awaiting';

function parse(value: string): number {
  return value ? new Date(value.replace(' ', 'T')).getTime() : NaN;
}

export function athleteVerification(a: Pick<AthletesRecord, 'verified' | 'verifiedAt'>, now = Date.now()): VerificationState {
  if (!a.verified) return 'awaiting';
  const at = parse(a.verifiedAt);
  return Number.isFinite(at) && now - at > ATHLETE_VERIFICATION_MS ? 'expired' : 'verified';
}

export function coupleVerification(c: Pick<CouplesRecord, 'verified'>): VerificationState {
  return c.verified ? 'verified' : 'awaiting';
}

/** When an athlete's verification runs out (null when not verified). */
export function verificationExpiry(a: Pick<AthletesRecord, 'verified' | 'verifiedAt'>): Date | null {
  const at = parse(a.verifiedAt);
  return a.verified && Number.isFinite(at) ? new Date(at + ATHLETE_VERIFICATION_MS) : null;
}

// ISO 3166-1 alpha-2 codes (the server accepts any two capital letters; the picker offers these).
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(' ');

export interface Country {
  code: string;
  name: string;
}

/** Countries with their names in the given language, sorted by name. */
export function countries(language: string): Country[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
}

export function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

