/**
 * Which pages a Lighthouse run measures and in which languages: LIGHTHOUSE_PAGES names a subset
 * (a comma list of the page names as printed, any case) so that a change is measured on its own pages in minutes, and
 * LIGHTHOUSE_LANGS adds a language: each language but English measures the public pages that speak it ('/', '/meals',
 * '/menu') once more with its `lang` cookie set, the cookie the served first screen and the browser's i18n both read.
 */
export interface Account {
  email: string;
  password: string;
}

export interface PageSpec {
  name: string;
  path: string;
  /** The account signed in while the page is measured. */
  signIn?: Account;
}

export interface MeasuredPage extends PageSpec {
  /** The `lang` cookie's value while measured: 'en' means no cookie (the site's default). */
  lang: string;
}

export const LANGUAGE_PAGE_PATHS = ['/', '/meals', '/menu'];
const KNOWN_LANGS = ['en', 'bn'];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The pages to measure, in order: the selected pages in English, then each other language's, signed-in pages last. */
export function measuredPages(all: PageSpec[], env: { LIGHTHOUSE_PAGES?: string; LIGHTHOUSE_LANGS?: string }): MeasuredPage[] {
  const wanted = list(env.LIGHTHOUSE_PAGES).map((name) => name.toLowerCase());
  const unknown = wanted.filter((name) => !all.some((page) => page.name.toLowerCase() === name));
  if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES names no page ${unknown.join(', ')}; the pages are ${all.map((page) => page.name).join(', ')}`);
  const selected = wanted.length ? all.filter((page) => wanted.includes(page.name.toLowerCase())) : all;

  const langs = list(env.LIGHTHOUSE_LANGS ?? 'en').map((lang) => lang.toLowerCase());
  const badLangs = langs.filter((lang) => !KNOWN_LANGS.includes(lang));
  if (badLangs.length || !langs.length) throw new Error(`LIGHTHOUSE_LANGS must list some of ${KNOWN_LANGS.join(', ')}, not '${env.LIGHTHOUSE_LANGS}'`);

  const publicPages = selected.filter((page) => !page.signIn);
  const translated = langs.filter((lang) => lang !== 'en').flatMap((lang) => publicPages.filter((page) => LANGUAGE_PAGE_PATHS.includes(page.path)).map((page) => ({ ...page, lang })));
  const english = langs.includes('en') ? publicPages.map((page) => ({ ...page, lang: 'en' })) : [];
  const signedIn = langs.includes('en') ? selected.filter((page) => page.signIn).map((page) => ({ ...page, lang: 'en' })) : [];
  return [...english, ...translated, ...signedIn];
}

/** A page's printed name: the English one as it always was, another language's with its code. */
export const labelOf = (page: { name: string; lang: string }) => (page.lang === 'en' ? page.name : `${page.name} (${page.lang})`);

export interface Medians {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LanguageRow {
  page: string;
  lang: string;
  en: Medians;
  other: Medians;
  /** other − en, per figure. */
  difference: Medians;
}

/** Each page measured in another language beside its English medians, with the difference (another minus English). */
export function languageComparison(pages: { name: string; lang: string; medians: Medians }[]): LanguageRow[] {
  return pages.flatMap((page) => {
    if (page.lang === 'en') return [];
    const en = pages.find((other) => other.lang === 'en' && other.name === page.name);
    if (!en) return [];
    const difference = {
      performance: page.medians.performance - en.medians.performance,
      lcpMs: page.medians.lcpMs - en.medians.lcpMs,
      tbtMs: page.medians.tbtMs - en.medians.tbtMs,
      cls: Number((page.medians.cls - en.medians.cls).toFixed(3)),
    };
    return [{ page: page.name, lang: page.lang, en: en.medians, other: page.medians, difference }];
  });
}
