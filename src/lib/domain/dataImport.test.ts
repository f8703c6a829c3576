import { describe, expect, it } from 'vitest';
import { cellText, matchColumns, parseCsv, parseImport } from './dataImport';

const labels = (field: string) => ({ 'tori.name': ['Nome tori'], name: ['Nome'], club: ['Società'] })[field] ?? [];
const kata = (s: string) => (s === 'Nage no kata' ? 'nage-no-kata' : s);

describe('parseCsv', () => {
  it('reads quoted cells, commas or semicolons, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffname,club\r\n"Rossi, Anna","Judo ""Roma"""\r\nBianchi,\r\n')).toEqual([
      ['name', 'club'],
      ['Rossi, Anna', 'Judo "Roma"'],
      ['Bianchi', ''],
    ]);
    expect(parseCsv('Nome;Società\nVerdi;Judo Milano')).toEqual([
      ['Nome', 'Società'],
      ['Verdi', 'Judo Milano'],
    ]);
  });
});

describe('cellText', () => {
  it('writes dates as the server takes them, whatever the file wrote', () => {
    expect(cellText(new Date(Date.UTC(1990, 4, 1)), 'tori.birthday')).toBe('1990-05-01');
    expect(cellText('1/5/1990', 'uke.birthday')).toBe('1990-05-01');
    expect(cellText('1990-05-01', 'uke.birthday')).toBe('1990-05-01');
    expect(cellText(' it ', 'tori.country')).toBe('IT');
    expect(cellText('1 D', 'tori.belt')).toBe('1d');
    expect(cellText(null, 'name')).toBe('');
  });
});

describe('parseImport', () => {
  it('matches headers by field name or label, skips blank lines and keeps the file lines', () => {
    const p = parseImport('judges', [['Nome', 'SOCIETÀ'], ['Anna Bianchi', 'Judo Roma'], ['', null], ['Carlo Verdi', '']], labels, { kata });
    expect(p).toEqual({
      rows: [
        { name: 'Anna Bianchi', club: 'Judo Roma' },
        { name: 'Carlo Verdi', club: '' },
      ],
      lines: [2, 4],
      cells: [
        { name: 'Anna Bianchi', club: 'Judo Roma' },
        { name: 'Carlo Verdi', club: '' },
      ],
      missing: [],
    });
  });

  it('builds a couple with its two athletes, and names the missing columns', () => {
    const header = ['kata', 'Nome tori', 'tori_surname', 'tori.birthday', 'tori country', 'tori belt', 'tori club', 'uke name', 'uke surname', 'uke birthday', 'uke country', 'uke belt', 'uke club'];
    const p = parseImport('couples', [header, ['Nage no kata', 'Mario', 'Rossi', '01/05/1990', 'it', '1d', '01IT0001', 'Luigi', 'Verdi', '02/06/1991', 'IT', '2d', '01IT0001']], labels, { kata });
    expect(p.rows).toEqual([
      {
        kata: 'nage-no-kata',
        tori: { name: 'Mario', surname: 'Rossi', birthday: '1990-05-01', country: 'IT', belt: '1d', club: '01IT0001' },
        uke: { name: 'Luigi', surname: 'Verdi', birthday: '1991-06-02', country: 'IT', belt: '2d', club: '01IT0001' },
      },
    ]);
    expect(matchColumns('couples', ['kata', 'tori name'], labels).missing).toEqual(['tori.surname', 'tori.birthday', 'tori.country', 'tori.belt', 'tori.club', 'uke.name', 'uke.surname', 'uke.birthday', 'uke.country', 'uke.belt', 'uke.club']);
    expect(parseImport('couples', [['kata']], labels, { kata }).rows).toEqual([]);
  });
});
