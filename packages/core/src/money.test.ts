import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatMoney,
  getCurrency,
  isCurrencyCode,
  parseMoney,
} from './money.ts';

const NBSP = '\u00a0';
const CODES = CURRENCIES.map((c) => c.code);

describe('CURRENCIES', () => {
  it('lists the 27 codes in the spec order', () => {
    expect(CODES).toEqual([
      'EUR',
      'USD',
      'AUD',
      'NOK',
      'CAD',
      'NZD',
      'DKK',
      'GBP',
      'HKD',
      'CHF',
      'MXN',
      'SGD',
      'SEK',
      'CZK',
      'ILS',
      'PHP',
      'RUB',
      'PLN',
      'THB',
      'MYR',
      'ARS',
      'BRL',
      'COP',
      'IDR',
      'INR',
      'JPY',
      'ZAR',
    ]);
  });

  it('gives JPY 0 fraction digits and every other currency 2', () => {
    for (const currency of CURRENCIES) {
      expect(currency.fractionDigits).toBe(currency.code === 'JPY' ? 0 : 2);
    }
  });

  it('has distinct three-digit ISO numeric codes', () => {
    const numeric = CURRENCIES.map((c) => c.numericCode);
    expect(new Set(numeric).size).toBe(27);
    for (const code of numeric) expect(code).toMatch(/^\d{3}$/);
    expect(getCurrency('USD').numericCode).toBe('840');
    expect(getCurrency('EUR').numericCode).toBe('978');
    expect(getCurrency('AUD').numericCode).toBe('036');
    expect(getCurrency('ARS').numericCode).toBe('032');
    expect(getCurrency('JPY').numericCode).toBe('392');
  });

  it('names each currency in English', () => {
    expect(getCurrency('GBP').name).toBe('Pound sterling');
    expect(getCurrency('JPY').name).toBe('Yen');
    expect(getCurrency('ZAR').name).toBe('South African rand');
    for (const currency of CURRENCIES) expect(currency.name).not.toBe('');
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(isCurrencyCode(DEFAULT_CURRENCY)).toBe(true);
  });
});

