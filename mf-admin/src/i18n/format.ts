import { currentLanguage, formatDay, localeOf } from '@hostel/ui';

/**
 * The admin screens' own formatters beside @hostel/ui's (which have no weekday and no fixed decimals yet): each
 * made once per language, reading the page's language on every call like the kit's.
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

const weekday = perLocale((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
const oneDecimal = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A calendar day (YYYY-MM-DD) as its weekday, "Tuesday" / "মঙ্গলবার", whatever the browser's time zone. */
export const formatWeekday = (day: string) => weekday().format(new Date(`${day}T00:00:00Z`));

/** A rating to one decimal: "4.3" / "৪.৩". */
export const formatOneDecimal = (value: number) => oneDecimal().format(value);

/** A calendar day for the tables that show it as the server sent it in English (2027-01-15) and as "১৫ জানু, ২০২৭" in Bengali. */
export const calendarDayValues = (iso: string) => ({ iso, day: formatDay(iso) });
