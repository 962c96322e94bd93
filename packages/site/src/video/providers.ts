// The two hosted-video kinds whose players we embed, and each one's player host. A plain module: the
// island and the server's CSP read the hosts without the address parser.

export type VideoProvider = 'youtube' | 'vimeo';

/** Each kind's player host: a page's CSP allows frames from exactly these, and only on a page with a video. */
export const VIDEO_PLAYER_ORIGINS: Record<VideoProvider, string> = {
  // YouTube's privacy-enhanced host: no cookies until the visitor plays the video.
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

export function isVideoProvider(value: string | undefined): value is VideoProvider {
  return value === 'youtube' || value === 'vimeo';
}
