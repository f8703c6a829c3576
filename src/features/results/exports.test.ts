// Exports: CSV quoting, spreadsheet column names, the CRC-32 and stored ZIP under the XLSX.
import { describe, expect, it } from 'vitest';
import { columnName, crc32, fileName, toCsv, xlsxBytes, type Table } from './exports';

const table: Table = { name: 'Open · Nage-no-kata · Group A', header: ['Rank', 'Tori', 'Points'], rows: [[1, 'Anna "Ann" Rossi', 509.5], [null, 'Luca, Jr', null]] };

/** Reads the central directory of a ZIP: name → { crc, size, data }. */
function unzip(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out: Record<string, { crc: number; data: Uint8Array }> = {};
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen));
    const localNameLen = view.getUint16(local + 26, true);
    const data = bytes.subarray(local + 30 + localNameLen, local + 30 + localNameLen + size);
    out[name] = { crc, data };
    at += 46 + nameLen;
  }
  return out;
}

describe('exports', () => {
  it('CSV quotes what needs quoting and leaves empty cells empty', () => {
    expect(toCsv(table)).toBe('Rank,Tori,Points\r\n1,"Anna ""Ann"" Rossi",509.5\r\n,"Luca, Jr",\r\n');
  });

  it('column names and file names', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(fileName('Open · Nage-no-kata · Girone A', 'xlsx')).toBe('open-nage-no-kata-girone-a.xlsx');
    expect(fileName('Città', 'csv')).toBe('citta.csv');
  });

  it('CRC-32 of the standard check string', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('XLSX: a ZIP with the five parts, checksums right, numbers as numbers and text escaped', () => {
    const files = unzip(xlsxBytes(table));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    for (const f of Object.values(files)) expect(crc32(f.data)).toBe(f.crc);
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']?.data);
    expect(sheet).toContain('<c r="C2"><v>509.5</v></c>');
    expect(sheet).toContain('Anna &quot;Ann&quot; Rossi');
    expect(sheet).not.toContain('r="A3"');
    const workbook = new TextDecoder().decode(files['xl/workbook.xml']?.data);
    expect(workbook).toContain('name="Open · Nage-no-kata · Group A"');
  });
});
