// The language picked by hand wins and reaches the profile: saved at once when logged in, at the next
// login when picked before it; with nothing picked, the profile's language applies at login.
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { fakeToken, loginAs, makeUser } from '@/test/utils';
import { login } from '@/features/auth/api';
import { currentLanguage } from './i18n';
import { useImpersonation } from './impersonationStore';
import { chooseLanguage, languageAtLogin } from './languageChoice';
import { useSettings } from './settings';

let patches: Array<{ id: string; body: unknown }> = [];

beforeEach(() => {
  patches = [];
  useSettings.getState().setChosenLanguage(null);
  server.use(
    http.patch('*/api/collections/users/records/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: String(params.id), body });
      return HttpResponse.json(makeUser('athlete', { id: String(params.id), ...body }));
    }),
  );
});

function loginResponds(lang: string) {
  server.use(http.post('*/api/collections/users/auth-with-password', () => HttpResponse.json({ token: fakeToken(3600, { id: 'u9' }), record: makeUser('athlete', { id: 'u9', lang: lang as never }) })));
}

describe('languageAtLogin', () => {
  it('a pending choice wins and is saved unless the profile has it; else the profile applies', () => {
    expect(languageAtLogin('it', 'en')).toEqual({ show: 'it', save: 'it' });
    expect(languageAtLogin('it', '')).toEqual({ show: 'it', save: 'it' });
    expect(languageAtLogin('it', 'it')).toEqual({ show: 'it', save: null });
    expect(languageAtLogin(null, 'it')).toEqual({ show: 'it', save: null });
    expect(languageAtLogin(null, '')).toEqual({ show: null, save: null });
  });
});

describe('the header language switch', () => {
  it('while logged in saves the choice to the profile at once', async () => {
    loginAs('athlete', { id: 'u7', lang: 'en' });
    await chooseLanguage('it');
    expect(currentLanguage()).toBe('it');
    expect(patches).toEqual([{ id: 'u7', body: { lang: 'it' } }]);
    expect(useSettings.getState().chosenLanguage).toBeNull();
  });

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

  it('while impersonating changes only the screen', async () => {
    loginAs('athlete', { id: 'u7', lang: 'en' });
    useImpersonation.setState({ stack: [{ token: 't', record: null, targetName: 'Anna', targetId: 'u7' }] });
    await chooseLanguage('it');
    expect(currentLanguage()).toBe('it');
    expect(patches).toEqual([]);
    expect(useSettings.getState().chosenLanguage).toBeNull();
  });
});
