// Comments on blog posts: where a reply attaches (threads are one level deep), how comment text
// becomes safe pieces (text and http(s) links, never HTML), whether a new comment waits for a
// moderator, a comment's link (spec section 2) and the comment provider's hosts (spec section 7).
import { FORM_MESSAGES, validateEmail } from './form-messages.ts';
import { Permission } from './permissions.ts';

export const CommentStatus = {
  /** Waits for a moderator; only moderators see it */
  pending: 'pending',
  /** Shown on the post */
  approved: 'approved',
  /** Kept out of sight, apart from the queue */
  spam: 'spam',
} as const;
export type CommentStatus = (typeof CommentStatus)[keyof typeof CommentStatus];
export const COMMENT_STATUSES = Object.values(CommentStatus) as [CommentStatus, ...CommentStatus[]];

export const COMMENT_TEXT_MAX = 5000;
export const COMMENT_NAME_MAX = 100;

export const COMMENT_MESSAGES = {
  textRequired: 'Please write a comment.',
  textTooLong: `A comment is at most ${COMMENT_TEXT_MAX} characters.`,
  nameRequired: 'Please enter your name.',
  nameTooLong: `A name is at most ${COMMENT_NAME_MAX} characters.`,
  /** After a comment that waits for a moderator (shown where the form was) */
  awaitingModeration: 'Thank you! Your comment is awaiting moderation.',
  published: 'Thank you! Your comment is published.',
  closed: 'Comments are closed on this post.',
  unknownComment: 'This comment is not there any more.',
  unknownPost: 'This post is not there any more.',
  rateLimited: 'You have commented a lot in a short time. Please try again in a minute.',
  /** A bot filled the field people never see: refused without saying why in detail */
  refused: FORM_MESSAGES.unauthorized,
} as const;

/** A comment as its thread sees it: its id and the top-level comment it answers, if any. */
export interface ThreadPlace {
  id: string;
  parentId: string | null;
}

/** Threads are one level deep: a reply to a reply attaches to the top-level comment. */
export function threadParentOf(answered: ThreadPlace): string {
  return answered.parentId ?? answered.id;
}

/** Top-level comments in order, each with its replies in order (replies of missing parents dropped). */
export function threadComments<T extends ThreadPlace>(
  comments: readonly T[],
): { comment: T; replies: T[] }[] {
  const threads = new Map<string, { comment: T; replies: T[] }>();
  for (const comment of comments) {
    if (comment.parentId === null) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of comments) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  return [...threads.values()];
}

export type TextPiece = { text: string } | { text: string; href: string };

// An http(s) address up to whitespace or an angle bracket or quote; trailing punctuation is the sentence's.
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Comment text as pieces to render as text: plain runs, and http(s) addresses as links. The renderer
 * escapes every piece (it is text, never HTML) and gives links rel="nofollow ugc noopener".
 */
export function linkifyText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!isWebAddress(href)) continue;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: href, href });
    at = start + href.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a new comment is shown at once or waits: moderators (and admins) and the commenter role
 * are trusted; anyone else waits when the site holds comments for approval.
 */
export function commentStatusOnArrival(
  holdForApproval: boolean,
  permissions: ReadonlySet<string>,
): CommentStatus {
  const trusted = permissions.has(Permission.comments) || permissions.has(Permission.trustedComments);
  return trusted || !holdForApproval ? CommentStatus.approved : CommentStatus.pending;
}

export interface CommentDraft {
  name: string;
  email: string;
  text: string;
}

/** Field → message for what a visitor wrote; `signedIn` writers need no name or email. */
export function commentDraftProblems(draft: CommentDraft, signedIn: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const text = draft.text.trim();
  if (text === '') problems.text = COMMENT_MESSAGES.textRequired;
  else if (text.length > COMMENT_TEXT_MAX) problems.text = COMMENT_MESSAGES.textTooLong;
  if (signedIn) return problems;
  const name = draft.name.trim();
  if (name === '') problems.name = COMMENT_MESSAGES.nameRequired;
  else if (name.length > COMMENT_NAME_MAX) problems.name = COMMENT_MESSAGES.nameTooLong;
  const email = validateEmail(draft.email, { required: true });
  if (email) problems.email = email;
  return problems;
}

