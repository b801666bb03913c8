/**
 * The site's languages: English (the spec's exact strings) and Bengali. One list for the browser's
 * runtime (@hostel/ui's i18n), the user record's saved choice and the web server's first screen. Plain data: the
 * web server and every page import it.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser's remembered choice, read by the served first screen too (so its markup is in the same language). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
