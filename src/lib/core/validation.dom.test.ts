import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from './i18n';
import { passwordsMatch, vClubCode, vEmail, vIssueTitle, vMessage, vMinLength, vPassword, vPrivacy, vReason, vRequired, vUsername } from './validation';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('validation messages', () => {
  it('produces the catalogue messages', () => {
    expect(messages(vRequired(), '  ')).toEqual(['The field is required']);
    expect(messages(vRequired(), undefined)).toEqual(['The field is required']);
    expect(messages(vEmail(), '')).toEqual(['The field is required']);
    expect(messages(vEmail(), 'not-an-email')).toEqual(['The field does not contain a valid email address']);
    expect(messages(vEmail(), 'a@b.it')).toEqual([]);
    expect(messages(vMinLength(5), 'abc')).toEqual(['The field should be at least 5 characters long']);
    expect(messages(vPassword(), 'short')).toEqual(['The field should be at least 8 characters long']);
    expect(messages(vPrivacy(), false)).toEqual(['You must accept the privacy policy']);
    expect(messages(vUsername(), 'mario rossi!')).toEqual(['The username contains invalid characters']);
    expect(messages(vUsername(), 'mario.rossi_1-a')).toEqual([]);
    expect(messages(vIssueTitle(), ' ')).toEqual(['You must set an issue title']);
    expect(messages(vMessage(), '')).toEqual(['The message cannot be empty']);
    expect(messages(vClubCode(), '0IT12345')).toEqual(['The club code must look like 00IT1234']);
    expect(messages(vClubCode(), '00IT1234')).toEqual([]);
  });

  it('asks a reason that shows: zero-width and other invisible characters do not count', async () => {
    expect(messages(vReason(), '')).toEqual(['The field is required']);
    expect(messages(vReason(), undefined)).toEqual(['The field is required']);
    expect(messages(vReason(), '\u200b')).toEqual(['Write a reason: spaces and invisible characters do not count']);
    expect(messages(vReason(), ' \u200b\u200c\u2060\ufeff\u3164 ')).toEqual(['Write a reason: spaces and invisible characters do not count']);
    expect(messages(vReason(), 'a\u200bb\u200b')).toEqual(['The field should be at least 3 characters long']);
    expect(messages(vReason(), 'x'.repeat(501))).toEqual(['The field should be at most 500 characters long']);
    expect(messages(vReason(), '  Judge 2 misread  ')).toEqual([]);
    await changeLanguage('it');
    expect(messages(vReason(), '\u200b\u200b\u200b')).toEqual(['Scrivi un motivo: spazi e caratteri invisibili non contano']);
    await changeLanguage('en');
  });

  it('checks that the two passwords match, on the confirmation field', () => {
    const schema = z.object({ password: vPassword(), confirm: z.string() }).refine(...passwordsMatch('password', 'confirm'));
    const r = schema.safeParse({ password: 'longenough', confirm: 'different' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['confirm'], message: 'Passwords do not match' })]);
  });

  it('follows the current language at validation time', async () => {
    const schema = vEmail();
    await changeLanguage('it');
    expect(messages(schema, 'x')).toEqual(['Il campo non contiene un indirizzo email valido']);
    expect(messages(vPrivacy(), false)).toEqual(["Devi accettare l'informativa sulla privacy"]);
  });
});
