// i18next setup. Catalogues live in src/locales/<lng>/<namespace>.json and are loaded lazily, one
// namespace of the active language at a time (plus the English fallback), so the home page only
// downloads `common` and `home`.
//
// Language on the first visit: the first two letters of navigator.language when supported ('it-IT' → it,
// 'fr-FR' → en); afterwards the persisted choice (settings store) wins. Switching is `changeLanguage()`.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { missingKeyName } from './kataNames';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';
import { catalogueLoader, detectLanguage, type Catalogue } from './catalogues';
import { useSettings } from './settings';

export const NAMESPACES = [
  'common',
  'auth',
  'registry',
  'competitions',
  'enrolments',
  'issues',
  'documents',
  'users',
  'audit',
  'results',
  'home',
  'dashboard',
  'profile',
  'desk',
  'venue',
  'katasheets',
  'seasons',
  'guide',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** True while only the pages rendered before the router are on screen: `common` is read as its slice. */
let commonSlice = false;

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const sliced = namespace === 'common' && commonSlice;
    const load = catalogueLoader(language, namespace, commonSlice);
    if (!load) {
      callback(null, {});
      return;
    }
    load()
      // A slice that arrives after the routed app asked for the whole catalogue is not enough.
      .then((m) => (sliced && !commonSlice ? (catalogueLoader(language, namespace) as () => Promise<Catalogue>)() : m))
      .then(
        (m) => callback(null, m.default),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
  },
};

let completing: Promise<unknown> | null = null;

/**
 * The whole `common` catalogue of every language read so far, merged over the first-load slice; the
 * routed app waits for it before it renders. Immediate when the app did not start with the slice.
 */
export function completeCatalogues(): Promise<unknown> {
  if (!commonSlice) return completing ?? Promise.resolve();
  commonSlice = false;
  const languages = LANGUAGES.filter((lng) => i18n.hasResourceBundle(lng, 'common'));
  completing = Promise.all(
    languages.map(async (lng) => {
      const full = await (catalogueLoader(lng, 'common') as () => Promise<Catalogue>)();
      i18n.addResourceBundle(lng, 'common', full.default, true, true);
    }),
  );
  return completing;
}

/** The language of this device, for the server (the app's own setting lives in localStorage). */
export const LANGUAGE_COOKIE = 'kp_lang';

function onLanguageChanged(lng: string) {
  if (!isLanguage(lng)) return;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    // The server sends a page's first screen in this language (pb_hooks/lib/first_screen.js).
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  }
  if (useSettings.getState().language !== lng) useSettings.getState().setLanguage(lng);
}

let initialized: Promise<unknown> | null = null;
let markInitialized: () => void = () => undefined;
const initializedOnce = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/**
 * Resolves once i18next is initialised with the first page's catalogues. Code that may run before
 * (the router's guards start with the router, which the entry loads beside i18next) waits for it
 * before it writes a text: i18next answers a key with the key itself until then.
 */
export function whenI18nInitialized(): Promise<void> {
  return initializedOnce;
}

/**
 * Initialise i18next once and make sure the given namespaces are loaded. `firstLoad`: the page is the
 * home rendered before the router, which reads the slice of `common` until completeCatalogues().
 */
export function initI18n(namespaces: readonly Namespace[] = ['common'], { firstLoad = false } = {}): Promise<unknown> {
  if (!initialized) {
    commonSlice = firstLoad;
    i18n.on('languageChanged', onLanguageChanged);
    initialized = i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: detectLanguage(),
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        load: 'languageOnly',
        ns: [...namespaces],
        defaultNS: 'common',
        fallbackNS: false,
        returnEmptyString: false,
        interpolation: { escapeValue: false }, // React escapes; I18nHtml re-enables escaping for values.
        // A kata added as data since the build has no catalogue name until its row is read: its slug.
        parseMissingKeyHandler: missingKeyName,
        react: { useSuspense: true },
      });
    void initialized.then(() => markInitialized());
  }
  return initialized.then(() => i18n.loadNamespaces([...namespaces]));
}

/** Switch the UI language; persisted and reflected in <html lang> by the languageChanged listener. */
export function changeLanguage(lng: Language): Promise<unknown> {
  return i18n.changeLanguage(lng);
}

/** The active language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

export { i18n };
