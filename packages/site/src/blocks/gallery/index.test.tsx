import { autocolumnsColumnCount, GALLERY_DESIGNS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { autocolumnsSteps } from '../../gallery/designs/autocolumns.tsx';
import { migrateData } from '../layout.ts';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { gallery } from './index.tsx';
import { galleryBlockSchema, UNKNOWN_DESIGN } from './schema.ts';

const wide = { src: '/s/wide.jpg', width: 1200, height: 600 };
const tall = { src: '/s/tall.jpg', width: 600, height: 900 };
const slides = [
  { id: 's1', image: wide, alt: 'A wide picture', caption: 'First' },
  { id: 's2', image: tall, alt: 'A tall picture' },
  { id: 's3', image: wide, alt: '', caption: 'Linked', clickThroughUrl: '/shop' },
];

const parse = (data: object) => galleryBlockSchema.parse({ slides, ...data });
const draw = (data: object, onPage = true) =>
  htmlDocument(renderBlock(gallery, { slides, ...data }, { onPage }));
function one(doc: Document, selector: string): Element {
  const found = doc.querySelector(selector);
  if (!found) throw new Error(`nothing at ${selector}`);
  return found;
}
const rules = (doc: Document) => doc.querySelector('.gallery style')?.textContent ?? '';

describe('gallery block data', () => {
  it('is a grid by default: 4 a row, padding 20, square thumbnails, the lightbox on (spec section 9)', () => {
    expect(parse({})).toMatchObject({
      widgetDesign: 'grid',
      slidesPerRow: 4,
      padding: 20,
      squareThumbs: true,
      lightbox: true,
      lightboxTheme: 'dark',
      label: 'Gallery',
    });
  });

  it("fills each design's own defaults from core: autocolumns 250 wide with no gutter, autorows 250 high with 20", () => {
    expect(parse({ widgetDesign: 'autocolumns' })).toMatchObject({
      columnWidth: 250,
      gutter: 0,
      lightbox: false,
    });
    expect(parse({ widgetDesign: 'autorows' })).toMatchObject({ rowHeight: 250, gutter: 20 });
    expect(parse({ widgetDesign: 'carousel' })).toMatchObject({ gutter: 1, slidesPerRow: 3 });
    expect(parse({ widgetDesign: 'strip' })).toMatchObject({ vSize: 10 });
  });

  it('keeps what the owner set over the design default', () => {
    expect(parse({ widgetDesign: 'autorows', gutter: 4, lightbox: true })).toMatchObject({
      gutter: 4,
      lightbox: true,
    });
  });

  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['autorows', 'base'],
    ['strip', 'base'],
    ['mosaic', 'base'],
    ['', 'base'],
    [7, 'base'],
    [{}, 'base'],
  ])(
    "spec 2 §2: reads block data's design %j through the mapping ('stacked to base, slider to strip, slideshow to stacked, … anything else to base'): %s",
    (design, widgetDesign) => {
      const parsed = parse({ design });
      expect(parsed.widgetDesign).toBe(widgetDesign);
      // What is stored is the widget design; the block data's name is not kept beside it.
      expect(parsed).not.toHaveProperty('design');
      // Stored and read again, the same design: the parse is its own fixed point.
      expect(galleryBlockSchema.parse(parsed).widgetDesign).toBe(widgetDesign);
    },
  );

  it('spec 2 §2: draws the design the mapping gives — block data’s stacked is the base design, not the slideshow', () => {
    expect(draw({ design: 'stacked' }).querySelector('.gallery')?.getAttribute('data-design')).toBe('base');
    expect(draw({ design: 'autorows' }).querySelector('.gallery')?.getAttribute('data-design')).toBe('base');
    expect(draw({ design: 'slideshow' }).querySelector('.gallery-stacked')).not.toBeNull();
  });

  it('keeps the widget design the owner chose over block data’s design, and reads hyphenated keys', () => {
    expect(parse({ widgetDesign: 'autorows', design: 'grid' }).widgetDesign).toBe('autorows');
    expect(parse({ 'square-thumbs': false, 'meta-position': 'top', 'autoplay-duration': 3 })).toMatchObject({
      squareThumbs: false,
      metaPosition: 'top',
      autoplayDuration: 3,
    });
  });

  it('spec 2 §3: reads a gallery slice variant given as the design (1000 slideshow, 1003 stack; a chart is base)', () => {
    expect(parse({ design: 1000 }).widgetDesign).toBe('stacked');
    expect(parse({ design: 1001 }).widgetDesign).toBe('carousel');
    expect(parse({ design: 1002 }).widgetDesign).toBe('grid');
    expect(parse({ design: 1003 }).widgetDesign).toBe('base');
    expect(parse({ design: 1008 }).widgetDesign).toBe('base');
  });

  it('accepts each of the nine widget designs', () => {
    for (const widgetDesign of GALLERY_DESIGNS)
      expect(parse({ widgetDesign }).widgetDesign).toBe(widgetDesign);
  });

  it.each([['mosaic'], [''], [7], [{}]])(
    "spec 2 §8: refuses the widget design %j with 'These are not the gallery designs you are looking for'",
    (widgetDesign) => {
      expect(refusals(galleryBlockSchema, { slides, widgetDesign })).toEqual({
        widgetDesign: UNKNOWN_DESIGN,
      });
      expect(UNKNOWN_DESIGN).toBe('These are not the gallery designs you are looking for');
    },
  );

  it.each([
    ['grid', 'grid'],
    ['autorows', 'autorows'],
    ['stacked', 'stacked'],
    ['strip', 'strip'],
    ['base', 'base'],
    ['slideshow', 'stacked'],
    ['slider', 'strip'],
  ])('migrates a version 1 block of design %j to the widget design it drew, %s', (design, drawn) => {
    const migrated = migrateData(gallery, 1, { slides, design });
    expect(galleryBlockSchema.parse(migrated).widgetDesign).toBe(drawn);
  });

  it('spec 2 §3: identifies a slide by its gallery item media type (a video, an empty image, an image file)', () => {
    const parsed = galleryBlockSchema.parse({
      slides: [
        { mediaType: 'image file', id: 'i1', image: wide },
        { mediaType: 'reused asset', id: 'i2', image: tall },
        { mediaType: 'video', id: 'v1', video: { url: 'https://vimeo.com/1' } },
      ],
    });
    expect(parsed.slides.map((slide) => slide.kind)).toEqual(['image', 'image', 'video']);
    expect(refusals(galleryBlockSchema, { slides: [{ mediaType: 'empty image', id: 'e1' }] })).toEqual({
      'slides.0.image': 'Choose an image.',
    });
    expect(refusals(galleryBlockSchema, { slides: [{ mediaType: 'hologram', id: 'h1' }] })).toEqual({
      'slides.0.kind': 'A slide is an image or a video.',
    });
  });

  it('takes a column width given as text as an integer, and refuses one that is not positive', () => {
    expect(parse({ widgetDesign: 'autocolumns', columnWidth: '300px' }).columnWidth).toBe(300);
    for (const columnWidth of [0, -5, 'wide'])
      expect(refusals(galleryBlockSchema, { slides, design: 'autocolumns', columnWidth })).toEqual({
        columnWidth: 'The column width must be a positive number.',
      });
  });

  it('treats a slide without a kind as an image, and keeps a video slide as the model has it', () => {
    const video = { kind: 'video', id: 'v1', video: { url: 'https://vimeo.com/1' } };
    const parsed = galleryBlockSchema.parse({ slides: [{ id: 'i1', image: wide }, video] });
    expect(parsed.slides.map((slide) => slide.kind)).toEqual(['image', 'video']);
    expect(parsed.slides[1]).toMatchObject({
      video: { url: 'https://vimeo.com/1', mode: 'fit' },
      thumbnail: null,
    });
  });

  it('gives the slideshow options core’s defaults: fade, a click shows the next, in order, looping', () => {
    expect(parse({ design: 'slideshow' })).toMatchObject({
      transition: 'fade',
      clickBehavior: 'next',
      randomize: false,
      loop: true,
    });
    expect(refusals(galleryBlockSchema, { slides, transition: 'wipe' })).toEqual({
      transition:
        'Choose a transition: Fade; Ken Burns (a slow zoom); Swipe, following the finger; Scroll; Swipe.',
    });
    expect(refusals(galleryBlockSchema, { slides, clickBehavior: 'up' })).toEqual({
      clickBehavior:
        'Choose what a click shows: Next slide; Previous slide; Right half next, left half previous.',
    });
  });

  it('takes a video slide’s address or embed code as the video block does, keeping one it cannot embed', () => {
    const embed = '<iframe src="https://player.vimeo.com/video/76979871" width="640"></iframe>';
    const video = (url: string) => ({ kind: 'video', id: 'v', video: { url } });
    expect(parse({ slides: [video(embed)] }).slides[0]).toMatchObject({ video: { url: embed, mode: 'fit' } });
    expect(parse({ slides: [video('https://example.com/film')] }).slides[0]).toMatchObject({
      video: { url: 'https://example.com/film' },
    });
    const doc = draw({ slides: [video('https://example.com/film')], design: 'grid' });
    expect(one(doc, '[data-type="video"] .video-error').textContent).toBe('Invalid video embed.');
  });

  it('draws the slideshow with the transition and options the owner chose', () => {
    const doc = draw({ design: 'slideshow', transition: 'kenBurns', loop: false });
    const root = one(doc, '.gallery-stacked') as HTMLElement;
    expect(root.dataset.transition).toBe('kenBurns');
    expect(JSON.parse(root.dataset.gallery ?? '').designOptions).toEqual({
      transition: 'kenBurns',
      clickBehavior: 'next',
      randomize: false,
      loop: false,
    });
  });

  it.each([
    ['no slides', { slides: [] }, 'slides', 'A gallery needs at least one image.'],
    [
      'a slide without its image',
      { slides: [{ id: 'x', image: null }] },
      'slides.0.image',
      'Choose an image.',
    ],
    [
      'a link that is not one',
      { slides: [{ id: 'x', image: wide, clickThroughUrl: 'java script:' }] },
      'slides.0.clickThroughUrl',
      'Please enter a valid link.',
    ],
    [
      'a script link',
      { slides: [{ id: 'x', image: wide, clickThroughUrl: 'javascript:alert(1)' }] },
      'slides.0.clickThroughUrl',
      'Please enter a valid link.',
    ],
    ['a slide without an id', { slides: [{ image: wide }] }, 'slides.0.id', 'Each slide needs an id.'],
    [
      'a video without its address',
      { slides: [{ kind: 'video', id: 'v', video: { url: ' ' } }] },
      'slides.0.video.url',
      'Paste the address of a YouTube or Vimeo video, or its embed code.',
    ],
    [
      'a list image size of 100%',
      { slides, listImageSize: 100 },
      'listImageSize',
      'The image size is at most 90.',
    ],
    [
      'an unknown lightbox theme',
      { slides, lightboxTheme: 'sepia' },
      'lightboxTheme',
      'Choose light or dark.',
    ],
  ])('refuses %s, saying why', (_name, data, path, message) => {
    expect(refusals(galleryBlockSchema, data)).toEqual({ [path]: message });
  });
});

