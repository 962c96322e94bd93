// The CSP's part of a page's videos: frames from the player host of each video shown whose embed can
// be made (one that cannot shows 'Invalid video embed.' and loads nothing), on that page only.
import type { ThirdPartyNeeds } from '../third-parties.ts';
import { videoEmbedOf } from './embed.ts';
import { VIDEO_PLAYER_ORIGINS } from './providers.ts';

/** What videos given by their addresses (or embed code) need: their players' hosts. */
export function videoThirdParties(sources: readonly string[]): ThirdPartyNeeds {
  const frame = sources.flatMap((source) => {
    const embed = videoEmbedOf(source);
    return embed.kind === 'valid' ? [VIDEO_PLAYER_ORIGINS[embed.provider]] : [];
  });
  return { origins: { frame } };
}
