// Link and URL slug rules (runtime spec sections 2 and 5; widgets spec section 5 messages).

// Each limit is "under n characters", counted over the whole trimmed href including its scheme.
const ANCHOR_MAX_LENGTH = 100;
const TEL_MAX_LENGTH = 50;
const TEL_MIN_DIALABLE = 4;
const SMS_MAX_LENGTH = 1000;
const MAILTO_MAX_LENGTH = 1000;
const FTP_MAX_LENGTH = 100;

/** Longest page or collection URL slug. */
export const URL_ID_MAX_LENGTH = 100;

/**
 * First path segments the platform's own routes use (/api/, /config/, /checkout/, /commerce/,
 * /search, /s/ file links, /pages/ collection panels): a page there would be unreachable.
 */
export const RESERVED_URL_IDS = [
  'api',
  'config',
  'checkout',
  'commerce',
  'search',
  's',
  'pages',
  'static',
] as const;

/**
 * Whether an href may be saved on a link. Per scheme (case-insensitive), with surrounding whitespace
 * ignored as browsers do:
 * - '#anchor': under 100 characters;
 * - tel: under 50 characters with at least 4 digits, '+' or '-';
 * - sms: under 1000 characters;
 * - mailto: under 1000 characters; the address (before any '?') has exactly one '@', something before
 *   it, a dotted domain after it, and no whitespace;
 * - ftp: under 100 characters;
 * - javascript: never. The spec's checker takes them under 250 characters; we refuse them all, as a
 *   stored script link would run in visitors' browsers (and React renders it as a dead link anyway).
 *   This is the one rule for every block field and site setting holding a link.
 * - http: and https: absolute URLs with a host and no whitespace (no length limit);
 * - root-relative paths ('/about') and protocol-relative URLs ('//host/path') without whitespace.
 * Anything else is invalid: other schemes, and bare text such as 'about' or 'example.com', which is
 * ambiguous between a page and a site whose scheme was left out.
 */
export function isValidLink(href: string): boolean {
  if (typeof href !== 'string') return false;
  const link = href.trim();
  if (link.startsWith('#')) return link.length < ANCHOR_MAX_LENGTH;
  if (link.startsWith('//')) return isWellFormedWebUrl(`https:${link}`);
  if (link.startsWith('/')) return !/\s/.test(link);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'tel':
      return link.length < TEL_MAX_LENGTH && (link.match(/[\d+-]/g)?.length ?? 0) >= TEL_MIN_DIALABLE;
    case 'sms':
      return link.length < SMS_MAX_LENGTH;
    case 'mailto':
      return link.length < MAILTO_MAX_LENGTH && isMailtoAddress(link.slice('mailto:'.length));
    case 'ftp':
      return link.length < FTP_MAX_LENGTH;
    case 'http':
    case 'https':
      return isWellFormedWebUrl(link);
    default:
      return false;
  }
}

function isMailtoAddress(rest: string): boolean {
  const address = rest.split('?')[0] ?? '';
  return /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(address);
}

// The URL parser forgives 'http:host' and 'http:///host'; a well-formed link spells out '//host'.
function isWellFormedWebUrl(link: string): boolean {
  if (/\s/.test(link) || !/^https?:\/\/[^/?#]/i.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a page or collection URL slug is well formed: 1 to 100 lowercase letters, digits and
 * hyphens, not starting or ending with a hyphen, and not one of the platform's own route names.
 */
export function isValidUrlId(value: string): boolean {
  return (
    typeof value === 'string' &&
    value.length <= URL_ID_MAX_LENGTH &&
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value) &&
    !(RESERVED_URL_IDS as readonly string[]).includes(value)
  );
}

export function invalidPageUrlMessage(val: string): string {
  return `${val} is not a valid page URL`;
}

export function notExpectedOptionMessage(val: string): string {
  return `${val} is not one of the expected options`;
}

// Link types (first spec document, section 3: "Connected-account link for an online food ordering
// service: default link title Order Now"). What a link points at, read from its href, so the link
// field can say what it is and a button to an ordering page can read "Order Now" by default.

/** The kinds of link the editor's link field tells apart; 'order-now' is the food-ordering link. */
export const LINK_TYPES = [
  'page',
  'file',
  'anchor',
  'web',
  'email',
  'phone',
  'sms',
  'ftp',
  'order-now',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The spec's default link title of the online food ordering service's link. */
export const ORDER_NOW_LINK_TITLE = 'Order Now';

/**
 * The online food ordering service whose ordering page is the connected-account link. The spec does
 * not name it; the platform it describes connects ChowNow, whose restaurant ordering pages live on
 * chownow.com and its subdomains (direct.chownow.com/order/…), so a link there is the Order Now link.
 */
export const ORDER_NOW_HOSTS = ['chownow.com'] as const;

const FILE_LINK_PREFIX = '/s/';

/** What a valid link points at, or null for one isValidLink refuses. */
export function linkTypeOf(href: string): LinkType | null {
  if (!isValidLink(href)) return null;
  const link = href.trim();
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('/') && !link.startsWith('//'))
    return link.startsWith(FILE_LINK_PREFIX) ? 'file' : 'page';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return 'email';
  if (scheme === 'tel') return 'phone';
  if (scheme === 'sms' || scheme === 'ftp') return scheme;
  const host = new URL(link.startsWith('//') ? `https:${link}` : link).hostname.toLowerCase();
  const ordering = ORDER_NOW_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
  return ordering ? 'order-now' : 'web';
}

/** The title a link of this type takes when the owner gives none (the spec gives one: Order Now). */
export function defaultLinkTitle(type: LinkType | null): string | undefined {
  return type === 'order-now' ? ORDER_NOW_LINK_TITLE : undefined;
}

// The owner's round trip (spec section 2): a public page sends a signed-in owner to the config area
// with the page in `frameUrl`; `noredirect` keeps them on the page; sign-out lands with logout=true.
export const CONFIG_AREA_PATH = '/config/';
export const FRAME_URL_PARAMETER = 'frameUrl';
export const NO_REDIRECT_PARAMETER = 'noredirect';
export const LOGOUT_PARAMETER = 'logout';

/**
 * Whether a value is a path on this site, safe to redirect to or to frame: one leading slash, not
 * `//host` nor `/\host` (browsers read both as another host), and printable ASCII only (browsers drop
 * tabs and line breaks, which would undo the first check).
 */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[!-~]*$/.test(value);
}

/** The config area framing `framePath` (a path plus search on this site). */
export function configAreaUrl(framePath: string): string {
  return `${CONFIG_AREA_PATH}?${FRAME_URL_PARAMETER}=${encodeURIComponent(framePath)}`;
}

/**
 * Where sign-out lands (spec 1 §2 and spec 2 "Logout": "the site root (or the preview frame URL) with
 * logout=true"): the page the editor's preview frame showed, when there is one and it is a path on
 * this site, else the site root; its own query kept, its fragment dropped.
 */
export function logoutLandingUrl(framePath: string | null = null): string {
  const page = framePath !== null && isSameSitePath(framePath) ? (framePath.split('#')[0] ?? '/') : '/';
  const [path = '/', search = ''] = page.split(/\?(.*)/s);
  const query = new URLSearchParams(search);
  query.set(LOGOUT_PARAMETER, 'true');
  return `${path}?${query}`;
}

/**
 * A link an owner types for an overlay (the popup's button, the announcement bar): a path on the
 * site or a well-formed http(s) address. Checked by the API and again as it goes into a page.
 */
export function isSiteOrWebLink(value: string): boolean {
  return isSameSitePath(value) || isWellFormedWebUrl(value);
}
