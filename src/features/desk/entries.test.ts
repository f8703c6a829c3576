import { describe, expect, it } from 'vitest';
import { pickedDay, lateEntryRow, rowErrors, takesEntries } from './entries';
import { lateEntrySchema } from './schema';

describe('late entries at the desk', () => {
  it('are offered while the competition takes couples', () => {
    expect(['draft', 'ready', 'enrolment', 'accreditation', 'ongoing', 'archived', undefined].map(takesEntries)).toEqual([false, false, true, true, true, false, false]);
  });

  it("send the form's couple as the import route's row, the birthday as the day picked", () => {
    const athlete = (name: string) => ({ name, surname: 'Rossi', birthday: new Date(1990, 11, 31, 23, 30), country: ' it ', belt: '1d', club: '01it0001' });
    const values = lateEntrySchema.parse({ kata: 'nage-no-kata', tori: athlete('Mario'), uke: athlete('Luigi') });
    expect(lateEntryRow(values)).toEqual({
      kata: 'nage-no-kata',
      tori: { name: 'Mario', surname: 'Rossi', birthday: '1990-12-31', country: 'IT', belt: '1d', club: '01IT0001' },
      uke: { name: 'Luigi', surname: 'Rossi', birthday: '1990-12-31', country: 'IT', belt: '1d', club: '01IT0001' },
    });
    expect(pickedDay(new Date(2001, 0, 2))).toBe('2001-01-02');
  });

  it("put the server's row errors on the form's fields, the others aside", () => {
    const err = (code: string) => ({ code, message: code });
    const { fields, other } = rowErrors([{ row: 0, errors: { 'tori.club': err('validation_invalid_format'), kata: err('no_circuit'), 'uke.email': err('validation_invalid_email') } }]);
    expect(fields).toEqual({ 'tori.club': err('validation_invalid_format'), kata: err('no_circuit') });
    expect(other).toEqual([err('validation_invalid_email')]);
    expect(rowErrors(null)).toEqual({ fields: {}, other: [] });
  });

  it('refuses an incomplete form field by field', () => {
    const result = lateEntrySchema.safeParse({ kata: undefined, tori: { name: '', surname: 'R', birthday: undefined, country: 'ITA', belt: undefined, club: 'x' }, uke: { name: 'A', surname: 'B', birthday: new Date(1990, 0, 1), country: 'IT', belt: '1d', club: '01IT0001' } });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['kata', 'tori.belt', 'tori.birthday', 'tori.club', 'tori.country', 'tori.name']);
  });
});
