// Supported UI languages: the values of users.lang (a user's preferred language). English is the fallback.
// Written out rather than imported from ./pb-types: this module is in the entry, and a runtime
// import of the generated module there ties the entry and router chunks in a cycle
// that breaks the build's module order; languages.test.ts checks the two lists are the same.
import type { UsersRecord } from '../pb-types';

export const LANGUAGES = ['en', 'it'] as const satisfies readonly Exclude<UsersRecord['lang'], ''>[];
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language's name in that language: the same whatever the interface language, so constants
 * rather than the catalogue. Not Intl.DisplayNames either: constructing it loads ICU's display-name
 * data, and the language switcher did so on every render of every page (the largest single cost of a
 * first load in a CPU profile: ≈350 ms of a throttled phone's main thread). A unit test checks these
 * against Intl.
 */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };

/** Name of a language in that language ("English", "Italiano"). */
export function languageName(lng: Language): string {
  return LANGUAGE_NAMES[lng];
}
