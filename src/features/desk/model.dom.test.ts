// The desk's pure parts: combined filters, the clubs offered, the realtime patch that ignores
// out-of-order events (and the stored row that overrides it), and the export table's columns in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/core/i18n';
import { clubsOf, filterDesk } from './model';
import { patch, replace, type DeskEnrolment } from './api';
import { enrolmentsTable, type ExportEnrolment } from './export';

beforeAll(async () => {
  await i18n.loadNamespaces(['desk']);
});

const row = (over: Partial<DeskEnrolment>): DeskEnrolment => ({
  id: 'e1',
  competition: 'c1',
  owner: 'o1',
  toriName: 'Nicolò Bianchi',
  ukeName: 'Anna Rossi',
  status: 'missing_payment',
  toriVerified: true,
  ukeVerified: true,
  coupleVerified: true,
  paymentReceived: false,
  present: false,
  circuit: 'ci1',
  clubs: '01IT0001',
  kata: 'nage-no-kata',
  attachments: [],
  notes: '',
  updated: '2026-11-23 10:00:00.000Z',
  ...over,
});

describe('desk filters', () => {
  const rows = [
    row({ id: 'a' }),
    row({ id: 'b', toriName: 'Kenji Tanaka', ukeName: 'Elena Romano', circuit: 'ci2', clubs: '01IT0002 01IT0001', status: 'in_competition' }),
    row({ id: 'c', toriName: 'Luca Neri', ukeName: 'Marco Bianchi', circuit: 'ci2', clubs: '01IT0003' }),
  ];
  const ids = (f: Partial<Parameters<typeof filterDesk>[1]>) => filterDesk(rows, { query: '', circuit: '', club: '', status: '', ...f }).map((e) => e.id);

  it('no filter: the same array', () => {
    expect(filterDesk(rows, { query: ' ', circuit: '', club: '', status: '' })).toBe(rows);
  });

  it('search by tori or uke name, every word, case and accents ignored', () => {
    expect(ids({ query: 'bianchi' })).toEqual(['a', 'c']);
    expect(ids({ query: 'NICOLO' })).toEqual(['a']);
    expect(ids({ query: 'marco  luca' })).toEqual(['c']);
    expect(ids({ query: '01IT0001' })).toEqual([]);
  });

  it('circuit, club (either athlete) and status combine with the search', () => {
    expect(ids({ circuit: 'ci2' })).toEqual(['b', 'c']);
    expect(ids({ club: '01IT0001' })).toEqual(['a', 'b']);
    expect(ids({ club: '01IT000' })).toEqual([]);
    expect(ids({ circuit: 'ci2', club: '01IT0001' })).toEqual(['b']);
    expect(ids({ circuit: 'ci2', status: 'missing_payment' })).toEqual(['c']);
    expect(ids({ circuit: 'ci2', query: 'bianchi' })).toEqual(['c']);
    expect(ids({ circuit: 'ci1', club: '01IT0003' })).toEqual([]);
  });

  it('clubs offered once each, sorted', () => {
    expect(clubsOf(rows)).toEqual(['01IT0001', '01IT0002', '01IT0003']);
    expect(clubsOf([row({ clubs: '' })])).toEqual([]);
  });
});

