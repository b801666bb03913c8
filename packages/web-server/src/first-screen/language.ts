import { isLanguage, LANGUAGE_COOKIE, type Language } from '@hostel/contracts/languages';

/** The visitor's language, as the `lang` cookie changeLanguage sets says; English without one or with another value. */
export function languageOf(cookieHeader: string | undefined): Language {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isLanguage(value) ? value : 'en';
}
