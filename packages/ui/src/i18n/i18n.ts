import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@hostel/contracts/languages';

// The site's languages and the cookie the served first screen reads: one list in packages/contracts.
export { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language };

const STORAGE_KEY = 'hostel.lang';

/** The `Intl` locale of a language: Bengali as written in Bangladesh (Bengali digits, ৳ where CLDR puts it). */
export const localeOf = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-BD');

function rememberedLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the cookie still tells.
  }
  const cookie = /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : 'en';
}

/**
 * The page's one i18next instance. i18next and react-i18next are module-federation singletons, so the shell and
 * every remote reach the same default instance; whichever loads first initialises it (synchronously: catalogues are
 * bundled, never fetched, so no screen waits for its words).
 */
export function i18n() {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: rememberedLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  return i18next;
}

/** A team's catalogue: one namespace per remote (and one for the shell and one for the shared kit). */
export type Catalogue = Record<string, unknown>;

/** Adds a namespace's English and Bengali catalogues to the page's instance; called once when its module loads. */
export function registerCatalogue(namespace: string, catalogues: Record<Language, Catalogue>): void {
  const instance = i18n();
  for (const language of LANGUAGES) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, catalogues[language] as Resource);
  }
}

/** The current language of the page. */
export const currentLanguage = (): Language => {
  const language = i18n().resolvedLanguage ?? i18n().language;
  return isLanguage(language) ? language : 'en';
};

/**
 * Switches every root on the page, remembers the choice in this browser (storage and a year-long cookie the
 * server's first screen reads) and sets `<html lang>`. Saving it on the user's record is the caller's part.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n().changeLanguage(language);
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused: the cookie below still remembers.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

/** The words of one namespace, re-rendering when the language changes. */
export function useT(namespace: string) {
  i18n();
  return useTranslation(namespace);
}
