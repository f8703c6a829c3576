import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageName } from './languages';
import { UsersLangValues } from '../pb-types';

describe('language names', () => {
  it.each(LANGUAGES)('%s is named in itself as Intl names it (capitalized)', (lng) => {
    const intl = new Intl.DisplayNames([lng], { type: 'language' }).of(lng) ?? '';
    expect(languageName(lng)).toBe(intl.charAt(0).toLocaleUpperCase(lng) + intl.slice(1));
  });
});

describe('languages', () => {
  it('are the values of users.lang', () => {
    expect(LANGUAGES).toEqual(UsersLangValues);
  });
});
