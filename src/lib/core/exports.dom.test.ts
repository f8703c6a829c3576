// Exports: CSV quoting, file and sheet names, and an XLSX that a spreadsheet reader (read-excel-file)
// parses back to the same cells: numbers as numbers, text as written, empty cells empty.
import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { fileName, sheetName, toCsv, xlsxBlob, type Table } from './exports';
import { bytesOf } from '@/test/blobs';

const table: Table = {
  name: 'Open · Nage-no-kata · Group A',
  header: ['Rank', 'Tori', 'Points'],
  rows: [
    [1, 'Anna "Ann" Rossi <&>', 509.5],
    [null, 'Luca, Jr', null],
  ],
};

describe('exports', () => {
  it('CSV quotes what needs quoting and leaves empty cells empty', () => {
    expect(toCsv(table)).toBe('Rank,Tori,Points\r\n1,"Anna ""Ann"" Rossi <&>",509.5\r\n,"Luca, Jr",\r\n');
  });

  it('file names and sheet names', () => {
    expect(fileName('Open · Nage-no-kata · Girone A', 'xlsx')).toBe('open-nage-no-kata-girone-a.xlsx');
    expect(fileName('Città', 'csv')).toBe('citta.csv');
    expect(fileName('···', 'csv')).toBe('export.csv');
    expect(sheetName('A/B: [C]?')).toBe('A B   C');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });

  it('XLSX: a workbook that a reader parses back to the same cells', async () => {
    const bytes = await bytesOf(await xlsxBlob(table));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const sheets = await readXlsxFile(bytes);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.sheet).toBe('Open · Nage-no-kata · Group A');
    expect(sheets[0]?.data).toEqual([
      ['Rank', 'Tori', 'Points'],
      [1, 'Anna "Ann" Rossi <&>', 509.5],
      [null, 'Luca, Jr', null],
    ]);
  });
});
