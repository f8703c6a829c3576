import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, detectLanguage, i18n } from './i18n';
import { SETTINGS_STORAGE_KEY, useSettings } from './settings';

describe('language detection', () => {
  it('uses the first two letters of the browser language on the first visit', () => {
    expect(detectLanguage('it-IT', null)).toBe('it');
    expect(detectLanguage('it', null)).toBe('it');
    expect(detectLanguage('IT-ch', null)).toBe('it');
    expect(detectLanguage('en-US', null)).toBe('en');
  });

  it('falls back to English for unsupported or missing languages', () => {
    expect(detectLanguage('fr-FR', null)).toBe('en');
    expect(detectLanguage('fr', null)).toBe('en');
    expect(detectLanguage('', null)).toBe('en');
    expect(detectLanguage(undefined, null)).toBe('en');
  });

  it('lets the persisted choice win over the browser language', () => {
    expect(detectLanguage('it-IT', 'en')).toBe('en');
    expect(detectLanguage('fr-FR', 'it')).toBe('it');
    expect(detectLanguage('it-IT', 'de')).toBe('it'); // garbage in storage is ignored
  });

  it('reads the persisted choice from the settings store by default', () => {
    useSettings.setState({ language: 'it' });
    expect(detectLanguage('en-GB')).toBe('it');
    useSettings.setState({ language: null });
    expect(detectLanguage('it-IT')).toBe('it');
  });
});

describe('switching language', () => {
  it('persists the choice locally and updates <html lang>', async () => {
    await changeLanguage('it');
    expect(currentLanguage()).toBe('it');
    expect(i18n.t('common:menu.login')).toBe('Accedi');
    expect(document.documentElement.lang).toBe('it');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state.language).toBe('it');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(useSettings.getState().language).toBe('en');
    expect(i18n.t('common:menu.login')).toBe('Log in');
  });
});
