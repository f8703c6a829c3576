// Exports of tables (a poule's draw or results, a competition's enrolments): CSV (UTF-8 with BOM, so
// spreadsheet programs read accents) and XLSX. The XLSX is written by `write-excel-file`, loaded only
// when a spreadsheet is asked for, so that it never weighs on the pages that offer the export.
// `toCsv` is the one CSV writer: every text cell that a spreadsheet would run as a formula is
// neutralized there (`neutralized`); the XLSX writes text cells as strings, never as formulas.

export type Cell = string | number | null;
export interface Table {
  /** Sheet and file name. */
  name: string;
  header: string[];
  rows: Cell[][];
}

/**
 * Spreadsheet programs run a CSV cell that starts with one of these as a formula (`=HYPERLINK(…)`
 * in a name sends the reader's data elsewhere): OWASP's list, with their full-width forms, which
 * some locales' spreadsheet programs read the same way.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * A text cell that would start a formula gets a leading single quote (OWASP "CSV injection"): the
 * spreadsheet shows it as text and the rest of the text is kept. Numbers are numbers: -1 stays -1.
 */
export function neutralized(v: Cell): Cell {
  return typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : v;
}

function csvCell(v: Cell): string {
  if (v === null) return '';
  const s = String(neutralized(v));
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(table: Table): string {
  return [table.header, ...table.rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvBlob(table: Table): Blob {
  return new Blob(['\ufeff', toCsv(table)], { type: 'text/csv;charset=utf-8' });
}

/** A sheet name as spreadsheet programs accept it: at most 31 characters, none of []:*?/\ . */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

/** One sheet: a bold, frozen header row, numbers as numbers, empty cells empty, columns wide enough. */
export async function xlsxBlob(table: Table): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const widths = table.header.map((h, i) => Math.min(60, Math.max(8, String(h).length, ...table.rows.map((r) => String(r[i] ?? '').length)) + 2));
  const data = [
    table.header.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...table.rows.map((r) => r.map((v) => (v === null || v === '' ? null : v))),
  ];
  return writeXlsxFile(data, { sheet: sheetName(table.name), columns: widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBlob();
}

/** A file name from a label: "Open · Nage-no-kata · Group A" → "open-nage-no-kata-group-a". */
export function fileName(label: string, ext: 'csv' | 'xlsx'): string {
  const base = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'export'}.${ext}`;
}

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds the table and downloads it in the format asked for. */
export async function exportTable(table: Table, kind: 'csv' | 'xlsx'): Promise<void> {
  download(kind === 'csv' ? csvBlob(table) : await xlsxBlob(table), fileName(table.name, kind));
}
