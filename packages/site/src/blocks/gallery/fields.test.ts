import { GALLERY_DESIGNS, type GalleryDesign } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { gallerySettingsFor } from '../../gallery/defaults.ts';
import { FEATURED_IMAGE_NEEDS_EMBED } from '../../video/embed.ts';
import { type AnyField, isFieldShown } from '../fields.ts';
import { refusals } from '../testing.ts';
import { videoEmbedProblem, videoUrlField } from '../video/source.ts';
import { galleryFields, newImageSlide, newVideoSlide, slideThumbnailProblem } from './fields.ts';
import { galleryBlockSchema } from './schema.ts';

const slide = { id: 'one', image: { src: '/s/one.jpg', width: 10, height: 10 } };

const shownFor = (key: keyof typeof galleryFields, settings: Record<string, unknown>) =>
  GALLERY_DESIGNS.filter((widgetDesign) =>
    isFieldShown(galleryFields[key] as AnyField, {
      ...gallerySettingsFor(widgetDesign),
      ...settings,
      widgetDesign,
    }),
  );

describe('gallery block panel', () => {
  it('spec 2 §2: offers all nine widget designs, autorows and base among them, and stores the one chosen', () => {
    expect(galleryFields.widgetDesign.label).toBe('Design');
    expect(galleryFields.widgetDesign.options.map((option) => option.value)).toEqual([...GALLERY_DESIGNS]);
    for (const { value } of galleryFields.widgetDesign.options)
      expect(galleryBlockSchema.parse({ slides: [slide], widgetDesign: value }).widgetDesign).toBe(value);
  });

  it.each([
    ['transition', {}, ['stacked']],
    ['clickBehavior', {}, ['stacked']],
    ['loop', {}, ['stacked', 'strip']],
    ['autoplay', {}, ['stacked', 'strip']],
    ['randomize', { autoplay: true }, ['stacked', 'strip']],
    ['randomize', { autoplay: false }, []],
    ['autoplayDuration', { autoplay: true }, ['stacked', 'strip']],
  ] as const)('shows %s (with %j) only for the designs that read it: %j', (key, settings, designs) => {
    expect(shownFor(key, settings)).toEqual(designs satisfies readonly GalleryDesign[]);
  });

  it('offers every stacked transition and click behaviour of core, with core’s defaults', () => {
    const transition = galleryFields.transition.options.map((option) => option.value);
    expect(transition).toEqual(['fade', 'kenBurns', 'newSwipe', 'scroll', 'swipe']);
    expect(galleryFields.clickBehavior.options.map((option) => option.value)).toEqual([
      'next',
      'previous',
      'halves',
    ]);
    expect(gallerySettingsFor('stacked')).toMatchObject({
      transition: 'fade',
      clickBehavior: 'next',
      loop: true,
    });
  });

  it('adds an image or a video slide, each asking for what it still needs', () => {
    expect(galleryFields.slides.newItemKinds?.map((kind) => kind.label)).toEqual(['Add image', 'Add video']);
    const video = newVideoSlide();
    expect(video).toMatchObject({ kind: 'video', video: { url: '', mode: 'fit' }, thumbnail: null });
    expect(video.id).not.toBe(newVideoSlide().id);
    expect(refusals(galleryBlockSchema, { slides: [newImageSlide(), video] })).toEqual({
      'slides.0.image': 'Choose an image.',
      'slides.1.video.url': 'Paste the address of a YouTube or Vimeo video, or its embed code.',
    });
    const given = { ...video, video: { url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'fill' } };
    expect(galleryBlockSchema.parse({ slides: [given] }).slides).toEqual([given]);
  });

  it('shows a video slide its address, fit and thumbnail, an image slide its image and focal point', () => {
    const fields = galleryFields.slides.fields as unknown as Record<string, AnyField>;
    const shown = (slide: object) =>
      Object.entries(fields).flatMap(([key, field]) =>
        isFieldShown(field, slide as Record<string, unknown>) ? [key] : [],
      );
    expect(shown(newVideoSlide())).toEqual(['video', 'thumbnail', 'alt', 'caption', 'clickThroughUrl']);
    expect(shown(newImageSlide())).toEqual(['image', 'alt', 'caption', 'clickThroughUrl', 'focalPoint']);
  });

  it('says "Invalid video embed." under a video’s address the page cannot embed, as the video block does', () => {
    const group = (galleryFields.slides.fields as unknown as Record<string, AnyField>).video;
    if (group?.kind !== 'group') throw new Error('the video is a group of fields');
    // The video block's own field, with its check.
    expect(group.fields.url).toBe(videoUrlField);
    expect(videoUrlField.check).toBe(videoEmbedProblem);
    const check = videoEmbedProblem;
    expect(check('https://example.com/film')).toBe('Invalid video embed.');
    expect(check('<div>no player</div>')).toBe('Invalid video embed.');
    expect(check('')).toBeUndefined();
    expect(check('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBeUndefined();
  });

  it("spec 2 §8: says 'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.' of a video slide's thumbnail without a video to embed", () => {
    const fields = galleryFields.slides.fields as unknown as Record<string, AnyField>;
    expect(fields.thumbnail && 'check' in fields.thumbnail && fields.thumbnail.check).toBe(
      slideThumbnailProblem,
    );
    const thumbnail = { src: '/s/poster.jpg', width: 1600, height: 900, focalPoint: { x: 0.5, y: 0.5 } };
    const withVideo = (url: string) => ({
      ...newVideoSlide(),
      thumbnail,
      video: { url, mode: 'fit' as const },
    });
    expect(slideThumbnailProblem(thumbnail, withVideo(''))).toBe(FEATURED_IMAGE_NEEDS_EMBED);
    expect(slideThumbnailProblem(thumbnail, withVideo('https://example.com/film'))).toBe(
      FEATURED_IMAGE_NEEDS_EMBED,
    );
    expect(slideThumbnailProblem(thumbnail, withVideo('https://youtu.be/dQw4w9WgXcQ'))).toBeUndefined();
    expect(slideThumbnailProblem(null, withVideo(''))).toBeUndefined();
    expect(slideThumbnailProblem(thumbnail, newImageSlide())).toBeUndefined();
  });
});
