import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { reportFormError } from './formErrors';
import { changeLanguage } from './i18n';
import { attachToastSink, type ToastMessage } from './toast';

let toasts: ToastMessage[] = [];
let detach: () => void;
beforeEach(() => {
  toasts = [];
  detach = attachToastSink({ show: (m) => toasts.push(m), dismiss: () => {} });
});
afterEach(() => detach());

const slowed = (seconds: number) =>
  new ClientResponseError({
    url: 'http://localhost/api/collections/users/auth-with-password',
    status: 429,
    response: { status: 429, message: 'Too many.', data: { password: { code: 'login_slow_down', message: 'x', params: { seconds } } } },
  });

describe('a limit aimed at a field of the form', () => {
  it('goes next to the field with its wait, in the language of the page, and no toast', async () => {
    const set: [string, string][] = [];
    const setError = (name: string, err: { message?: string }) => void set.push([name, err.message ?? '']);
    reportFormError(slowed(8), setError as never, 'loginFailed', { fields: ['identity', 'password'] });
    await changeLanguage('it');
    reportFormError(slowed(16), setError as never, 'loginFailed', { fields: ['identity', 'password'] });
    await changeLanguage('en');
    expect(set).toEqual([
      ['password', 'Too many wrong passwords. Try again in 8 s.'],
      ['password', 'Troppe password errate. Riprova tra 16 s.'],
    ]);
    expect(toasts).toEqual([]);
  });

  it('is a toast when the form has no such field', () => {
    reportFormError(slowed(8), (() => {}) as never, 'saveFailed', { fields: ['name'] as never });
    expect(toasts).toHaveLength(1);
  });
});
