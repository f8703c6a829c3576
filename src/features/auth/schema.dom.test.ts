import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/core/i18n';
import { loginSchema, passwordResetSchema, registerSchema, requestResetSchema } from './schema';

beforeAll(async () => {
  await i18n.loadNamespaces('auth');
});

const good = { name: 'Anna', username: 'anna.b-1_x', email: 'anna@example.com', password: 'Password123', passwordConfirm: 'Password123', privacyAccepted: true };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first issue of each field, as react-hook-form's resolver shows it.
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('registration schema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(good).success).toBe(true);
  });
  it('requires every field', () => {
    const m = messages(registerSchema.safeParse({ name: '', username: '', email: '', password: '', passwordConfirm: '', privacyAccepted: false }));
    expect(m).toMatchObject({
      name: 'The field is required',
      username: 'The field is required',
      email: 'The field is required',
      password: 'The field is required',
      passwordConfirm: 'The field is required',
      privacyAccepted: 'You must accept the privacy policy',
    });
  });
  it('checks email, username characters, password length and equality', () => {
    const m = messages(registerSchema.safeParse({ ...good, email: 'anna@', username: 'anna b!', password: 'short', passwordConfirm: 'other' }));
    expect(m.email).toBe('The field does not contain a valid email address');
    expect(m.username).toBe('The username contains invalid characters');
    expect(m.password).toBe('The field should be at least 8 characters long');
  });
  it('reports different passwords on the confirmation field', () => {
    const m = messages(registerSchema.safeParse({ ...good, passwordConfirm: 'Password124' }));
    expect(m).toEqual({ passwordConfirm: 'Passwords do not match' });
  });
  it('reports the mismatch together with other field errors', () => {
    const m = messages(registerSchema.safeParse({ ...good, name: '', passwordConfirm: 'Password124' }));
    expect(m).toMatchObject({ name: 'The field is required', passwordConfirm: 'Passwords do not match' });
  });
  it('needs at least 3 characters of username', () => {
    expect(messages(registerSchema.safeParse({ ...good, username: 'ab' })).username).toBe('The field should be at least 3 characters long');
  });
});

describe('other account forms', () => {
  it('login needs identity and password', () => {
    expect(messages(loginSchema.safeParse({ identity: ' ', password: '' }))).toEqual({ identity: 'The field is required', password: 'The field is required' });
  });
  it('a reset request needs a valid email, with the catalogue text', () => {
    expect(messages(requestResetSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'A valid email address must be specified.' });
    expect(messages(requestResetSchema.safeParse({ email: '' }))).toEqual({ email: 'A valid email address must be specified.' });
    expect(requestResetSchema.safeParse({ email: ' a@b.it ' }).data).toEqual({ email: 'a@b.it' });
  });
  it('a new password must be confirmed', () => {
    expect(messages(passwordResetSchema.safeParse({ password: 'Password123', passwordConfirm: 'x' }))).toEqual({ passwordConfirm: 'Passwords do not match' });
  });
});
