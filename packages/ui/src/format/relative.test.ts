import { writeRelative, type RelativeUnit } from './relative';

const UNITS: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const LOCALES = [['en-BD', 'en'], ['bn-BD', 'bn']] as const;
const VALUES = [...Array.from({ length: 61 }, (_unused, index) => index - 30), -1000, -1234, 999, 1000, 123456, -0];

describe('relative times written without Intl', () => {
  it.each(LOCALES)('when a whole number of units is written in %s, then it reads as Intl.RelativeTimeFormat writes it with numeric auto', (locale, language) => {
    const intl = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    for (const unit of UNITS) {
      for (const value of VALUES) expect([unit, value, writeRelative(value, unit, locale)]).toEqual([unit, value, intl.format(value, unit)]);
    }
  });

  it('when the number is not whole, then nothing is written, for Intl to write', () => {
    expect(writeRelative(1.5, 'day', 'en-BD')).toBeUndefined();
    expect(writeRelative(Number.NaN, 'day', 'bn-BD')).toBeUndefined();
  });
});
