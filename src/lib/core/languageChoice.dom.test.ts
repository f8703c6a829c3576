// The language picked by hand wins and reaches the profile: saved at once when logged in, remembered
// when logged out (the login's part: features/auth/loginLanguage.dom.test.ts); nothing while impersonating.
import { beforeEach, describe, expect, it } from 'vitest';
import { captureUserPatches, loginAs } from '@/test/utils';
import { currentLanguage } from './i18n';
import { useImpersonation } from './impersonationStore';
import { chooseLanguage, languageAtLogin } from './languageChoice';
import { useSettings } from './settings';

let patches: ReturnType<typeof captureUserPatches> = [];

beforeEach(() => {
  useSettings.getState().setChosenLanguage(null);
  patches = captureUserPatches();
});

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

  it('while impersonating changes only the screen', async () => {
    loginAs('athlete', { id: 'u7', lang: 'en' });
    useImpersonation.setState({ stack: [{ token: 't', record: null, targetName: 'Anna', targetId: 'u7' }] });
    await chooseLanguage('it');
    expect(currentLanguage()).toBe('it');
    expect(patches).toEqual([]);
    expect(useSettings.getState().chosenLanguage).toBeNull();
  });
});
