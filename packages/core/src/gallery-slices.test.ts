import { describe, expect, it } from 'vitest';
import {
  blockDesignOfSliceVariant,
  GALLERY_MEDIA_TYPES,
  GALLERY_SLICE_VARIANT_RANGE,
  GallerySliceVariant,
  galleryMediaTypeOf,
  gallerySliceVariantName,
  isGalleryMediaType,
  isGallerySliceVariant,
  slideKindOfMediaType,
  widgetDesignOfBlockData,
} from './gallery-slices.ts';

describe("spec 2 §3 Enumerations: 'Gallery slice variants 1000 to 1019'", () => {
  it("numbers 'slideshow, carousel, grid, stack, summary wall, carousel, list, grid, bar, line and pie charts, image inline, poster, card, overlap, collage, stack, reservation and event widgets' from 1000", () => {
    expect(Object.entries(GallerySliceVariant)).toEqual([
      ['slideshow', 1000],
      ['carousel', 1001],
      ['grid', 1002],
      ['stack', 1003],
      ['summaryWall', 1004],
      ['summaryCarousel', 1005],
      ['summaryList', 1006],
      ['summaryGrid', 1007],
      ['barChart', 1008],
      ['lineChart', 1009],
      ['pieChart', 1010],
      ['imageInline', 1011],
      ['imagePoster', 1012],
      ['imageCard', 1013],
      ['imageOverlap', 1014],
      ['imageCollage', 1015],
      ['imageStack', 1016],
      ['reservationWidget', 1017],
      ['eventWidget', 1018],
    ]);
    expect(GALLERY_SLICE_VARIANT_RANGE).toEqual({ first: 1000, last: 1019 });
  });

  it.each([
    [1000, true],
    [1019, true],
    [999, false],
    [1020, false],
    [1000.5, false],
    ['1000', false],
    [null, false],
  ])('%j is a slice variant: %s', (value, is) => {
    expect(isGallerySliceVariant(value)).toBe(is);
  });

  it('names a variant by its number; 1019, in the range but unnamed by the spec, and others have none', () => {
    expect(gallerySliceVariantName(1000)).toBe('slideshow');
    expect(gallerySliceVariantName(1010)).toBe('pieChart');
    expect(gallerySliceVariantName(1018)).toBe('eventWidget');
    expect(gallerySliceVariantName(1019)).toBeNull();
    expect(gallerySliceVariantName(2)).toBeNull();
  });

  it('gives the gallery slices their block design; other slices none', () => {
    expect(blockDesignOfSliceVariant(1000)).toBe('slideshow');
    expect(blockDesignOfSliceVariant(1001)).toBe('carousel');
    expect(blockDesignOfSliceVariant(1002)).toBe('grid');
    expect(blockDesignOfSliceVariant(1003)).toBe('stacked');
    for (const code of [1004, 1008, 1016, 1017, 1019, 5]) expect(blockDesignOfSliceVariant(code)).toBeNull();
  });
});

describe("spec 2 §2: block data's design, 'stacked to base, slider to strip, slideshow to stacked, … anything else to base'", () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['list', 'list'],
    ['autorows', 'base'],
    [1000, 'stacked'],
    [1003, 'base'],
    [1009, 'base'],
    [undefined, 'base'],
    [{}, 'base'],
  ])('reads %j as the widget design %s', (design, widget) => {
    expect(widgetDesignOfBlockData(design)).toBe(widget);
  });
});

describe("spec 2 §3 Enumerations: 'Gallery item media types: empty image, image file, licensed image, reused image, reused asset, video'", () => {
  it('has the six, in order', () => {
    expect(GALLERY_MEDIA_TYPES).toEqual([
      'empty image',
      'image file',
      'licensed image',
      'reused image',
      'reused asset',
      'video',
    ]);
    expect(isGalleryMediaType('reused asset')).toBe(true);
    expect(isGalleryMediaType('Video')).toBe(false);
  });

  it('draws a video as a video slide and every other type as an image slide', () => {
    expect(GALLERY_MEDIA_TYPES.map(slideKindOfMediaType)).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
      'video',
    ]);
  });

  it('identifies a slide’s media type: a video, an image still to choose, an image file', () => {
    expect(galleryMediaTypeOf({ kind: 'video', hasImage: false })).toBe('video');
    expect(galleryMediaTypeOf({ kind: 'image', hasImage: false })).toBe('empty image');
    expect(galleryMediaTypeOf({ kind: 'image', hasImage: true })).toBe('image file');
  });
});
