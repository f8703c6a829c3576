// The names of katas added as data join the i18n catalogues without standing in for a catalogue that
// is not loaded yet: registered while the interface is English, they must not make i18next take
// Italian as loaded (an Italian interface in English but for the kata names).
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/core/i18n';
import { registerKataNames } from './katas';

const KODOMO = { id: 'k1', kata: 'kodomo-no-kata-1', nameEn: 'Kodomo-no-kata (1st)', nameIt: 'Kodomo-no-kata (1ª)', active: true, order: 14 };

describe('kata names as data', () => {
  it('wait for a language to load before joining it, then name the kata in it', async () => {
    await changeLanguage('en');
    expect(i18n.hasResourceBundle('it', 'common')).toBe(false);
    registerKataNames([KODOMO]);
    expect(i18n.t('common:katas.kodomo-no-kata-1')).toBe('Kodomo-no-kata (1st)');
    expect(i18n.hasResourceBundle('it', 'common')).toBe(false);
    await changeLanguage('it');
    expect(i18n.t('common:katas.kodomo-no-kata-1')).toBe('Kodomo-no-kata (1ª)');
    expect(i18n.t('common:language.label')).toBe('Lingua');
    await changeLanguage('en');
  });
});
