// Money: the store's 27 currencies, and amounts as integers in minor units (cents; yen have none).
import { keptNumberFormat } from './intl-formats.ts';
import { MONEY_MAX_INTEGER_PLACES } from './limits.ts';

export interface Currency {
  /** ISO 4217 letter code, upper case. */
  readonly code: string;
  /** English name. */
  readonly name: string;
  readonly fractionDigits: number;
  /** ISO 4217 numeric code, three digits with leading zeros. */
  readonly numericCode: string;
}

/**
 * The spec's currencies in the spec's order. Fraction digits follow the spec (JPY 0, all others 2),
 * even where ISO or the browser's locale data say otherwise (COP and IDR).
 */
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: '978' },
  { code: 'USD', name: 'US dollar', fractionDigits: 2, numericCode: '840' },
  { code: 'AUD', name: 'Australian dollar', fractionDigits: 2, numericCode: '036' },
  { code: 'NOK', name: 'Norwegian krone', fractionDigits: 2, numericCode: '578' },
  { code: 'CAD', name: 'Canadian dollar', fractionDigits: 2, numericCode: '124' },
  { code: 'NZD', name: 'New Zealand dollar', fractionDigits: 2, numericCode: '554' },
  { code: 'DKK', name: 'Danish krone', fractionDigits: 2, numericCode: '208' },
  { code: 'GBP', name: 'Pound sterling', fractionDigits: 2, numericCode: '826' },
  { code: 'HKD', name: 'Hong Kong dollar', fractionDigits: 2, numericCode: '344' },
  { code: 'CHF', name: 'Swiss franc', fractionDigits: 2, numericCode: '756' },
  { code: 'MXN', name: 'Mexican peso', fractionDigits: 2, numericCode: '484' },
  { code: 'SGD', name: 'Singapore dollar', fractionDigits: 2, numericCode: '702' },
  { code: 'SEK', name: 'Swedish krona', fractionDigits: 2, numericCode: '752' },
  { code: 'CZK', name: 'Czech koruna', fractionDigits: 2, numericCode: '203' },
  { code: 'ILS', name: 'Israeli shekel', fractionDigits: 2, numericCode: '376' },
  { code: 'PHP', name: 'Philippine peso', fractionDigits: 2, numericCode: '608' },
  { code: 'RUB', name: 'Russian ruble', fractionDigits: 2, numericCode: '643' },
  { code: 'PLN', name: 'Polish zloty', fractionDigits: 2, numericCode: '985' },
  { code: 'THB', name: 'Thai baht', fractionDigits: 2, numericCode: '764' },
  { code: 'MYR', name: 'Malaysian ringgit', fractionDigits: 2, numericCode: '458' },
  { code: 'ARS', name: 'Argentine peso', fractionDigits: 2, numericCode: '032' },
  { code: 'BRL', name: 'Brazilian real', fractionDigits: 2, numericCode: '986' },
  { code: 'COP', name: 'Colombian peso', fractionDigits: 2, numericCode: '170' },
  { code: 'IDR', name: 'Indonesian rupiah', fractionDigits: 2, numericCode: '360' },
  { code: 'INR', name: 'Indian rupee', fractionDigits: 2, numericCode: '356' },
  { code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: '392' },
  { code: 'ZAR', name: 'South African rand', fractionDigits: 2, numericCode: '710' },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const DEFAULT_CURRENCY = 'USD' satisfies CurrencyCode;

const CURRENCY_BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** Codes are matched exactly: ISO upper case, so 'usd' is unknown rather than a second spelling. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && CURRENCY_BY_CODE.has(code);
}

export function getCurrency(code: string): Currency {
  const currency = CURRENCY_BY_CODE.get(code);
  if (!currency) throw new RangeError(`Unknown currency code: ${String(code)}`);
  return currency;
}

export interface FormatMoneyOptions {
  locale?: string;
  grouping?: boolean;
  /** Drop the fraction when it is zero ($5 rather than $5.00); other amounts keep all their digits. */
  trimZeroFractions?: boolean;
}

