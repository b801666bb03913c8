import { writeDecimal, type DecimalOptions, type NumberLocale } from './decimal';

const LOCALES: NumberLocale[] = ['en-BD', 'bn-BD'];

/** Intl's answer for the same options: what decimal.ts must write, character for character. */
const intl = (value: number, locale: NumberLocale, { minFraction = 0, maxFraction = 3, grouping = true }: DecimalOptions = {}) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction, useGrouping: grouping }).format(value);

/** Prices, counts, averages of 1–5 star ratings, halves and ties, carries, signs, zeros, large amounts. */
function samples(): number[] {
  const values = [0, -0, 1, 5, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678, 123456789, 2 ** 40];
  for (let n = 1; n <= 40; n++) for (let sum = n; sum <= 5 * n; sum++) values.push(sum / n);
  for (let cents = 0; cents <= 2000; cents += 7) values.push(cents / 100, cents / 1000, 1234 + cents / 100);
  values.push(0.05, 0.15, 1.45, 2.675, 1.005, 0.9999, 9.95, 99.95, 999.995, 0.0005, 0.001);
  return [...values, ...values.map((value) => -value)];
}

describe('writeDecimal', () => {
  it.each(LOCALES)('when numbers are written in %s, then each is exactly what Intl.NumberFormat writes, for every option the site uses', (locale) => {
    const options: DecimalOptions[] = [{}, { maxFraction: 2 }, { minFraction: 1, maxFraction: 1 }, { minFraction: 0, maxFraction: 0 }, { grouping: false }, { minFraction: 2, maxFraction: 2 }];
    const differences: string[] = [];
    for (const option of options) {
      for (const value of samples()) {
        const written = writeDecimal(value, locale, option);
        if (written !== intl(value, locale, option)) differences.push(`${value} ${JSON.stringify(option)}: ${written} vs ${intl(value, locale, option)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('when a number is not finite or its shortest form is exponential, then it is left to Intl', () => {
    expect(writeDecimal(Number.NaN, 'en-BD')).toBeUndefined();
    expect(writeDecimal(Number.POSITIVE_INFINITY, 'bn-BD')).toBeUndefined();
    expect(writeDecimal(1e-7, 'en-BD')).toBeUndefined();
    expect(writeDecimal(1e21, 'en-BD')).toBeUndefined();
  });

  it('when Bengali is written, then its digits are Bengali and grouped by twos above the thousands', () => {
    expect(writeDecimal(1234567.5, 'bn-BD')).toBe('১২,৩৪,৫৬৭.৫');
    expect(writeDecimal(1234567.5, 'en-BD')).toBe('1,234,567.5');
  });
});
