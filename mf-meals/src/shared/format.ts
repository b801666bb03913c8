import { currentLanguage, localeOf } from '@hostel/ui';

/*
 * Two formatters @hostel/ui's format.ts does not have yet (mf-meals' own until they move there): like those, they
 * follow the page's language on every call and make each Intl formatter once per locale, on first use.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = localeOf(currentLanguage());
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const oneDecimal = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const weekday = perLocale((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));

/** An average rating with one decimal, as the spec shows it: 4.3, 0.0 (৪.৩ in Bengali). */
export const formatRating = (rating: number) => oneDecimal().format(rating);

/** The weekday of a calendar day (YYYY-MM-DD): Monday, সোমবার; whatever the browser's time zone. */
export const formatWeekday = (day: string) => weekday().format(new Date(`${day}T00:00:00Z`));