describe('getCurrency and isCurrencyCode', () => {
  it('finds every listed currency', () => {
    for (const currency of CURRENCIES) expect(getCurrency(currency.code)).toBe(currency);
  });

  it.each(['XXX', 'usd', '', ' USD', 'US'])('throws RangeError for the unknown code %j', (code) => {
    expect(() => getCurrency(code)).toThrow(RangeError);
    expect(isCurrencyCode(code)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isCurrencyCode(840)).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
    expect(() => getCurrency(undefined as unknown as string)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats minor units in en-US with grouping and all fraction digits by default', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(100, 'EUR')).toBe('€1.00');
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
  });

  it('treats JPY amounts as whole yen', () => {
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
  });

  it('keeps two fraction digits for COP and IDR, as the spec says', () => {
    expect(formatMoney(150, 'COP')).toBe(`COP${NBSP}1.50`);
    expect(formatMoney(100, 'IDR')).toBe(`IDR${NBSP}1.00`);
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-250, 'USD')).toBe('-$2.50');
  });

  it('can turn grouping off', () => {
    expect(formatMoney(123456789, 'USD', { grouping: false })).toBe('$1234567.89');
  });

  it('trims only zero fractions when asked', () => {
    expect(formatMoney(500, 'USD', { trimZeroFractions: true })).toBe('$5');
    expect(formatMoney(550, 'USD', { trimZeroFractions: true })).toBe('$5.50');
    expect(formatMoney(505, 'USD', { trimZeroFractions: true })).toBe('$5.05');
    expect(formatMoney(-500, 'USD', { trimZeroFractions: true })).toBe('-$5');
    expect(formatMoney(500, 'USD')).toBe('$5.00');
  });

  it('uses the given locale', () => {
    expect(formatMoney(123450, 'EUR', { locale: 'de-DE' })).toBe(`1.234,50${NBSP}€`);
  });

  it('is exact for the largest safe amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, 'JPY')).toBe('-¥9,007,199,254,740,991');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'throws RangeError for the non-integer or unsafe amount %s',
    (minor) => {
      expect(() => formatMoney(minor, 'USD')).toThrow(RangeError);
    },
  );

  it('throws RangeError for an unknown currency', () => {
    expect(() => formatMoney(100, 'XYZ')).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1,234.50', 'USD', 123450],
    ['1234.50', 'USD', 123450],
    ['1234.5', 'USD', 123450],
    ['0.05', 'USD', 5],
    ['.5', 'USD', 50],
    ['12', 'USD', 1200],
    ['0', 'USD', 0],
    ['007.10', 'USD', 710],
    ['  19.99  ', 'USD', 1999],
    ['$1,234.50', 'USD', 123450],
    ['$ 5', 'USD', 500],
    ['-2.50', 'USD', -250],
    ['-$2.50', 'USD', -250],
    ['$-2.50', 'USD', -250],
    ['USD 7', 'USD', 700],
    ['€3', 'EUR', 300],
    ['CA$5', 'CAD', 500],
    ['$5', 'CAD', 500],
    ['CAD 5', 'CAD', 500],
    [`NOK${NBSP}12.00`, 'NOK', 1200],
    ['1,000', 'JPY', 1000],
    ['¥1,000', 'JPY', 1000],
    ['1,234,567.89', 'EUR', 123456789],
  ])('reads %j in %s as %d', (text, currency, minor) => {
    expect(parseMoney(text, currency)).toBe(minor);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseMoney('-0', 'USD'), 0)).toBe(true);
    expect(Object.is(parseMoney('-$0.00', 'USD'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    'a12',
    '1.2.3',
    '1..2',
    '5.',
    '.',
    '$',
    '-',
    '--5',
    '-$-5',
    '+5',
    '5$',
    '5 USD',
    '1,23',
    '1,2345',
    ',123',
    '12,34.5',
    '1 000',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '€5',
    'usd 5',
  ])('throws SyntaxError on the junk %j (USD)', (text) => {
    expect(() => parseMoney(text, 'USD')).toThrow(SyntaxError);
  });

  it('throws RangeError on too many fraction digits for the currency', () => {
    expect(() => parseMoney('1.234', 'USD')).toThrow(RangeError);
    expect(() => parseMoney('1.5', 'JPY')).toThrow(RangeError);
    expect(() => parseMoney('1.0', 'JPY')).toThrow(RangeError);
  });

  it('allows at most 15 integer places', () => {
    expect(parseMoney('999,999,999,999,999', 'JPY')).toBe(999_999_999_999_999);
    expect(parseMoney('000999999999999999', 'JPY')).toBe(999_999_999_999_999);
    expect(() => parseMoney('1,000,000,000,000,000', 'JPY')).toThrow(RangeError);
    expect(() => parseMoney('1000000000000000', 'EUR')).toThrow(RangeError);
  });

  it('refuses amounts whose minor units are not safe integers', () => {
    expect(parseMoney('90,071,992,547,409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseMoney('90,071,992,547,409.92', 'USD')).toThrow(RangeError);
    expect(() => parseMoney('999999999999999', 'USD')).toThrow(RangeError);
  });

  it('throws on an unknown currency and on non-text', () => {
    expect(() => parseMoney('5', 'XYZ')).toThrow(RangeError);
    expect(() => parseMoney(5 as unknown as string, 'USD')).toThrow(SyntaxError);
    expect(() => parseMoney(null as unknown as string, 'USD')).toThrow(SyntaxError);
  });

  it('round-trips formatMoney for every currency and formatting option', () => {
    const amount = fc.constantFrom(...CURRENCIES).chain((currency) =>
      fc.tuple(
        fc.constant(currency.code),
        fc.integer({
          min: -Math.min(Number.MAX_SAFE_INTEGER, 10 ** (15 + currency.fractionDigits) - 1),
          max: Math.min(Number.MAX_SAFE_INTEGER, 10 ** (15 + currency.fractionDigits) - 1),
        }),
      ),
    );
    fc.assert(
      fc.property(amount, fc.boolean(), fc.boolean(), ([code, minor], grouping, trimZeroFractions) => {
        const text = formatMoney(minor, code, { grouping, trimZeroFractions });
        expect(Object.is(parseMoney(text, code), minor === 0 ? 0 : minor)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips small amounts exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES), fc.integer({ min: -100_000, max: 100_000 }), (code, minor) => {
        expect(parseMoney(formatMoney(minor, code), code)).toBe(minor);
      }),
    );
  });

  it('reads plain decimal text as the same number of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(parseMoney(text, 'USD')).toBe(whole * 100 + cents);
      }),
    );
  });
});