/** Formats an amount given in minor units, e.g. formatMoney(123450, 'USD') === '$1,234.50'. */
export function formatMoney(
  minor: number,
  currency: string,
  { locale = 'en-US', grouping = true, trimZeroFractions = false }: FormatMoneyOptions = {},
): string {
  const { code, fractionDigits } = getCurrency(currency);
  assertMinorUnits(minor);
  const digits = trimZeroFractions && minor % 10 ** fractionDigits === 0 ? 0 : fractionDigits;
  return keptNumberFormat(locale, {
    style: 'currency',
    currency: code,
    useGrouping: grouping,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorToDecimalString(minor, fractionDigits));
}

function assertMinorUnits(minor: number): void {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Money amounts are whole minor units (a safe integer), got ${String(minor)}`);
  }
}

/** Exact decimal text ('-1234.50'), so Intl never sees a rounded binary fraction. */
function minorToDecimalString(minor: number, fractionDigits: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return `${sign}${digits}` as `${number}`;
  const split = digits.length - fractionDigits;
  return `${sign}${digits.slice(0, split)}.${digits.slice(split)}` as `${number}`;
}

// An integer part that is either plain digits or correctly grouped by commas, then an optional fraction.
const AMOUNT_PATTERN = /^(?<integer>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?<fraction>\d+))?$/;

/**
 * Reads an amount typed in en-US style into minor units: parseMoney('1,234.50', 'USD') === 123450.
 * Accepted: surrounding spaces; one leading minus (refunds, discounts), before or after an optional
 * leading currency mark, which is the ISO code or the en-US symbol ('CA$', '€') or narrow symbol ('$');
 * grouping commas in threes; a fraction of up to the currency's digits ('.5' is 50 cents).
 * Throws SyntaxError for anything else (letters, two points, '5.', misplaced commas, a trailing symbol)
 * and RangeError for more than 15 integer places, too many fraction digits, or an amount whose minor
 * units exceed Number.MAX_SAFE_INTEGER (for two-digit currencies that caps at 90,071,992,547,409.91).
 */
export function parseMoney(text: string, currency: string): number {
  const { code, fractionDigits } = getCurrency(currency);
  if (typeof text !== 'string') throw new SyntaxError(`Not a ${code} amount: ${String(text)}`);
  const { negative, amount } = splitSignAndCurrencyMark(text.trim(), code);
  const match = AMOUNT_PATTERN.exec(amount);
  const integer = (match?.groups?.integer ?? '').replaceAll(',', '');
  const fraction = match?.groups?.fraction ?? '';
  if (!match || (integer === '' && fraction === '')) throw new SyntaxError(`Not a ${code} amount: "${text}"`);
  if (integer.replace(/^0+/, '').length > MONEY_MAX_INTEGER_PLACES) {
    throw new RangeError(`Amounts have at most ${MONEY_MAX_INTEGER_PLACES} integer places: "${text}"`);
  }
  if (fraction.length > fractionDigits) {
    throw new RangeError(`${code} amounts have at most ${fractionDigits} fraction digits: "${text}"`);
  }
  const minor = Number(`${integer}${fraction.padEnd(fractionDigits, '0')}`);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: "${text}"`);
  return negative && minor !== 0 ? -minor : minor;
}

function splitSignAndCurrencyMark(text: string, code: string): { negative: boolean; amount: string } {
  let rest = text;
  let negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  const mark = currencyMarks(code).find((candidate) => rest.startsWith(candidate));
  if (mark) rest = rest.slice(mark.length).trimStart();
  if (!negative && mark && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  return { negative, amount: rest };
}

const currencyMarkCache = new Map<string, readonly string[]>();

/** The code and its en-US symbols, longest first so 'CA$' wins over '$'. */
function currencyMarks(code: string): readonly string[] {
  let marks = currencyMarkCache.get(code);
  if (!marks) {
    const symbols = (['symbol', 'narrowSymbol'] as const).map((currencyDisplay) =>
      currencySymbol(code, currencyDisplay),
    );
    marks = [...new Set([code, ...symbols])].sort((a, b) => b.length - a.length);
    currencyMarkCache.set(code, marks);
  }
  return marks;
}

function currencySymbol(code: string, currencyDisplay: 'symbol' | 'narrowSymbol'): string {
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
