// What the config area asks of a video before an owner keeps it (widgets spec section 8): whether an
// embed can be made from it ('Invalid video embed.') and, for a Vimeo video, whether Vimeo says it was
// shared from a Basic account ('Vimeo Basic accounts are unsupported. Please share a video from a
// different account.'). Vimeo is asked through its public oEmbed endpoint with the video's player
// address only: the request goes nowhere else, whatever the owner typed.
import {
  INVALID_VIDEO_EMBED,
  isVimeoBasicAccount,
  VIMEO_BASIC_UNSUPPORTED,
  videoEmbedOf,
} from '@tessera/site/video/index.ts';

/** Vimeo's oEmbed endpoint (tests give a local fake). */
export const VIMEO_OEMBED_URL = 'https://vimeo.com/api/oembed.json';
/** Vimeo slower than this answers nothing: the owner is not kept waiting, and the video is not held against. */
const VIMEO_TIMEOUT_MS = 5000;

/** The problem with a video's address or embed code, or null when there is none to say. */
export async function videoSourceProblem(
  source: string,
  vimeoOembedUrl = VIMEO_OEMBED_URL,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const embed = videoEmbedOf(source);
  if (embed.kind === 'invalid') return INVALID_VIDEO_EMBED;
  if (embed.provider !== 'vimeo') return null;
  const address = new URL(vimeoOembedUrl);
  address.searchParams.set('url', embed.src);
  try {
    const response = await fetcher(address, {
      signal: AbortSignal.timeout(VIMEO_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    // A private or removed video, or Vimeo down: nothing Vimeo said about the account.
    if (!response.ok) return null;
    return isVimeoBasicAccount(await response.json()) ? VIMEO_BASIC_UNSUPPORTED : null;
  } catch {
    return null;
  }
}
