import { describe, expect, it } from 'vitest';
import { keptDateTimeFormat, keptNumberFormat } from './intl-formats.ts';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const dollars = keptNumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(keptNumberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(keptNumberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(dollars);
    expect(keptNumberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
    expect(dollars.format(1234.5)).toBe('$1,234.50');
    const day = keptDateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(keptDateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(day.format(Date.UTC(2026, 10, 29))).toBe('November 29, 2026');
  });

  it('formats as a new formatter would once more than it keeps were asked for', () => {
    for (let digits = 0; digits <= 20; digits++)
      for (const currency of ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'AUD', 'CHF'])
        expect(
          keptNumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits }).format(1),
        ).toBe(
          new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
          }).format(1),
        );
  });

  it('throws for a locale or time zone Intl refuses, each time, keeping nothing', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => keptDateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
      expect(() => keptNumberFormat('not a locale!', {})).toThrow(RangeError);
    }
  });
});
