// Cookie consent banner settings (runtime spec sections 3, 5 and 9): the stored form, the API form
// and the normalisation that turns anything stored or sent into settings the banner can render.
import {
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
  type CookieBannerAcceptType,
  type CookieBannerCtaVariant,
  type CookieBannerTheme,
  type CookieBannerVariant,
} from './enums.ts';

const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
/** Every position a banner may be given; normalisation maps it to one its variant has. */
export const COOKIE_BANNER_POSITIONS = [
  'TOP',
  'BOTTOM',
  'TOP_LEFT',
  'TOP_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_RIGHT',
] as const;

type BarPosition = (typeof BAR_POSITIONS)[number];
type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** Days the visitor's accept or decline choice is kept. */
export const CONSENT_COOKIE_MAX_AGE_DAYS = 30;
/** Version of the banner whose choice the consent cookie records. */
export const COOKIE_BANNER_VERSION = 2;

/** The cookie holding the visitor's choice (the spec gives its lifetime and version, not its name). */
export const CONSENT_COOKIE = 'ss_consent';
export const CONSENT_COOKIE_MAX_AGE_SECONDS = CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** What a visitor chose on the banner: accepting (opting in) or declining (opting out). */
export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The visitor tracking cookies (spec: ss_cvr, ss_cvt) and the analytics id's cookie (name not given). */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
export const VISITOR_SESSION_COOKIE = 'ss_cvt';
export const ANALYTICS_ID_COOKIE = 'ss_analytics_id';
export const TRACKING_COOKIES = [VISITOR_RECORD_COOKIE, VISITOR_SESSION_COOKIE, ANALYTICS_ID_COOKIE] as const;
/** The analytics id is kept in local storage too (spec: 'Unable to store analyticsId'). */
export const ANALYTICS_ID_STORAGE_KEY = 'analyticsId';
/** The browser session's info (first landing, first session, session id), in sessionStorage: tracking too. */
export const SESSION_INFO_STORAGE_KEY = 'tessera:session';

/** Texts used when the owner leaves a banner text empty. */
export const COOKIE_BANNER_DEFAULT_TEXTS = {
  message:
    'This website uses cookies to give you the best experience, to remember your preferences and to understand how the site is used.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  /** Rich text (HTML paragraphs) shown in the banner. */
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  /** TOP or BOTTOM for a bar; one of the four corners for a popup. */
  cookieBannerPosition: BarPosition | PopupPosition;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerAcceptType: CookieBannerAcceptType;
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
}

/** The settings as the settings API reads and writes them. */
export interface CookieBannerApiForm
  extends Omit<CookieBannerSettings, 'isActivityLogEnabled' | 'isRestrictiveCookiePolicyAbsolute'> {
  isRestrictiveCookiePolicyEnabled: boolean;
  /** The inverse of isActivityLogEnabled. */
  isVisitorDataRestricted: boolean;
}

/**
 * Settings from any stored or submitted value, applying every default and mapping of the spec.
 * Never throws: a missing or wrongly typed field takes its default. Idempotent.
 */
