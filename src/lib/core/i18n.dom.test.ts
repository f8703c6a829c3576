import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n } from './i18n';
import { detectLanguage } from './catalogues';
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

describe('the first-load slice of common', () => {
  it('the home reads the slice; the routed app gets the whole catalogue of every language read', async () => {
    // A fresh i18next, started as the home starts it.
    vi.resetModules();
    vi.doMock('i18next', async () => {
      const actual = await vi.importActual<typeof import('i18next')>('i18next');
      return { ...actual, default: actual.default.createInstance() };
    });
    const fresh = await import('./i18n');
    const settings = (await import('./settings')).useSettings;
    settings.setState({ language: 'it' });
    try {
      await fresh.initI18n(['common'], { firstLoad: true });
      expect(fresh.i18n.t('menu.competitions')).toBe('Gare');
      expect(fresh.i18n.exists('errors.validation_required')).toBe(false);
      expect(fresh.i18n.getResourceBundle('en', 'common')).toBeDefined(); // the fallback's slice too
      await fresh.completeCatalogues();
      for (const lng of ['it', 'en']) expect(fresh.i18n.exists('errors.validation_required', { lng })).toBe(true);
      expect(fresh.i18n.t('menu.competitions')).toBe('Gare');
      // Later reads are whole from the start.
      await fresh.completeCatalogues();
    } finally {
      vi.doUnmock('i18next');
      settings.setState({ language: null });
    }
  });

  it('an app that starts on a routed page reads the whole catalogue at once', () => {
    expect(i18n.exists('errors.validation_required')).toBe(true);
  });
});
