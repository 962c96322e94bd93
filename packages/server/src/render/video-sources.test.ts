import { describe, expect, it } from 'vitest';
import { htmlPolicy } from '../http/security-headers.ts';
import { videoSources } from './video-sources.ts';

const frameSrc = (html: string) => {
  const thirdParty = videoSources(html);
  return /frame-src ([^;]*)/.exec(
    htmlPolicy({ html, frameAncestors: "'self'", ...(thirdParty ? { thirdParty } : {}) }),
  )?.[1];
};

describe('videoSources', () => {
  it('keeps a page without a video at frame-src self', () => {
    expect(videoSources('<p>data-video-provider</p>')).toBeNull();
    expect(frameSrc('<p>Hello</p>')).toBe("'self'");
  });

  it('allows frames from the player host of each kind of video on the page, once each', () => {
    const youtube = '<div data-island="video" data-video-provider="youtube"></div>';
    expect(frameSrc(youtube + youtube)).toBe("'self' https://www.youtube-nocookie.com");
    expect(frameSrc(`${youtube}<div data-video-provider="vimeo"></div>`)).toBe(
      "'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });

  it('ignores a provider it does not know', () => {
    expect(videoSources('<div data-video-provider="evil"></div>')).toBeNull();
  });
});
