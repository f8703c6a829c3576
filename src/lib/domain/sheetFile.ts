// Reads the first sheet of an XLSX (read-excel-file) or a CSV file as rows of cells. Loaded on demand
// (import('@/lib/domain/sheetFile')): the parser weighs only on the import dialog once a file is chosen.
import { readSheet } from 'read-excel-file/browser';
import { parseCsv, type Cell } from './dataImport';

export class UnreadableFile extends Error {}

export async function readTableFile(file: File): Promise<Cell[][]> {
  const name = file.name.toLowerCase();
  try {
    if (name.endsWith('.csv') || file.type === 'text/csv') return parseCsv(await file.text());
    if (name.endsWith('.xlsx')) return (await readSheet(file)) as Cell[][];
  } catch {
    throw new UnreadableFile(file.name);
  }
  throw new UnreadableFile(file.name);
}
