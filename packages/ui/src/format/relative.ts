import { writeDecimal, type NumberLocale } from './decimal';

/**
 * "3 hours ago", "yesterday", "২ ঘণ্টা আগে" as Intl.RelativeTimeFormat writes them with { numeric: 'auto' } for en and
 * bn, without Intl, as ./calendar does for dates: the first relative-time formatter a page makes loads
 * ICU's data for it, one long task on a slow phone, and the meal details page and the weekly menu write a relative
 * time as soon as their data arrives. relative.test.ts compares every unit from -1,000 to 1,000 in both languages.
 */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

interface UnitWords {
  /** What a whole number of units in the past reads as: [one, other], '{n}' for the number. */
  past: readonly [string, string];
  future: readonly [string, string];
  /** The words that replace a number (numeric: 'auto'), by the number: -1 is 'yesterday'. */
  named: Readonly<Record<number, string>>;
}

const english = (unit: RelativeUnit, named: Record<number, string>): UnitWords => ({
  past: [`{n} ${unit} ago`, `{n} ${unit}s ago`],
  future: [`in {n} ${unit}`, `in {n} ${unit}s`],
  named,
});

/** Bengali reads the same after one and after many, except the seconds of the past. */
const bengali = (past: string, future: string, named: Record<number, string>, pastOfMany = past): UnitWords => ({
  past: [`{n} ${past}`, `{n} ${pastOfMany}`],
  future: [`{n} ${future}`, `{n} ${future}`],
  named,
});

const WORDS: Record<NumberLocale, Record<RelativeUnit, UnitWords>> = {
  'en-BD': {
    year: english('year', { [-1]: 'last year', 0: 'this year', 1: 'next year' }),
    month: english('month', { [-1]: 'last month', 0: 'this month', 1: 'next month' }),
    week: english('week', { [-1]: 'last week', 0: 'this week', 1: 'next week' }),
    day: english('day', { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' }),
    hour: english('hour', { 0: 'this hour' }),
    minute: english('minute', { 0: 'this minute' }),
    second: english('second', { 0: 'now' }),
  },
  'bn-BD': {
    year: bengali('বছর পূর্বে', 'বছরে', { [-1]: 'গত বছর', 0: 'এই বছর', 1: 'পরের বছর' }),
    month: bengali('মাস আগে', 'মাসে', { [-1]: 'গত মাস', 0: 'এই মাস', 1: 'পরের মাস' }),
    week: bengali('সপ্তাহ আগে', 'সপ্তাহে', { [-1]: 'গত সপ্তাহ', 0: 'এই সপ্তাহ', 1: 'পরের সপ্তাহ' }),
    day: bengali('দিন আগে', 'দিনের মধ্যে', { [-2]: 'গত পরশু', [-1]: 'গতকাল', 0: 'আজ', 1: 'আগামীকাল', 2: 'আগামী পরশু' }),
    hour: bengali('ঘণ্টা আগে', 'ঘণ্টায়', { 0: 'এই ঘণ্টায়' }),
    minute: bengali('মিনিট আগে', 'মিনিটে', { 0: 'এই মিনিট' }),
    second: bengali('সেকেন্ড আগে', 'সেকেন্ডে', { 0: 'এখন' }, 'সেকেন্ড পূর্বে'),
  },
};

/** CLDR's plural category "one": exactly 1 in English; 0 and 1 in Bengali. */
const isOne = (magnitude: number, locale: NumberLocale) => magnitude === 1 || (locale === 'bn-BD' && magnitude === 0);

/**
 * A whole number of units before (negative) or after now, in the locale's words; undefined for what it does not
 * write (a fraction, a number too large to write without an exponent), which the caller hands to Intl.
 */
export function writeRelative(value: number, unit: RelativeUnit, locale: NumberLocale): string | undefined {
  if (!Number.isInteger(value)) return undefined;
  const words = WORDS[locale][unit];
  const named = words.named[value];
  if (named) return named;
  const magnitude = Math.abs(value);
  const number = writeDecimal(magnitude, locale);
  if (number === undefined) return undefined;
  const [one, other] = value < 0 ? words.past : words.future;
  return (isOne(magnitude, locale) ? one : other).replace('{n}', number);
}
