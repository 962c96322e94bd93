import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POPUP_OVERLAY_NEVER_AGAIN,
  POPUP_OVERLAY_STORAGE_KEYS,
  parsePopupOverlayRecord,
  shouldShowPopupOverlay,
} from './overlays.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2024, 5, 15, 12);
const settings = { version: 3, showUntilSignup: false, displayFrequency: 7 };

describe('shouldShowPopupOverlay', () => {
  it('shows when nothing is stored', () => {
    expect(shouldShowPopupOverlay(settings, null, NOW)).toBe(true);
  });

  it('shows when the stored version is older than the current one, even if submitted', () => {
    const stored = { closedDate: NOW, version: 2, submitted: true };
    expect(shouldShowPopupOverlay({ ...settings, showUntilSignup: true }, stored, NOW)).toBe(true);
  });

  it('treats a record without a version as older', () => {
    expect(shouldShowPopupOverlay(settings, { closedDate: NOW }, NOW)).toBe(true);
  });

  it('hides once submitted when showUntilSignup is on', () => {
    const stored = { closedDate: NOW - 365 * DAY, version: 3, submitted: true };
    expect(shouldShowPopupOverlay({ ...settings, showUntilSignup: true }, stored, NOW)).toBe(false);
  });

  it('applies the frequency to a submitted overlay when showUntilSignup is off', () => {
    const stored = { closedDate: NOW - 8 * DAY, version: 3, submitted: true };
    expect(shouldShowPopupOverlay(settings, stored, NOW)).toBe(true);
    expect(shouldShowPopupOverlay(settings, { ...stored, closedDate: NOW - DAY }, NOW)).toBe(false);
  });

  it('shows again exactly when displayFrequency days have passed since closing', () => {
    const closedDate = NOW - 7 * DAY;
    expect(shouldShowPopupOverlay(settings, { closedDate, version: 3 }, NOW)).toBe(true);
    expect(shouldShowPopupOverlay(settings, { closedDate, version: 3 }, NOW - 1)).toBe(false);
  });

  it('shows on every visit with a frequency of 0', () => {
    expect(
      shouldShowPopupOverlay({ ...settings, displayFrequency: 0 }, { closedDate: NOW, version: 3 }, NOW),
    ).toBe(true);
  });

  it('never shows again with a frequency of -1', () => {
    const stored = { closedDate: NOW - 10_000 * DAY, version: 3 };
    expect(POPUP_OVERLAY_NEVER_AGAIN).toBe(-1);
    expect(shouldShowPopupOverlay({ ...settings, displayFrequency: -1 }, stored, NOW)).toBe(false);
  });

  it('reads other negative or non-numeric frequencies as never again', () => {
    const stored = { closedDate: NOW - 10_000 * DAY, version: 3 };
    expect(shouldShowPopupOverlay({ ...settings, displayFrequency: -5 }, stored, NOW)).toBe(false);
    expect(shouldShowPopupOverlay({ ...settings, displayFrequency: Number.NaN }, stored, NOW)).toBe(false);
  });

  it('still hides a -1 overlay for the current version but shows a newer version', () => {
    const never = { ...settings, displayFrequency: -1 };
    expect(shouldShowPopupOverlay(never, { closedDate: NOW, version: 3 }, NOW)).toBe(false);
    expect(shouldShowPopupOverlay({ ...never, version: 4 }, { closedDate: NOW, version: 3 }, NOW)).toBe(true);
  });

  it('shows a record with a newer stored version by the frequency rule', () => {
    expect(shouldShowPopupOverlay(settings, { closedDate: NOW - DAY, version: 9 }, NOW)).toBe(false);
  });

  it('shows when a current record has no close date', () => {
    expect(shouldShowPopupOverlay(settings, { version: 3, submitted: true }, NOW)).toBe(true);
  });

  it('once shown again by time, stays shown as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 1000 * DAY }),
        fc.integer({ min: 0, max: 1000 * DAY }),
        (displayFrequency, elapsed, later) => {
          const record = { closedDate: NOW, version: 3 };
          const overlay = { ...settings, displayFrequency };
          if (shouldShowPopupOverlay(overlay, record, NOW + elapsed)) {
            expect(shouldShowPopupOverlay(overlay, record, NOW + elapsed + later)).toBe(true);
          }
        },
      ),
    );
  });

  it('always shows with no record or an older version', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        fc.integer({ min: -1, max: 365 }),
        fc.integer(),
        (version, showUntilSignup, displayFrequency, now) => {
          const overlay = { version, showUntilSignup, displayFrequency };
          expect(shouldShowPopupOverlay(overlay, null, now)).toBe(true);
          expect(
            shouldShowPopupOverlay(overlay, { closedDate: now, version: version - 1, submitted: true }, now),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('parsePopupOverlayRecord', () => {
  it('reads the three stored values', () => {
    expect(parsePopupOverlayRecord({ closedDate: String(NOW), version: '3', submitted: 'true' })).toEqual({
      closedDate: NOW,
      version: 3,
      submitted: true,
    });
  });

  it('gives null when nothing is stored', () => {
    expect(parsePopupOverlayRecord({ closedDate: null, version: null, submitted: null })).toBeNull();
  });

  it('drops junk values, and gives null when only junk is stored', () => {
    expect(parsePopupOverlayRecord({ closedDate: 'yesterday', version: '', submitted: 'yes' })).toBeNull();
    expect(parsePopupOverlayRecord({ closedDate: 'Infinity', version: '2', submitted: 'false' })).toEqual({
      version: 2,
    });
  });

  it('feeds shouldShowPopupOverlay', () => {
    const stored = parsePopupOverlayRecord({ closedDate: String(NOW - DAY), version: '3', submitted: null });
    expect(shouldShowPopupOverlay(settings, stored, NOW)).toBe(false);
  });
});

describe('POPUP_OVERLAY_STORAGE_KEYS', () => {
  it('has three distinct keys', () => {
    expect(new Set(Object.values(POPUP_OVERLAY_STORAGE_KEYS)).size).toBe(3);
  });
});
