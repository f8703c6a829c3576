// At login, a language picked in the header before it wins over the profile's and is saved to it;
// with nothing picked, the profile's language applies.
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { captureUserPatches, fakeToken, makeUser } from '@/test/utils';
import { currentLanguage } from '@/lib/core/i18n';
import { chooseLanguage } from '@/lib/core/languageChoice';
import { useSettings } from '@/lib/core/settings';
import { login } from './api';

let patches: ReturnType<typeof captureUserPatches> = [];

beforeEach(() => {
  useSettings.getState().setChosenLanguage(null);
  patches = captureUserPatches();
});

function loginResponds(lang: string) {
  server.use(http.post('*/api/collections/users/auth-with-password', () => HttpResponse.json({ token: fakeToken(3600, { id: 'u9' }), record: makeUser('athlete', { id: 'u9', lang: lang as never }) })));
}

describe('the language at login', () => {
  it('before login wins over the profile at login and is saved to it', async () => {
    await chooseLanguage('it');
    expect(patches).toEqual([]);
    expect(useSettings.getState().chosenLanguage).toBe('it');
    loginResponds('en');
    await login('anna', 'secret-password');
    expect(currentLanguage()).toBe('it');
    expect(patches).toEqual([{ id: 'u9', body: { lang: 'it' } }]);
    expect(useSettings.getState().chosenLanguage).toBeNull();
  });

  it('with no choice pending, the profile language applies at login', async () => {
    loginResponds('it');
    await login('anna', 'secret-password');
    expect(currentLanguage()).toBe('it');
    expect(patches).toEqual([]);
  });

});
