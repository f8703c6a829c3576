import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/core/i18n';
import { chooseLanguage } from '@/lib/core/languageChoice';
import { LANGUAGES, isLanguage, languageName } from '@/lib/core/languages';

/** Labelled language <select>; light enough for the home page (no PrimeReact). A pick is the user's choice: saved to the profile (lib/core/languageChoice.ts). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={`language-switcher ${className}`}>
      <label htmlFor={id} className="language-switcher-label">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageName(lng)}
          </option>
        ))}
      </select>
    </div>
  );
}