export function normalizeCookieBannerSettings(raw: unknown): CookieBannerSettings {
  const input = isRecord(raw) ? raw : {};
  const variant = pickOption(input.cookieBannerVariant, COOKIE_BANNER_VARIANTS, 'BAR');
  return {
    // Silent in the spec: off until the owner turns it on, and the activity log stays on (the
    // behaviour of a site that never configured a banner).
    isCookieBannerEnabled: booleanOr(input.isCookieBannerEnabled, false),
    cookieBannerText: textOr(input.cookieBannerText, COOKIE_BANNER_DEFAULT_TEXTS.message),
    cookieBannerCtaText: textOr(input.cookieBannerCtaText, COOKIE_BANNER_DEFAULT_TEXTS.accept),
    cookieBannerOptOutCtaText: textOr(input.cookieBannerOptOutCtaText, COOKIE_BANNER_DEFAULT_TEXTS.decline),
    cookieBannerPosition:
      variant === 'BAR' ? barPosition(input.cookieBannerPosition) : popupPosition(input.cookieBannerPosition),
    cookieBannerTheme: pickOption(input.cookieBannerTheme, COOKIE_BANNER_THEMES, 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerCtaVariant: pickOption(input.cookieBannerCtaVariant, COOKIE_BANNER_CTA_VARIANTS, 'ICON'),
    cookieBannerAcceptType: pickOption(input.cookieBannerAcceptType, COOKIE_BANNER_ACCEPT_TYPES, 'OPT_IN'),
    isActivityLogEnabled: booleanOr(input.isActivityLogEnabled, true),
    isAnalyticsCookiesDisabled: booleanOr(input.isAnalyticsCookiesDisabled, false),
    isRestrictiveCookiePolicyAbsolute: booleanOr(input.isRestrictiveCookiePolicyAbsolute, false),
  };
}

export function cookieBannerSettingsToApi(settings: CookieBannerSettings): CookieBannerApiForm {
  const { isActivityLogEnabled, isRestrictiveCookiePolicyAbsolute, ...shared } =
    normalizeCookieBannerSettings(settings);
  return {
    ...shared,
    isRestrictiveCookiePolicyEnabled: isRestrictiveCookiePolicyAbsolute,
    isVisitorDataRestricted: !isActivityLogEnabled,
  };
}

/** Settings from the API form; the form usually arrives in a request body, so it is normalised too. */
export function cookieBannerSettingsFromApi(form: CookieBannerApiForm): CookieBannerSettings {
  if (!isRecord(form)) return normalizeCookieBannerSettings(undefined);
  const { isRestrictiveCookiePolicyEnabled, isVisitorDataRestricted, ...shared } = form;
  return normalizeCookieBannerSettings({
    ...shared,
    isRestrictiveCookiePolicyAbsolute: isRestrictiveCookiePolicyEnabled,
    isActivityLogEnabled: typeof isVisitorDataRestricted === 'boolean' ? !isVisitorDataRestricted : undefined,
  });
}

/** A bar sits at the top or the bottom; corner positions keep their vertical half. */
function barPosition(value: unknown): BarPosition {
  const position = upperCase(value);
  if (position === 'TOP' || position === 'TOP_LEFT' || position === 'TOP_RIGHT') return 'TOP';
  return 'BOTTOM';
}

/** A popup sits in a corner; a bare TOP or BOTTOM takes the left corner. */
function popupPosition(value: unknown): PopupPosition {
  const position = upperCase(value);
  if (position === 'TOP') return 'TOP_LEFT';
  return pickOption(position, POPUP_POSITIONS, 'BOTTOM_LEFT');
}

// Option values are matched case-insensitively: 'light' is plainly meant as LIGHT.
function pickOption<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const candidate = upperCase(value);
  return options.find((option) => option === candidate) ?? fallback;
}

function upperCase(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined;
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Empty means nothing readable: no characters, only whitespace, or only empty tags like '<p></p>'. */
function textOr(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const readable = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .trim();
  return readable === '' ? fallback : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The consent cookie's value for a choice: the banner version it was given to, then the choice. */
export function consentCookieValue(choice: ConsentChoice): string {
  return `${COOKIE_BANNER_VERSION}.${choice}`;
}

/**
 * The choice a consent cookie records, or null when there is none that counts: absent, malformed, or
 * given to another version of the banner (the visitor is asked again).
 */
export function readConsentCookie(value: string | undefined | null): ConsentChoice | null {
  return CONSENT_CHOICES.find((choice) => value === consentCookieValue(choice)) ?? null;
}

/** The consent cookie's value in a `document.cookie`-style header ('a=1; ss_consent=2.accepted'). */
export function consentInCookieHeader(header: string): ConsentChoice | null {
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return readConsentCookie(value);
  }
  return null;
}

/** The banner shows while it is on and the visitor has not chosen (the 'force' event aside). */
export function shouldShowCookieBanner(
  settings: Pick<CookieBannerSettings, 'isCookieBannerEnabled'>,
  choice: ConsentChoice | null,
): boolean {
  return settings.isCookieBannerEnabled && choice === null;
}

/** Whether the banner offers Decline beside Accept. */
export function offersDecline(settings: Pick<CookieBannerSettings, 'cookieBannerAcceptType'>): boolean {
  return settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
}

export type TrackingCookiePolicy = Pick<
  CookieBannerSettings,
  'isAnalyticsCookiesDisabled' | 'isRestrictiveCookiePolicyAbsolute'
>;

/**
 * Whether visitor tracking cookies (TRACKING_COOKIES) may be set for this visitor; where not, the
 * ones present are cleared. Never after a decline, never when the owner disabled analytics cookies;
 * under the restrictive policy only after the visitor accepted (so, with the banner off, never);
 * otherwise until the visitor declines.
 */
export function mayStoreTrackingCookies(policy: TrackingCookiePolicy, choice: ConsentChoice | null): boolean {
  if (policy.isAnalyticsCookiesDisabled || choice === 'declined') return false;
  return policy.isRestrictiveCookiePolicyAbsolute ? choice === 'accepted' : true;
}
