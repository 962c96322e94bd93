// Popup overlay re-show rule (runtime spec sections 3 and 4): whether a visitor sees the site's popup
// overlay again, given what the browser stored when they last closed or submitted it.

import { POPUP_OVERLAY_POSITIONS, type PopupOverlayPosition } from './enums.ts';
import { MOBILE_MAX_SCREEN_WIDTH } from './limits.ts';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The spec names a popup "style" without its values: a light or a dark card, as the cookie banner's themes. */
export const POPUP_OVERLAY_STYLES = ['LIGHT', 'DARK'] as const;
export type PopupOverlayStyle = (typeof POPUP_OVERLAY_STYLES)[number];

/** What the popup offers: the site's newsletter sign-up, or a button leading to a page. */
export const POPUP_OVERLAY_CONTENTS = ['SIGNUP', 'BUTTON'] as const;
export type PopupOverlayContent = (typeof POPUP_OVERLAY_CONTENTS)[number];

/**
 * Whether the visitor's device is a phone, by its screen's width, not the window's (spec section 9:
 * "Mobile breakpoint: screen width up to 432 px; desktop from 433 px"): a narrow window on a
 * desktop is still a desktop.
 */
export const isPhoneScreen = (screenWidth: number): boolean => screenWidth <= MOBILE_MAX_SCREEN_WIDTH;

/** displayFrequency value meaning: once closed, never show again. */
export const POPUP_OVERLAY_NEVER_AGAIN = -1;

/** Local storage keys of the visitor's record (the spec names the three values, not the keys). */
export const POPUP_OVERLAY_STORAGE_KEYS = {
  closedDate: 'tessera-popup-overlay-closed-date',
  version: 'tessera-popup-overlay-version',
  submitted: 'tessera-popup-overlay-submitted',
} as const;

export interface PopupOverlaySettings {
  style: PopupOverlayStyle;
  enableMobile: boolean;
  /** Raised when the owner changes the overlay, so visitors see the new one. */
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed overlay shows again; -1 means never again. */
  displayFrequency: number;
}

/** Everything the owner sets for the popup: the spec's settings, where it sits, and what it says. */
export interface PopupOverlayConfig extends PopupOverlaySettings {
  enabled: boolean;
  /** One of the nine anchors, top-left to bottom-right */
  position: PopupOverlayPosition;
  title: string;
  /** Plain text under the title */
  text: string;
  content: PopupOverlayContent;
  /** The mailing list a SIGNUP popup adds to ('' until one is picked) */
  listId: string;
  /** The sign-up's button, or the BUTTON popup's button */
  buttonText: string;
  /** Where a BUTTON popup's button leads (a path on the site or a web address) */
  buttonUrl: string;
}

export const POPUP_OVERLAY_DEFAULTS: PopupOverlayConfig = {
  enabled: false,
  style: 'LIGHT',
  position: 'MIDDLE_CENTER',
  enableMobile: true,
  version: 1,
  showUntilSignup: true,
  displayFrequency: 7,
  title: 'Join our mailing list',
  text: 'News from us, now and then. Unsubscribe at any time.',
  content: 'SIGNUP',
  listId: '',
  buttonText: 'Sign Up',
  buttonUrl: '/',
};

/** Limits the settings screen and the API share. */
export const POPUP_OVERLAY_LIMITS = { title: 200, text: 1000, buttonText: 60, url: 2000 } as const;

/**
 * The popup's settings from anything stored or sent: a missing or wrongly typed field takes its
 * default, never throws, idempotent. A frequency is a whole number of days, -1 or more.
 */
export function normalizePopupOverlayConfig(raw: unknown): PopupOverlayConfig {
  const input = isRecord(raw) ? raw : {};
  const d = POPUP_OVERLAY_DEFAULTS;
  const frequency = integerOr(input.displayFrequency, d.displayFrequency);
  return {
    enabled: booleanOr(input.enabled, d.enabled),
    style: pickOption(input.style, POPUP_OVERLAY_STYLES, d.style),
    position: pickOption(input.position, POPUP_OVERLAY_POSITIONS, d.position),
    enableMobile: booleanOr(input.enableMobile, d.enableMobile),
    version: Math.max(1, integerOr(input.version, d.version)),
    showUntilSignup: booleanOr(input.showUntilSignup, d.showUntilSignup),
    displayFrequency: frequency < 0 ? POPUP_OVERLAY_NEVER_AGAIN : frequency,
    // A dialog needs a name: an emptied title takes the default.
    title: stringOr(input.title, d.title, POPUP_OVERLAY_LIMITS.title) || d.title,
    text: stringOr(input.text, d.text, POPUP_OVERLAY_LIMITS.text),
    content: pickOption(input.content, POPUP_OVERLAY_CONTENTS, d.content),
    listId: stringOr(input.listId, '', 100),
    buttonText: stringOr(input.buttonText, d.buttonText, POPUP_OVERLAY_LIMITS.buttonText) || d.buttonText,
    buttonUrl: stringOr(input.buttonUrl, d.buttonUrl, POPUP_OVERLAY_LIMITS.url) || d.buttonUrl,
  };
}

/** The spec's popupOverlaySettings as the site context carries them (what the runtime's rule reads). */
export type PopupOverlayContextSettings = PopupOverlaySettings & { position: PopupOverlayPosition };

export function popupOverlayContextSettings(config: PopupOverlayConfig): PopupOverlayContextSettings {
  const { style, position, enableMobile, version, showUntilSignup, displayFrequency } = config;
  return { style, position, enableMobile, version, showUntilSignup, displayFrequency };
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

// Option values are matched case-insensitively, as the cookie banner's are.
function pickOption<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const candidate = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return options.find((option) => option === candidate) ?? fallback;
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function integerOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/** Trimmed text cut to its limit; a non-string takes the fallback (an empty string stays empty). */
function stringOr(value: unknown, fallback: string, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
