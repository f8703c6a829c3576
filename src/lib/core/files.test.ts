import { describe, expect, it } from 'vitest';
import { downloadName, originalFileName } from './files';

describe('download names', () => {
  it('drop the random suffix PocketBase adds to a stored file', () => {
    expect(originalFileName('programme_1xiwh6azky.pdf')).toBe('programme.pdf');
    expect(originalFileName('notes.txt')).toBe('notes.txt');
  });
  it('use the listed title with the file extension, else the original name', () => {
    expect(downloadName('programme_1xiwh6azky.pdf', 'Coppa Italia: programme')).toBe('Coppa Italia programme.pdf');
    expect(downloadName('rules_abcdefghij.pdf', 'Rules.pdf')).toBe('Rules.pdf');
    expect(downloadName('programme_1xiwh6azky.pdf', '')).toBe('programme.pdf');
  });
});