/** The hidden field people never fill: a value there means a bot wrote the comment. */
export const COMMENT_HONEYPOT_FIELD = 'website';

/**
 * The words of a post's link to its comments on a blog's list. With none yet it invites one (the
 * spec shows no wording; 'Add a comment' asks rather than reporting a zero).
 */
export function commentCountLabel(count: number): string {
  if (count <= 0) return 'Add a comment';
  return count === 1 ? '1 comment' : `${count} comments`;
}

/** The spec's comment link: the item's address and the comment, or the provider's thread. */
export function commentLink(
  itemAddress: string,
  commentId: string,
  providerShortname: string | null,
): string {
  return providerShortname ? `${itemAddress}#disqus_thread` : `${itemAddress}#comment-${commentId}`;
}

// A provider shortname names a host (spec section 7: the count script's host comes from it), so it
// is held to what a host label may be.
const SHORTNAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const SHORTNAME_MESSAGE =
  'A shortname is letters, digits and hyphens (as in your-site.disqus.com), at most 63.';

export function isCommentProviderShortname(value: string): boolean {
  return SHORTNAME.test(value);
}

/**
 * The comment provider's scripts, the hosts a page showing its thread must allow (`sources`), and
 * those a list loading its count script must (`countSources`: count.js asks the same host for the
 * counts with one more script).
 */
export function commentProviderHosts(shortname: string) {
  const origin = `https://${shortname}.disqus.com`;
  return {
    embedScript: `${origin}/embed.js`,
    countScript: `${origin}/count.js`,
    sources: {
      script: [origin, 'https://c.disquscdn.com'],
      frame: ['https://disqus.com'],
      connect: [origin],
      style: ['https://c.disquscdn.com'],
    },
    countSources: { script: [origin], frame: [], connect: [], style: [] },
  };
}

/** Most comments one bulk moderation takes (two pages of the queue); more go in several requests. */
export const COMMENT_BULK_MAX = 100;

/**
 * Words and phrases that mark a comment as likely spam in the moderation queue: a hint for a
 * moderator, never a verdict (a comment is held or shown as the site says, whatever it contains).
 * Matched whole, in any case.
 */
export const COMMENT_SPAM_WORDS: readonly string[] = [
  'viagra',
  'cialis',
  'casino',
  'crypto',
  'bitcoin',
  'forex',
  'loan',
  'payday',
  'porn',
  'escort',
  'replica',
  'seo services',
  'backlinks',
  'buy now',
  'click here',
  'work from home',
  'free money',
  'weight loss',
];

/** Links past this many in one comment make it look like spam. */
export const COMMENT_SPAM_LINKS = 2;

export interface CommentSpamHint {
  /** Web addresses in the text (http(s)://, www., [url=) */
  links: number;
  /** The spam words it contains, as the table spells them */
  words: string[];
  /** Whether to show the hint: many links, or any spam word */
  likely: boolean;
}

const LINK_IN_TEXT = /https?:\/\/|\bwww\.|\[url[=\]]/gi;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPAM_WORD_PATTERNS = COMMENT_SPAM_WORDS.map(
  (word) =>
    [
      word,
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
    ] as const,
);

/** What makes a comment look like spam: its links and the spam words in it (and its author's name). */
export function commentSpamHint(text: string, authorName = ''): CommentSpamHint {
  const links = text.match(LINK_IN_TEXT)?.length ?? 0;
  const all = `${authorName}\n${text}`;
  const words = SPAM_WORD_PATTERNS.filter(([, pattern]) => pattern.test(all)).map(([word]) => word);
  return { links, words, likely: links >= COMMENT_SPAM_LINKS || words.length > 0 };
}
