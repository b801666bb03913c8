/**
 * Numbers written as CLDR writes them for en-BD and bn-BD, without Intl. The first Intl number or date
 * formatter of a page loads ICU's formatting data, one of the longest single pieces of a page's start-up on a slow
 * phone; the public pages' first screens show only numbers (prices, ratings, counts), so they are written here and no
 * formatter is made until a page shows a date. Same output as Intl.NumberFormat for these two locales
 * (decimal.test.ts compares them), and the same code on the server and in the browser, so hydration matches.
 */

export type NumberLocale = 'en-BD' | 'bn-BD';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits in the locale's script. */
export const localDigits = (digits: string, locale: NumberLocale) => (locale === 'bn-BD' ? digits.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : digits);

/** en-BD groups by thousands (1,234,567); bn-BD as South Asia does, the last three digits then by twos (12,34,567). */
function grouped(integer: string, locale: NumberLocale): string {
  if (locale === 'en-BD') return integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const head = integer.slice(0, -3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}` : integer;
}

/** One more in the last place of a string of digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  let carry = 1;
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0 && carry; index--) {
    const next = Number(out[index]) + carry;
    out[index] = String(next % 10);
    carry = next >= 10 ? 1 : 0;
  }
  return carry ? `1${out.join('')}` : out.join('');
}

/**
 * The number's shortest decimal form rounded half away from zero to `maxFraction` places, as ICU rounds: 1.45 → 1.5
 * (its shortest form is 1.45, though the double just below it is what toFixed rounds). Undefined where that form is
 * exponential (tiny or huge numbers), which Intl then writes.
 */
function rounded(magnitude: number, maxFraction: number): { integer: string; fraction: string } | undefined {
  const shortest = String(magnitude);
  if (shortest.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= maxFraction) return { integer, fraction };
  let digits = integer + fraction.slice(0, maxFraction);
  if (fraction[maxFraction]! >= '5') digits = increment(digits);
  const integerLength = digits.length - maxFraction;
  return { integer: digits.slice(0, integerLength) || '0', fraction: digits.slice(integerLength) };
}

export interface DecimalOptions {
  minFraction?: number;
  maxFraction?: number;
  grouping?: boolean;
}

/** `value` in the locale's digits and grouping, or undefined when Intl must write it (not finite, exponential). */
export function writeDecimal(value: number, locale: NumberLocale, { minFraction = 0, maxFraction = 3, grouping = true }: DecimalOptions = {}): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const parts = rounded(Math.abs(value), maxFraction);
  if (!parts) return undefined;
  const fraction = parts.fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const integer = grouping ? grouped(parts.integer.replace(/^0+(?=\d)/, ''), locale) : parts.integer.replace(/^0+(?=\d)/, '');
  // Intl keeps the sign of a negative number that rounds to zero (-0.001 → -0), and of -0 itself.
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${localDigits(fraction ? `${integer}.${fraction}` : integer, locale)}`;
}
