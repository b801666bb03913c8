import { calendarDayOf, writeDayMonth, writeDayMonthYear, writeMonthYear, writeShortWeekdayTime, writeWeekday } from './calendar';

const LOCALES = ['en-BD', 'bn-BD'] as const;
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** Every month, days of one and two digits, every weekday, years either side of 2000. */
const DAYS = [1999, 2026, 2031].flatMap((year) => Array.from({ length: 12 }, (_unused, month) => [1, 9, 10, 28].map((day) => new Date(Date.UTC(year, month, day)))).flat());

describe('calendar dates written without Intl', () => {
  it.each(LOCALES)('when a date is written in %s, then it reads as Intl.DateTimeFormat writes it, for every month and weekday', (locale) => {
    const dayMonthYear = intl(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const dayMonth = intl(locale, { day: 'numeric', month: 'short' });
    const monthYear = intl(locale, { month: 'long', year: 'numeric' });
    const weekday = intl(locale, { weekday: 'long' });
    for (const value of DAYS) {
      const parts = calendarDayOf(value, 'utc');
      expect(writeDayMonthYear(parts, locale)).toBe(dayMonthYear.format(value));
      expect(writeDayMonth(parts, locale)).toBe(dayMonth.format(value));
      expect(writeMonthYear(parts, locale)).toBe(monthYear.format(value));
      expect(writeWeekday(parts, locale)).toBe(weekday.format(value));
    }
  });

  it.each(LOCALES)('when a weekday and time are written in %s, then they read as Intl writes them on a 24-hour clock', (locale) => {
    const intlFormat = intl(locale === 'bn-BD' ? locale : 'en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
    for (const [hour, minute] of [[0, 30], [4, 5], [13, 30], [22, 0], [23, 59]] as const) {
      for (let day = 1; day <= 7; day++) {
        const moment = new Date(Date.UTC(2026, 10, day, hour, minute));
        // Intl's hour12: false writes bn-BD's midnight hour as 24 (its h24 cycle); a clock reads 00 (checked below).
        expect(writeShortWeekdayTime(moment, locale)).toBe(intlFormat.format(moment).replace(/^(\S+) ২৪:/, '$1 ০০:'));
      }
    }
    expect(writeShortWeekdayTime(new Date(Date.UTC(2026, 10, 1, 0, 0)), locale)).toBe(locale === 'bn-BD' ? 'রবি ০০:০০' : 'Sun 00:00');
  });

  it('when a moment is read in the local zone, then its parts are the browser clock\'s day, not UTC\'s', () => {
    const moment = new Date(2026, 10, 23, 23, 30);
    expect(calendarDayOf(moment, 'local')).toEqual({ year: 2026, month: 10, day: 23, weekday: moment.getDay() });
  });
});