describe('desk realtime patch', () => {
  const held = [row({ id: 'a', paymentReceived: true, updated: '2026-11-23 10:00:02.000Z' }), row({ id: 'b' })];

  it('a newer record replaces the row, a new one is added, a delete removes it', () => {
    const newer = patch(held, row({ id: 'a', present: true, status: 'in_competition', updated: '2026-11-23 10:00:03.000Z' }));
    expect(newer?.[0]).toMatchObject({ present: true, status: 'in_competition' });
    expect(patch(held, row({ id: 'z' }))?.map((e) => e.id)).toEqual(['a', 'b', 'z']);
    const sorted = [row({ id: 'p', toriName: 'Anna', ukeName: 'Zoe' }), row({ id: 'q', toriName: 'Marco', ukeName: 'Bea' })];
    expect(patch(sorted, row({ id: 'n', toriName: 'Anna', ukeName: 'Zora' }))?.map((e) => e.id)).toEqual(['p', 'n', 'q']);
    expect(patch(sorted, row({ id: 'n', toriName: 'Aldo', ukeName: 'Zoe' }))?.map((e) => e.id)).toEqual(['n', 'p', 'q']);
    expect(patch(held, row({ id: 'a' }), true)?.map((e) => e.id)).toEqual(['b']);
    expect(patch(undefined, row({ id: 'a' }))).toBeUndefined();
  });

  it('an older event arriving late is ignored; the same save (equal time) applies', () => {
    const late = row({ id: 'a', paymentReceived: false, updated: '2026-11-23 10:00:01.999Z' });
    expect(patch(held, late)).toBe(held);
    const same = row({ id: 'a', paymentReceived: false, updated: '2026-11-23 10:00:02.000Z' });
    expect(patch(held, same)?.[0]?.paymentReceived).toBe(false);
  });

  it('the stored row, read again after close saves, replaces the row whatever its stamp; gone removes it', () => {
    const stored = row({ id: 'a', paymentReceived: false, updated: '2026-11-23 10:00:01.999Z' });
    expect(replace(held, 'a', stored)?.[0]).toMatchObject({ paymentReceived: false, updated: stored.updated });
    expect(replace(held, 'a', null)?.map((e) => e.id)).toEqual(['b']);
    expect(replace(undefined, 'a', stored)).toBeUndefined();
  });
});

describe('export table', () => {
  const rows: ExportEnrolment[] = [
    { toriName: 'Nicolò Bianchi', ukeName: 'Anna Rossi', kata: 'ju-no-kata', circuit: 'ci1', clubs: '01IT0001 01IT0002', status: 'in_competition', paymentReceived: true, present: true },
    { toriName: 'Luca Neri', ukeName: 'Marco Bianchi', kata: '', circuit: 'gone', clubs: '', status: '', paymentReceived: false, present: false },
  ];
  const context = (lng: string, exportId = 'CT-1') => ({ competition: { name: 'Coppa Città', exportId }, circuits: new Map([['ci1', 'Open']]), t: i18n.getFixedT(lng) });

  it('columns and values in English', () => {
    const table = enrolmentsTable(rows, context('en'));
    expect(table.name).toBe('CT-1 enrolments');
    expect(table.header).toEqual(['Export code', 'Couple', 'Tori', 'Uke', 'Kata', 'Circuit', 'Clubs', 'Status', 'Payment received', 'Present']);
    expect(table.rows).toEqual([
      ['CT-1', 'Nicolò Bianchi – Anna Rossi', 'Nicolò Bianchi', 'Anna Rossi', 'Ju-no-kata', 'Open', '01IT0001, 01IT0002', 'In competition', 'Yes', 'Yes'],
      ['CT-1', 'Luca Neri – Marco Bianchi', 'Luca Neri', 'Marco Bianchi', null, null, null, null, 'No', 'No'],
    ]);
  });

  it('in Italian; without an export code the sheet is named after the competition', async () => {
    await i18n.loadLanguages('it');
    const table = enrolmentsTable(rows, context('it', ''));
    expect(table.name).toBe('Coppa Città iscrizioni');
    expect(table.header).toEqual(['Codice di esportazione', 'Coppia', 'Tori', 'Uke', 'Kata', 'Circuito', 'Società', 'Stato', 'Pagamento ricevuto', 'Presente']);
    expect(table.rows[0]?.slice(0, 2)).toEqual([null, 'Nicolò Bianchi – Anna Rossi']);
    expect(table.rows[0]?.slice(7)).toEqual(['In gara', 'Sì', 'Sì']);
  });
});
