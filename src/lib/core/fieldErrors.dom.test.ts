import { describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { applyFieldErrors, fieldErrorsOf } from './fieldErrors';
import { changeLanguage } from './i18n';

const error400 = new ClientResponseError({
  url: 'http://localhost/api/collections/users/records',
  status: 400,
  response: {
    status: 400,
    message: 'Failed to create record.',
    data: {
      username: { code: 'validation_not_unique', message: 'Value must be unique.' },
      email: { code: 'validation_something_new', message: 'The value is not valid' },
      password: { code: 'validation_min_text_constraint', message: 'Must be at least 8 character(s).', params: { min: 8 } },
    },
  },
});

describe('PocketBase field errors → react-hook-form', () => {
  it('sets a localized message on each field, falling back to a generic localized text (never the server message)', () => {
    const setError = vi.fn();
    const applied = applyFieldErrors(error400, setError);
    expect(applied).toEqual(['username', 'email', 'password']);
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'This value is already in use' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'The value is not valid' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'The field should be at least 8 characters long' }, { shouldFocus: false });
  });

  it('localizes in Italian', async () => {
    await changeLanguage('it');
    const setError = vi.fn();
    applyFieldErrors(error400, setError, { fields: ['username'] });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'Questo valore è già in uso' }, { shouldFocus: true });
  });

  it('ignores errors that are not 400 field errors', () => {
    expect(fieldErrorsOf(new ClientResponseError({ status: 403, response: { data: { x: { code: 'a', message: 'b' } } } }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('x'), setError)).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
