// Popup overlay re-show rule (runtime spec sections 3 and 4): whether a visitor sees the site's popup
// overlay again, given what the browser stored when they last closed or submitted it.

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** displayFrequency value meaning: once closed, never show again. */
export const POPUP_OVERLAY_NEVER_AGAIN = -1;

/** Local storage keys of the visitor's record (the spec names the three values, not the keys). */
export const POPUP_OVERLAY_STORAGE_KEYS = {
  closedDate: 'tessera-popup-overlay-closed-date',
  version: 'tessera-popup-overlay-version',
  submitted: 'tessera-popup-overlay-submitted',
} as const;

export interface PopupOverlaySettings {
  style: string;
  enableMobile: boolean;
  /** Raised when the owner changes the overlay, so visitors see the new one. */
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed overlay shows again; -1 means never again. */
  displayFrequency: number;
}

/** What the browser stored about this visitor and the overlay. */
export interface PopupOverlayRecord {
  /** Epoch milliseconds of the last close. */
  closedDate?: number;
  version?: number;
  submitted?: boolean;
}

export function shouldShowPopupOverlay(
  settings: Pick<PopupOverlaySettings, 'version' | 'showUntilSignup' | 'displayFrequency'>,
  stored: PopupOverlayRecord | null,
  now: number,
): boolean {
  if (stored === null) return true;
  // A record without a version predates versioning, so it is older than any current version.
  if (stored.version === undefined || stored.version < settings.version) return true;
  if (stored.submitted === true && settings.showUntilSignup) return false;
  // Any negative (or non-numeric) frequency is read as -1: there is no sensible "minus n days".
  if (!(settings.displayFrequency >= 0)) return false;
  // Submitted without ever being closed (showUntilSignup off): nothing to wait for.
  if (stored.closedDate === undefined) return true;
  return now - stored.closedDate >= settings.displayFrequency * MS_PER_DAY;
}

/**
 * The record from the three local storage values (null for a missing key). Junk values count as
 * missing; null when nothing usable was stored, which shows the overlay.
 */
export function parsePopupOverlayRecord(values: {
  closedDate: string | null;
  version: string | null;
  submitted: string | null;
}): PopupOverlayRecord | null {
  const record: PopupOverlayRecord = {};
  const closedDate = parseFiniteNumber(values.closedDate);
  const version = parseFiniteNumber(values.version);
  if (closedDate !== undefined) record.closedDate = closedDate;
  if (version !== undefined) record.version = version;
  if (values.submitted === 'true') record.submitted = true;
  return Object.keys(record).length === 0 ? null : record;
}

function parseFiniteNumber(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
