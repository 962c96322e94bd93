// Display wording and text rules: publication states, relative times, file sizes, tags and
// categories, blog URL templates.
import { ItemPublicationState } from './enums.ts';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './limits.ts';

const PUBLICATION_STATE_LABELS: Readonly<Record<number, string>> = {
  [ItemPublicationState.published]: 'Available',
  [ItemPublicationState.scheduled]: 'Scheduled',
  [ItemPublicationState.draft]: 'Hidden',
};

/** The item list's label: published Available, scheduled Scheduled, draft Hidden, anything else Unsupported. */
export function publicationStateLabel(state: number): string {
  return PUBLICATION_STATE_LABELS[state] ?? 'Unsupported';
}

/** The states an owner picks for a page: Available, Scheduled (with a time) or Hidden. */
export const OWNER_PUBLICATION_STATES = [
  ItemPublicationState.published,
  ItemPublicationState.scheduled,
  ItemPublicationState.draft,
] as const;

export type OwnerPublicationState = (typeof OWNER_PUBLICATION_STATES)[number];

export function isOwnerPublicationState(value: number): value is OwnerPublicationState {
  return (OWNER_PUBLICATION_STATES as readonly number[]).includes(value);
}

/**
 * Whether visitors see a page or item: published, or scheduled and its time (UTC milliseconds) has
 * come — at once, whether or not the publication job has flipped the stored state yet.
 */
export function isPubliclyVisible(state: number, publishedAt: number | null, now: number): boolean {
  if (state === ItemPublicationState.published) return true;
  return state === ItemPublicationState.scheduled && publishedAt !== null && publishedAt <= now;
}

/** Page-status wording for the states that have one. */
export const PAGE_STATUS_LABELS = {
  [ItemPublicationState.scheduled]: 'Scheduled',
  [ItemPublicationState.needsReview]: 'Needs Review',
  [ItemPublicationState.draft]: 'Draft',
  [ItemPublicationState.private]: 'Private',
} as const;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

// Largest first: a time is told in the largest unit it has a whole one of.
const RELATIVE_TIME_UNITS = [
  { unit: 'year', ms: YEAR_MS },
  { unit: 'month', ms: MONTH_MS },
  { unit: 'day', ms: DAY_MS },
  { unit: 'hour', ms: HOUR_MS },
  { unit: 'minute', ms: MINUTE_MS },
  { unit: 'second', ms: SECOND_MS },
] as const;

/**
 * 'just now' under 1 s, 'about N seconds ago' under 60 s (the spec), then the same wording in the
 * largest whole unit: minutes under an hour, hours under a day, days under 30 days, months (of 30
 * days) under 365 days, then years. Counts round down and 1 is singular ('about 1 minute ago').
 * A negative elapsed time (clock skew) is 'just now'; NaN or infinity throws RangeError.
 */
export function relativeTimeLabel(elapsedMs: number): string {
  if (!Number.isFinite(elapsedMs)) {
    throw new RangeError(`Elapsed time must be finite, got ${String(elapsedMs)}`);
  }
  const largest = RELATIVE_TIME_UNITS.find(({ ms }) => elapsedMs >= ms);
  if (!largest) return 'just now';
  const count = Math.floor(elapsedMs / largest.ms);
  return `about ${count} ${count === 1 ? largest.unit : `${largest.unit}s`} ago`;
}

/**
 * A number with commas between the thousands of its whole part, as en-US writes a safe integer or
 * a plain decimal (10000 → "10,000"; exponent forms such as 1e21 are not for it). Written out
 * rather than with toLocaleString: messages built when a module loads would otherwise make every
 * server process read ICU's number-format data at start, about 5 MB of its resident memory.
 */
export function withThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Orders strings by their UTF-16 code units, as `<` does: for ids and names, which are ASCII. Not
 * localeCompare, which has a process read ICU's collation data (2 MB of its resident memory).
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const FILE_SIZE_BASE = 1024;
const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * 1024-based sizes: whole bytes below 1 KB ('512 B'), then at most one decimal, with '.0' dropped
 * ('1.5 KB', '2 MB'). A value that rounds up to 1024 moves to the next unit ('1 MB', not '1024 KB');
 * TB is the largest unit. Fractional bytes round to whole bytes; negative or non-finite sizes throw
 * RangeError.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid file size: ${String(bytes)}`);
  let size = Math.round(bytes);
  let unitIndex = 0;
  while (unitIndex < FILE_SIZE_UNITS.length - 1 && roundToTenth(size) >= FILE_SIZE_BASE) {
    size /= FILE_SIZE_BASE;
    unitIndex++;
  }
  return `${roundToTenth(size)} ${FILE_SIZE_UNITS[unitIndex]}`;
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface NameRuleOptions {
  /** Names already in use; a match ignoring case and surrounding spaces is a duplicate. */
  existing?: readonly string[];
}

/**
 * null when the tag can be saved, else the message. The name is trimmed; it must not be empty, may
 * have at most 50 characters (code points) and must not already exist.
 */
export function validateTag(tag: string, options: NameRuleOptions = {}): string | null {
  return validateName(tag, { kind: 'tag', plural: 'Tags', maxLength: MAX_TAG_LENGTH }, options);
}

/** As validateTag, with at most 25 characters. */
export function validateCategory(category: string, options: NameRuleOptions = {}): string | null {
  return validateName(
    category,
    { kind: 'category', plural: 'Categories', maxLength: MAX_CATEGORY_LENGTH },
    options,
  );
}

function validateName(
  name: string,
  rule: { kind: string; plural: string; maxLength: number },
  { existing = [] }: NameRuleOptions,
): string | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') return `${rule.plural} cannot be empty.`;
  if ([...trimmed].length > rule.maxLength) {
    return `${rule.plural} cannot be longer than ${rule.maxLength} characters.`;
  }
  const key = trimmed.toLowerCase();
  if (existing.some((other) => other.trim().toLowerCase() === key)) return `This ${rule.kind} already exists`;
  return null;
}

// Kept: the four tokens, lower-case ASCII letters and digits, and the '/' and '-' a URL path needs.
const BLOG_URL_TEMPLATE_PIECE = /%[ymdt]|[a-z0-9/-]/g;

/**
 * Sanitises a blog post URL template such as '%y/%m/%d/%t': lower-cases it, turns each whitespace
 * character into a hyphen, and strips everything else except the tokens %y %m %d %t, ASCII letters,
 * digits, '/' and '-' (so accented letters, '_', '.', and a '%' not starting a token all go).
 */
export function sanitizeBlogUrlTemplate(template: string): string {
  const pieces = template.toLowerCase().replace(/\s/g, '-').match(BLOG_URL_TEMPLATE_PIECE);
  return pieces ? pieces.join('') : '';
}

/** Text as HTML text or an attribute value, for the few places that build HTML as strings. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
