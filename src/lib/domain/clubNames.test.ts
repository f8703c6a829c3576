import { describe, expect, it } from 'vitest';
import { clubList, clubName, clubsLabel, coupleClubs, coupleSpeech } from './clubNames';

const names = new Map([
  ['01IT0001', 'ASD Judo Club Roma'],
  ['02IT0042', 'Kodokan Milano'],
]);
const words = { tori: 'Tori', uke: 'uke' };

describe('club names', () => {
  it('names a registered code and falls back to the code', () => {
    expect(clubName(names, '02IT0042')).toBe('Kodokan Milano');
    expect(clubName(names, '81JP0003')).toBe('81JP0003');
  });
  it('reads a couple clubs text in order', () => {
    expect(clubList(names, '01IT0001 81JP0003')).toEqual(['ASD Judo Club Roma', '81JP0003']);
    expect(clubList(names, '')).toEqual([]);
    expect(clubList(names, undefined)).toEqual([]);
    expect(clubsLabel(names, '01IT0001  02IT0042')).toBe('ASD Judo Club Roma · Kodokan Milano');
  });
  it('gives the uke the tori club when the couple has one club', () => {
    expect(coupleClubs(names, '02IT0042')).toEqual({ tori: 'Kodokan Milano', uke: 'Kodokan Milano' });
    expect(coupleClubs(names, '01IT0001 02IT0042')).toEqual({ tori: 'ASD Judo Club Roma', uke: 'Kodokan Milano' });
    expect(coupleClubs(names, '')).toEqual({ tori: '', uke: '' });
  });
});

describe('coupleSpeech', () => {
  it('names each athlete with their club', () => {
    expect(coupleSpeech(words, { tori: 'Marco Esposito', uke: 'Andrea Ferrari', clubs: '02IT0042' }, names)).toBe(
      'Tori: Marco Esposito (Kodokan Milano), uke: Andrea Ferrari (Kodokan Milano)',
    );
  });
  it('leaves no dangling dash, comma or empty club', () => {
    const s = coupleSpeech(words, { tori: 'Marco Esposito', uke: '', clubs: '' }, names);
    expect(s).toBe('Tori: Marco Esposito');
    expect(s).not.toMatch(/[–,(]\s*$|\(\)|:\s*,/);
    expect(coupleSpeech(words, { tori: 'A B', uke: 'C D' }, names)).toBe('Tori: A B, uke: C D');
  });
});
