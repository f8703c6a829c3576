// Supported UI languages. English is the fallback.
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Name of a language in that language ("English", "Italiano"), from Intl rather than the catalogue. */
export function languageName(lng: Language): string {
  try {
    const name = new Intl.DisplayNames([lng], { type: 'language' }).of(lng) ?? lng;
    return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
  } catch {
    return lng.toUpperCase();
  }
}