describe('gallery designs', () => {
  it('draws a grid of its slides with the lightbox island on, each unlinked slide opening its image', () => {
    const doc = draw({});
    const root = one(doc, '.gallery');
    expect(root.className).toBe('gallery gallery-grid g-b1');
    expect(root.getAttribute('data-island')).toBe('lightbox');
    expect(root.getAttribute('data-lightbox-label')).toBe('Gallery');
    expect(rules(doc)).toContain('--g-cols:4;');
    expect(rules(doc)).toContain('--g-gap:20px');
    expect(rules(doc)).toContain('--g-ratio:1;');
    const items = [...doc.querySelectorAll('a[data-lightbox-item]')].map((a) => a.getAttribute('href'));
    expect(items).toEqual(['/s/wide.jpg', '/s/tall.jpg']);
    expect(doc.querySelectorAll('img.gallery-crop')).toHaveLength(3);
  });

  it('links a slide with a click-through URL there, named by its caption when it has no alternative text', () => {
    const link = one(draw({}), '[data-slide-id="s3"] a');
    expect(link.getAttribute('href')).toBe('/shop');
    expect(link.hasAttribute('data-lightbox-item')).toBe(false);
    expect(link.getAttribute('aria-label')).toBe('Linked');
    expect(link.closest('figure')?.getAttribute('data-click-through-url')).toBe('/shop');
  });

  it('has no lightbox and no image links when it is off', () => {
    const doc = draw({ lightbox: false });
    expect(doc.querySelector('[data-island]')).toBeNull();
    expect(doc.querySelectorAll('a')).toHaveLength(1);
  });

  it("marks each slide as the spec's slide element", () => {
    const slide = one(draw({ design: 'base' }), '[data-slide-id="s2"]');
    expect(slide.getAttribute('data-type')).toBe('image');
    expect(slide.getAttribute('data-image-dimensions')).toBe('600x900');
    expect(slide.getAttribute('data-image-focal-point')).toBe('0.5,0.5');
  });

  it('draws autocolumns by core’s column count at every width, in container queries', () => {
    const css = rules(draw({ design: 'autocolumns', columnWidth: 300, gutter: 10 }));
    for (const width of [200, 310, 320, 800, 1000, 1500]) {
      const steps = [...css.matchAll(/width > (-?\d+)px\)\{[^{]+\{--g-cols:(\d+)\}/g)];
      const applied = steps.filter(([, above]) => width > Number(above)).at(-1)?.[2];
      expect(Number(applied), `${width} px`).toBe(autocolumnsColumnCount(width, 300, 10, 'ceil'));
    }
    expect(autocolumnsSteps(1, 0)).toHaveLength(23);
  });

  it('draws autorows from each slide’s own ratio and the row height', () => {
    const css = rules(draw({ widgetDesign: 'autorows' }));
    expect(css).toContain('--g-row:250px');
    expect(css).toContain('.gallery-slides>:nth-child(1){--g-a:2}');
    expect(css).toContain('.gallery-slides>:nth-child(2){--g-a:0.6667}');
  });

  it('draws a list with its image size, captions beside the picture where meta-position says', () => {
    const doc = draw({ design: 'list', listImageSize: 40, metaPosition: 'top' });
    expect(doc.querySelector('.gallery')?.classList.contains('gallery-meta-top')).toBe(true);
    expect(rules(doc)).toContain('--g-size:40%');
    expect(doc.querySelector('[data-slide-id="s1"] figcaption')?.textContent).toBe('First');
    expect(draw({ design: 'list', metaPosition: 'none' }).querySelector('figcaption')).toBeNull();
  });

  it('draws autogrid and base with their own classes and the shared gap', () => {
    expect(rules(draw({ design: 'autogrid' }))).toContain('--g-column:250px');
    expect(draw({ design: 'base' }).querySelector('.gallery-base figcaption')?.textContent).toBe('First');
  });

  it('sets its numbers through the CSSOM in the editor’s canvas, where an inline <style> is refused', () => {
    const html = renderBlock(gallery, { slides }, { onPage: false });
    expect(html).not.toContain('<style>');
    expect(html).toContain('--g-cols:4');
  });

  it('draws a video slide behind its thumbnail overlay, the player asked for only on play', () => {
    const doc = draw({
      slides: [
        {
          kind: 'video',
          id: 'v1',
          video: { url: 'https://vimeo.com/1' },
          caption: 'A film',
          thumbnail: wide,
          alt: 'Still',
        },
      ],
    });
    expect(doc.querySelector('[data-type="video"] img')?.getAttribute('alt')).toBe('Still');
    expect(doc.querySelector('[data-type="video"] figcaption')?.textContent).toBe('A film');
    expect(doc.querySelector('iframe')).toBeNull();
    const video = doc.querySelector('[data-type="video"] [data-island="video"]');
    expect(video?.getAttribute('data-video-src')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/1\?dnt=1/);
    expect(video?.getAttribute('data-video-provider')).toBe('vimeo');
    expect(doc.querySelector('[data-type="video"] button')?.getAttribute('aria-label')).toBe(
      'Play video: A film',
    );
  });

  it('names its slide list for assistive technology', () => {
    expect(draw({ label: 'Studio' }).querySelector('ul')?.getAttribute('aria-label')).toBe('Studio');
  });
});
