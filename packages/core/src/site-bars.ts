// The announcement bar and the mobile information bar (runtime spec sections 3 and 9): their
// settings as stored in the site's settings JSON, normalised so that anything stored or sent renders,
// and the links the mobile bar's four details become.
import { InfoBarStyle, isEnumValue } from './enums.ts';

/** Widths at which the mobile information bar shows (spec section 9: 1024 or less). */
export const MOBILE_INFO_BAR_MAX_WIDTH_PX = 1024;

export const ANNOUNCEMENT_BAR_LIMITS = { text: 300, linkText: 60, url: 2000 } as const;
export const MOBILE_INFO_BAR_LIMITS = {
  phone: 40,
  email: 254,
  location: 200,
  hours: 120,
  url: 2000,
} as const;

export interface AnnouncementBarSettings {
  enabled: boolean;
  text: string;
  /** Where the bar's link leads ('' for a bar without a link) */
  linkUrl: string;
  /** The link's words; the whole text is the link when empty */
  linkText: string;
  /** A visitor may close it, and it stays closed for them until the owner saves it again */
  dismissible: boolean;
}

export interface MobileInfoBarSettings {
  /** InfoBarStyle: none 1 (no bar), light 2, dark 3 */
  style: InfoBarStyle;
  phone: string;
  email: string;
  location: string;
  /** Opening hours as the owner writes them ("Tue–Sat 10–18") */
  hours: string;
  /** Where the hours lead (a page on the site); the location's map when empty */
  hoursUrl: string;
}

export function normalizeAnnouncementBarSettings(raw: unknown): AnnouncementBarSettings {
  const input = isRecord(raw) ? raw : {};
  const text = textOf(input.text, ANNOUNCEMENT_BAR_LIMITS.text);
  return {
    // A bar with nothing to say is not shown, whatever the switch says.
    enabled: input.enabled === true && text !== '',
    text,
    linkUrl: textOf(input.linkUrl, ANNOUNCEMENT_BAR_LIMITS.url),
    linkText: textOf(input.linkText, ANNOUNCEMENT_BAR_LIMITS.linkText),
    dismissible: typeof input.dismissible === 'boolean' ? input.dismissible : true,
  };
}

export function normalizeMobileInfoBarSettings(raw: unknown): MobileInfoBarSettings {
  const input = isRecord(raw) ? raw : {};
  return {
    style: isEnumValue(InfoBarStyle, input.style) ? input.style : InfoBarStyle.none,
    phone: textOf(input.phone, MOBILE_INFO_BAR_LIMITS.phone),
    email: textOf(input.email, MOBILE_INFO_BAR_LIMITS.email),
    location: textOf(input.location, MOBILE_INFO_BAR_LIMITS.location),
    hours: textOf(input.hours, MOBILE_INFO_BAR_LIMITS.hours),
    hoursUrl: textOf(input.hoursUrl, MOBILE_INFO_BAR_LIMITS.url),
  };
}

/** Whether the mobile bar shows at all: a style other than none, and something to show. */
export function showsMobileInfoBar(settings: MobileInfoBarSettings): boolean {
  return (
    settings.style !== InfoBarStyle.none &&
    [settings.phone, settings.email, settings.location, settings.hours].some((value) => value !== '')
  );
}

export type MobileInfoBarDetail = 'phone' | 'email' | 'location' | 'hours';

/** The bar's details in order, each with the link it becomes; details left empty are left out. */
export function mobileInfoBarLinks(
  settings: MobileInfoBarSettings,
): { detail: MobileInfoBarDetail; text: string; href: string }[] {
  const map = settings.location
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(settings.location)}`
    : '';
  const links: { detail: MobileInfoBarDetail; text: string; href: string }[] = [];
  // tel: keeps what dials (digits, a leading +); the owner's spacing stays in the words.
  const dialable = settings.phone.replace(/[^\d+]/g, '');
  if (settings.phone && dialable)
    links.push({ detail: 'phone', text: settings.phone, href: `tel:${dialable}` });
  if (settings.email) links.push({ detail: 'email', text: settings.email, href: `mailto:${settings.email}` });
  if (map) links.push({ detail: 'location', text: settings.location, href: map });
  const hoursHref = settings.hoursUrl || map;
  if (settings.hours && hoursHref) links.push({ detail: 'hours', text: settings.hours, href: hoursHref });
  return links;
}

function textOf(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The cookie remembering a closed announcement bar: its value is the bar's saved revision, so a bar
 * the owner saves again shows again. The spec is silent on it; a year, as dismissals go.
 */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'ss_announcement_dismissed';
export const ANNOUNCEMENT_DISMISSED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether the cookie's value closes the bar at this revision. */
export function isAnnouncementDismissed(cookie: string | undefined, revision: number): boolean {
  return cookie !== undefined && /^[1-9]\d{0,8}$/.test(cookie) && Number(cookie) === revision;
}
