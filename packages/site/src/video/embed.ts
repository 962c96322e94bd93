// What an owner gives for a video — a page address of one of the two hosted-video kinds, or embed code
// pasted from one — turned into the one embed we make (widgets spec sections 3, 5 and 8: an embed
// must hold an iframe, or an object with an embed, else 'Invalid video embed.').
//
// Pasted HTML is never rendered. Only the address of its iframe (or of its object's embed) is read,
// and that address must be https and name a video of an allowed host; the embed is then built from
// the video's id, exactly as from a page address. Nothing else of the paste survives: no attributes,
// no scripts, no other host.
import { VIDEO_PLAYER_ORIGINS, type VideoProvider } from './providers.ts';

export const INVALID_VIDEO_EMBED = 'Invalid video embed.';

/**
 * Widgets spec section 8, for a thumbnail (a custom featured image) chosen for a video no embed is
 * made from: the thumbnail is only ever drawn over an embedded video's player, so it would show
 * nowhere (an invalid source shows its error, an empty one nothing).
 */
export const FEATURED_IMAGE_NEEDS_EMBED =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';

/** Widgets spec section 8, for a Vimeo video shared from a Basic account (server/src/video checks). */
export const VIMEO_BASIC_UNSUPPORTED =
  'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

/**
 * Whether Vimeo's oEmbed answer for a video names a Basic account. Its `account_type` is 'basic' for
 * one; Vimeo has since renamed the plan Free, so 'free' counts too. Any other answer (another plan,
 * no field, not an object) is no Basic account: only what Vimeo says is held against a video.
 */
export function isVimeoBasicAccount(oembed: unknown): boolean {
  if (typeof oembed !== 'object' || oembed === null) return false;
  const type = (oembed as { account_type?: unknown }).account_type;
  return typeof type === 'string' && ['basic', 'free'].includes(type.toLowerCase());
}

export type VideoEmbed =
  | {
      kind: 'valid';
      provider: VideoProvider;
      /** The player's address, without autoplay: the island adds it when the visitor asks */
      src: string;
      /** What the owner gave was embed code rather than an address (spec: embed type iframe/object) */
      type: 'url' | 'iframe' | 'object';
    }
  | { kind: 'invalid'; message: typeof INVALID_VIDEO_EMBED };

const INVALID = { kind: 'invalid', message: INVALID_VIDEO_EMBED } as const;
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Long enough for any real address or embed code; a longer paste is refused unread. */
export const MAX_VIDEO_SOURCE_LENGTH = 5000;

/** Seconds of YouTube's `t`/`start` (90, 90s, 1m30s), or 0. */
function startSeconds(value: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live|v)\/([^/]+)$/.exec(url.pathname)?.[1];
}

function youtubeEmbed(url: URL): string | undefined {
  const id = youtubeIdOf(url);
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  // enablejsapi: the player takes the play and pause commands the island posts.
  const src = new URL(`/embed/${id}`, VIDEO_PLAYER_ORIGINS.youtube);
  src.searchParams.set('enablejsapi', '1');
  src.searchParams.set('rel', '0');
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start > 0) src.searchParams.set('start', String(start));
  return src.href;
}

function vimeoEmbed(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/ID and vimeo.com/showcase/S/video/ID name it after 'video'; vimeo.com/ID
  // and vimeo.com/channels/NAME/ID as the first number.
  const at = parts.includes('video')
    ? parts.indexOf('video') + 1
    : parts.findIndex((part) => VIMEO_ID.test(part));
  const id = parts[at];
  if (!id || !VIMEO_ID.test(id)) return undefined;
  const src = new URL(`/video/${id}`, VIDEO_PLAYER_ORIGINS.vimeo);
  // dnt: Vimeo's player sets no tracking cookies.
  src.searchParams.set('dnt', '1');
  // An unlisted video's private hash: vimeo.com/ID/HASH, or h=HASH on the player's address.
  const hash = url.searchParams.get('h') ?? parts[at + 1];
  if (hash && VIMEO_HASH.test(hash)) src.searchParams.set('h', hash);
  return src.href;
}

function embedOfUrl(address: string, type: 'url' | 'iframe' | 'object'): VideoEmbed {
  let url: URL;
  try {
    url = new URL(address.startsWith('//') ? `https:${address}` : address);
  } catch {
    return INVALID;
  }
  // A page address may be typed with http; an address taken from embed code must already be https.
  const schemes = type === 'url' ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || url.port) return INVALID;
  url.hostname = url.hostname.toLowerCase();
  const youtube = youtubeEmbed(url);
  if (youtube) return { kind: 'valid', provider: 'youtube', src: youtube, type };
  const vimeo = vimeoEmbed(url);
  if (vimeo) return { kind: 'valid', provider: 'vimeo', src: vimeo, type };
  return INVALID;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

/** The value of `name` on the first `tag` element of `html`, entities decoded; undefined if none. */
function attributeOf(html: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b([^>]*)>`, 'i').exec(html)?.[1];
  if (element === undefined) return undefined;
  const attribute = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    element,
  );
  const value = attribute?.[1] ?? attribute?.[2] ?? attribute?.[3];
  return value?.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

/** The address inside embed code: its iframe's, else the embed's inside its object. */
function embedCodeSource(html: string): { src: string; type: 'iframe' | 'object' } | undefined {
  const iframe = attributeOf(html, 'iframe', 'src');
  if (iframe !== undefined) return { src: iframe.trim(), type: 'iframe' };
  const object = /<object\b[\s\S]*?<\/object\s*>/i.exec(html)?.[0];
  const embed = object ? attributeOf(object, 'embed', 'src') : undefined;
  return embed === undefined ? undefined : { src: embed.trim(), type: 'object' };
}

/**
 * The embed for what the owner gave: a page address (YouTube, youtu.be, Vimeo) or embed code. Anything
 * else — embed code without an iframe or an object with an embed, another host, plain http in embed
 * code — is invalid, with the spec's message.
 */
export function videoEmbedOf(source: string): VideoEmbed {
  const given = source.trim();
  if (given === '' || given.length > MAX_VIDEO_SOURCE_LENGTH) return INVALID;
  if (!given.startsWith('<')) return embedOfUrl(given, 'url');
  const code = embedCodeSource(given);
  return code ? embedOfUrl(code.src, code.type) : INVALID;
}
