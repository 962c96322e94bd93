import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalTime, localInputToIso, localTimeZone, toLocalInputValue } from './time.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('local times and UTC', () => {
  it('turns a UTC time into the field’s local value and back, in the browser’s zone', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    expect(localTimeZone()).toBe('Europe/Paris');
    // Paris is on winter time (UTC+1) in January, summer time (UTC+2) in July.
    expect(toLocalInputValue('2030-01-15T08:05:59.000Z')).toBe('2030-01-15T09:05');
    expect(toLocalInputValue('2030-07-15T08:05:00.000Z')).toBe('2030-07-15T10:05');
    expect(localInputToIso('2030-01-15T09:05')).toBe('2030-01-15T08:05:00.000Z');
    expect(localInputToIso('2030-07-15T10:05')).toBe('2030-07-15T08:05:00.000Z');
  });

  it('has no value for nothing, and no time for what is not one', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('soon')).toBe('');
    for (const typed of ['', 'tomorrow', '2030-01-15', '2030-01-15T09:05Z', '2030-02-30T25:00']) {
      expect(localInputToIso(typed), typed).toBeNull();
    }
  });

  it('formats a time for people in the browser’s zone', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(formatLocalTime('2030-03-12T16:30:00.000Z', 'en-GB')).toBe('12 Mar 2030, 16:30');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // ICU versions differ on the space before AM (a narrow no-break space in newer ones).
    expect(formatLocalTime('2030-03-12T16:30:00.000Z', 'en-US')).toMatch(/^Mar 12, 2030, 9:30\sAM$/);
  });
});
