// Importing judges and couples from a spreadsheet (XLSX or CSV): the columns of each kind, reading the
// header row, turning each line into the row the server's import route takes
// (POST /api/custom/import/{kind}, pb_hooks/data_exchange.pb.js, which checks every row with the rules
// of the normal create). The file is parsed here, in the browser (lib/domain/sheetFile.ts, a lazy chunk).

/** `enrolments`: a competition's couples, entered by its staff into their registry and enrolled. */
export type ImportKind = 'judges' | 'couples' | 'enrolments';

/** One column of an import: the row field it fills (dotted for a couple's athlete) and whether it must be there. */
export interface ImportColumn {
  field: string;
  required: boolean;
}

const ATHLETE: ImportColumn[] = [
  { field: 'name', required: true },
  { field: 'surname', required: true },
  { field: 'birthday', required: true },
  { field: 'country', required: true },
  { field: 'belt', required: true },
  { field: 'club', required: true },
];

const COUPLE: ImportColumn[] = [{ field: 'kata', required: true }, ...ATHLETE.map((c) => ({ ...c, field: `tori.${c.field}` })), ...ATHLETE.map((c) => ({ ...c, field: `uke.${c.field}` }))];

export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  judges: [
    { field: 'name', required: true },
    { field: 'club', required: false },
  ],
  couples: COUPLE,
  enrolments: COUPLE,
};

export type Cell = string | number | boolean | Date | null | undefined;

/** A header as compared: lower case, no accents, letters and digits only ("Tori – Name" → "toriname"). */
export function headerKey(s: unknown): string {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Which column of the file fills which field: a header matches a field by the field's name
 * ("tori.name", "tori_name") or by any of its `labels` (the column titles of the template, in each language).
 */
export function matchColumns(kind: ImportKind, header: Cell[], labels: (field: string) => string[]): { columns: Record<string, number>; missing: string[] } {
  const keys = header.map(headerKey);
  const columns: Record<string, number> = {};
  for (const col of IMPORT_COLUMNS[kind]) {
    const names = new Set([headerKey(col.field), ...labels(col.field).map(headerKey)]);
    const i = keys.findIndex((k) => k && names.has(k));
    if (i >= 0) columns[col.field] = i;
  }
  const missing = IMPORT_COLUMNS[kind].filter((c) => c.required && columns[c.field] === undefined).map((c) => c.field);
  return { columns, missing };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text the server gets: dates as YYYY-MM-DD (a spreadsheet's date, or "31/12/1990"), numbers as digits. */
export function cellText(v: Cell, field: string): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return isNaN(v.getTime()) ? '' : `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  const s = String(v).trim();
  if (field.endsWith('birthday')) {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
    if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  }
  if (field.endsWith('country')) return s.toUpperCase();
  if (field.endsWith('belt')) return s.toLowerCase().replace(/\s+/g, '');
  return s;
}

/** The row the server takes for one line of the file: `{name, club}` or `{kata, tori: {…}, uke: {…}}`. */
export function rowOf(line: Cell[], columns: Record<string, number>, choices: { kata: (text: string) => string }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, i] of Object.entries(columns)) {
    let value = cellText(line[i], field);
    if (field === 'kata') value = choices.kata(value);
    const [head, tail] = field.split('.');
    if (tail) out[head!] = { ...((out[head!] as Record<string, unknown>) ?? {}), [tail]: value };
    else out[field] = value;
  }
  return out;
}

/** A line with no text at all (the trailing empty lines of a sheet): not a row. */
export function blankLine(line: Cell[]): boolean {
  return line.every((v) => v === null || v === undefined || String(v).trim() === '');
}

export interface ParsedImport {
  /** The server's rows, in file order. */
  rows: Record<string, unknown>[];
  /** The file's line of each row (1 = the header), for the preview and the errors. */
  lines: number[];
  /** Each row's cells by field, as shown in the preview. */
  cells: Record<string, string>[];
  missing: string[];
}

export function parseImport(kind: ImportKind, table: Cell[][], labels: (field: string) => string[], choices: { kata: (text: string) => string }): ParsedImport {
  const [header = [], ...body] = table;
  const { columns, missing } = matchColumns(kind, header, labels);
  const out: ParsedImport = { rows: [], lines: [], cells: [], missing };
  if (missing.length) return out;
  body.forEach((line, i) => {
    if (blankLine(line)) return;
    out.rows.push(rowOf(line, columns, choices));
    out.lines.push(i + 2);
    out.cells.push(Object.fromEntries(Object.entries(columns).map(([field, c]) => [field, cellText(line[c], field)])));
  });
  return out;
}

/** RFC 4180 CSV (commas or, as Italian spreadsheets write it, semicolons; quoted cells; a BOM). */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\ufeff/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
