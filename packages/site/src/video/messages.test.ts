import { describe, expect, it } from 'vitest';
import { featuredImageProblem } from '../blocks/video/source.ts';
import { FEATURED_IMAGE_NEEDS_EMBED, isVimeoBasicAccount, VIMEO_BASIC_UNSUPPORTED } from './embed.ts';

const THUMBNAIL = { src: '/s/poster.jpg', width: 1600, height: 900, focalPoint: { x: 0.5, y: 0.5 } };

describe("spec 2 §8: 'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.'", () => {
  it('has the spec’s words', () => {
    expect(FEATURED_IMAGE_NEEDS_EMBED).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
  });

  it('is said of a thumbnail kept without a video to embed, and only then', () => {
    expect(featuredImageProblem(THUMBNAIL, { url: '' })).toBe(FEATURED_IMAGE_NEEDS_EMBED);
    expect(featuredImageProblem(THUMBNAIL, { url: 'https://example.com/film' })).toBe(
      FEATURED_IMAGE_NEEDS_EMBED,
    );
    expect(featuredImageProblem(THUMBNAIL, { url: 'https://vimeo.com/76979871' })).toBeUndefined();
    expect(featuredImageProblem(null, { url: '' })).toBeUndefined();
  });
});

describe("spec 2 §8: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'", () => {
  it('has the spec’s words', () => {
    expect(VIMEO_BASIC_UNSUPPORTED).toBe(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
  });

  it('reads a Basic (now Free) account from Vimeo’s oEmbed answer, nothing else', () => {
    expect(isVimeoBasicAccount({ account_type: 'basic' })).toBe(true);
    expect(isVimeoBasicAccount({ account_type: 'Free' })).toBe(true);
    expect(isVimeoBasicAccount({ account_type: 'pro' })).toBe(false);
    expect(isVimeoBasicAccount({})).toBe(false);
    expect(isVimeoBasicAccount('basic')).toBe(false);
    expect(isVimeoBasicAccount(null)).toBe(false);
  });
});
