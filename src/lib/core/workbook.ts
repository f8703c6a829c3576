// A workbook of several sheets (an XLSX of a whole competition), written by `write-excel-file` loaded
// only when asked for. Each sheet is a `Table` of lib/core/exports.ts: a bold, frozen header row, numbers
// as numbers, empty cells empty.
import { download, fileName, sheetName, type Table } from './exports';

/** Sheet names as spreadsheet programs accept them: valid (lib/core/exports.ts sheetName) and unique in the file. */
export function uniqueSheetNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((n) => {
    const base = sheetName(n);
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++) {
      const suffix = ` (${i})`;
      name = base.slice(0, 31 - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

export async function workbookBlob(tables: Table[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const names = uniqueSheetNames(tables.map((t) => t.name));
  const sheets = tables.map((table, i) => ({
    data: [table.header.map((h) => ({ value: h, fontWeight: 'bold' as const })), ...table.rows.map((r) => r.map((v) => (v === null || v === '' ? null : v)))],
    sheet: names[i]!,
    columns: table.header.map((h, c) => ({ width: Math.min(60, Math.max(8, String(h).length, ...table.rows.map((r) => String(r[c] ?? '').length)) + 2) })),
    stickyRowsCount: 1,
  }));
  return writeXlsxFile(sheets).toBlob();
}

/** Writes the sheets into one XLSX named after `label` and downloads it. */
export async function downloadWorkbook(label: string, tables: Table[]): Promise<void> {
  download(await workbookBlob(tables), fileName(label, 'xlsx'));
}
