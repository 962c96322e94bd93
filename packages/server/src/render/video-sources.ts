// What a published page's CSP must allow for its videos: frames from the player host of each kind of
// video it holds (the video block and gallery video slides mark theirs with data-video-provider), on
// that page only. Every other page keeps frame-src 'self'.
import { isVideoProvider, VIDEO_PLAYER_ORIGINS } from '@tessera/site';

const PROVIDER_ATTRIBUTE = /data-video-provider="([a-z]+)"/g;

export function videoSources(html: string): { script: []; frame: string[]; connect: []; style: [] } | null {
  const frame = new Set<string>();
  for (const [, provider] of html.matchAll(PROVIDER_ATTRIBUTE))
    if (isVideoProvider(provider)) frame.add(VIDEO_PLAYER_ORIGINS[provider]);
  return frame.size > 0 ? { script: [], frame: [...frame], connect: [], style: [] } : null;
}
