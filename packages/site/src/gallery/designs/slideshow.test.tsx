import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../blocks/testing.ts';
import { ImageSequence, ImageSequenceScope } from '../../page/Picture.tsx';
import type { GallerySettings } from '../model.ts';
import { StackedDesign, stackedCss } from './stacked.tsx';
import { StripDesign } from './strip.tsx';
import { TEST_SETTINGS, TEST_SLIDES } from './test-gallery.ts';

function render(design: typeof StackedDesign, settings: Partial<GallerySettings> = {}, options = {}) {
  const element = createElement(design, {
    blockId: 'b7',
    label: 'Studio work',
    slides: TEST_SLIDES,
    settings: { ...TEST_SETTINGS, ...settings },
    ...options,
  });
  const html = renderToStaticMarkup(
    createElement(ImageSequenceScope, { value: new ImageSequence() }, element),
  );
  return { html, doc: htmlDocument(html) };
}

const root = (doc: Document) => doc.querySelector<HTMLElement>('section') as HTMLElement;

describe('stacked slideshow design', () => {
  it('is a labelled region holding the island’s block data from the settings', () => {
    const { doc } = render(StackedDesign, { autoplay: true, autoplayDuration: 3, activeAlignment: 'left' });
    const section = root(doc);
    expect(section.getAttribute('aria-label')).toBe('Studio work');
    expect(section.id).toBe('gallery-b7');
    expect(section.dataset.island).toBe('gallery-motion');
    expect(section.dataset.transition).toBe('fade');
    // The block design name (spec section 2: slideshow to stacked), read back through the mapping.
    expect(JSON.parse(section.dataset.gallery ?? '')).toEqual({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 3,
      'active-alignment': 'left',
      thumbnails: false,
    });
  });

  it('shows the first slide and reaches every other by a link to it, which works without JavaScript', () => {
    const { doc } = render(StackedDesign);
    const slides = [...doc.querySelectorAll<HTMLElement>('.gm-viewport .gm-slide')];
    expect(slides.map((slide) => slide.dataset.slideId)).toEqual(['fern', 'oat', 'plum', 'kiln']);
    expect(slides.map((slide) => slide.hasAttribute('data-current'))).toEqual([true, false, false, false]);
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.gm-pager a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(slides.map((slide) => `#${slide.id}`));
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.getAttribute('aria-label')).toBe('Slide 2: Oat bowls');
    // The CSS that shows a link's target in the first one's place when the island has not run.
    expect(stackedCss).toContain(
      ':not([data-hydrated]) .gm-slide:target{position:relative;opacity:1;visibility:visible}',
    );
  });

  it('keeps the spec’s slide attributes and draws each image with its size and renditions', () => {
    const { doc } = render(StackedDesign);
    const oat = doc.querySelector<HTMLElement>('[data-slide-id="oat"]');
    expect(oat?.dataset.type).toBe('image');
    expect(oat?.dataset.clickThroughUrl).toBe('/shop/oat-bowls');
    // A click-through slide is a link there, which works without the island too.
    expect(oat?.querySelector('a')?.getAttribute('href')).toBe('/shop/oat-bowls');
    expect(oat?.getAttribute('aria-roledescription')).toBe('slide');
    expect(oat?.getAttribute('aria-label')).toBe('2 of 4');
    const image = doc.querySelector('[data-slide-id="fern"] img');
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('1000');
    expect(image?.getAttribute('srcset')).toContain('1000w');
    expect(image?.getAttribute('sizes')).toBeTruthy();
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(doc.querySelector('[data-slide-id="oat"] img')?.getAttribute('loading')).toBe('lazy');
    expect(doc.querySelector('[data-slide-id="fern"] figcaption')?.textContent).toBe('Fern mugs');
  });

  it('gives a video slide its type and its thumbnail, and no third-party request', () => {
    const { html, doc } = render(StackedDesign);
    const kiln = doc.querySelector<HTMLElement>('.gm-slide[data-slide-id="kiln"]');
    expect(kiln?.dataset.type).toBe('video');
    expect(kiln?.querySelector('img')?.getAttribute('src')).toBe('/s/kiln.jpg');
    // The player's address waits in a data attribute: no iframe, no src, no link to the video host.
    expect(kiln?.querySelector('[data-island="video"]')?.getAttribute('data-video-src')).toContain('vimeo');
    expect(doc.querySelector('iframe')).toBeNull();
    expect(html).not.toMatch(/\s(src|href|srcset)="https:\/\/[^"]*vimeo/);
  });

  it('has previous and next buttons with labels, hidden until the island makes them work', () => {
    const { doc } = render(StackedDesign);
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button:not(.video-overlay)')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Next slide',
    ]);
    expect(buttons.every((button) => button.hidden)).toBe(true);
    expect(doc.querySelector('.gm-status')?.getAttribute('aria-live')).toBe('polite');
  });

  it('with autoplay, has a pause button first in the stage, hidden until the island makes it work', () => {
    for (const design of [StackedDesign, StripDesign]) {
      const { doc } = render(design, { autoplay: true });
      const pause = doc.querySelector('.gm-stage > button:first-child') as HTMLButtonElement;
      expect(pause.getAttribute('aria-label')).toBe('Pause slideshow');
      expect(pause.dataset.gmAutoplay).toBe('pause');
      expect(pause.hidden).toBe(true);
    }
    // No button without autoplay, nor with one slide (nothing to play).
    expect(render(StackedDesign).doc.querySelector('[data-gm-autoplay]')).toBeNull();
    const single = renderToStaticMarkup(
      createElement(StackedDesign, {
        blockId: 'b7',
        label: 'One',
        slides: TEST_SLIDES.slice(0, 1),
        settings: { ...TEST_SETTINGS, autoplay: true },
      }),
    );
    expect(single).not.toContain('data-gm-autoplay');
  });

  it('offers no lightbox, even with it on: a slide click is the slideshow’s (spec section 4)', () => {
    for (const design of [StackedDesign, StripDesign]) {
      const { doc } = render(design, { lightbox: true });
      expect(root(doc).dataset.island).toBe('gallery-motion');
      expect(doc.querySelector('[data-lightbox-item]')).toBeNull();
    }
  });

  it('with thumbnails, links each slide from a strip under it, sized by the settings', () => {
    const { doc } = render(StackedDesign, { thumbnails: true, thumbnailStripHeight: 64, padding: 20 });
    const css = doc.querySelector('style')?.textContent;
    expect(doc.querySelector('.gm-pager')).toBeNull();
    const thumbs = [...doc.querySelectorAll<HTMLAnchorElement>('.gm-thumbs a')];
    expect(thumbs.map((link) => link.hash)).toEqual([
      '#gallery-b7-slide-fern',
      '#gallery-b7-slide-oat',
      '#gallery-b7-slide-plum',
      '#gallery-b7-slide-kiln',
    ]);
    expect(css).toContain('--gm-thumb-height:64px');
    // Thumbnail padding is at most 5 px (spec section 9).
    expect(css).toContain('--gm-thumb-gap:5px');
  });

  it('crops to a fixed ratio with a rule on the block, never a style attribute', () => {
    const { html, doc } = render(StackedDesign, { imageAspectRatio: 1.5 });
    expect(html).not.toContain('style="');
    expect(doc.querySelector('style')?.textContent).toBe(
      '.g-b7{--g-gap:0px;--g-ratio:1.5;--g-fit:cover;--gm-thumb-height:80px;--gm-thumb-margin:10px;--gm-thumb-gap:5px}',
    );
    expect(root(doc).classList).toContain('g-b7');
    expect(doc.querySelector('[data-slide-id="oat"] img')?.className).toContain('gallery-crop');
  });

  it('writes the design options it is given for the island', () => {
    const { doc } = render(
      StackedDesign,
      {},
      { options: { transition: 'kenBurns', clickBehavior: 'halves' } },
    );
    expect(root(doc).dataset.transition).toBe('kenBurns');
    expect(JSON.parse(root(doc).dataset.gallery ?? '').designOptions).toEqual({
      transition: 'kenBurns',
      clickBehavior: 'halves',
    });
  });
});

describe('the slideshow options of the block’s settings', () => {
  it('are written for the island: the stacked design’s transition and click, and both designs’ loop and order', () => {
    const settings = {
      transition: 'kenBurns',
      clickBehavior: 'halves',
      randomize: true,
      loop: false,
    } as const;
    const stacked = root(render(StackedDesign, settings).doc);
    expect(stacked.dataset.transition).toBe('kenBurns');
    expect(JSON.parse(stacked.dataset.gallery ?? '').designOptions).toEqual(settings);
    const strip = root(render(StripDesign, settings).doc);
    expect(JSON.parse(strip.dataset.gallery ?? '').designOptions).toEqual({ randomize: true, loop: false });
  });

  it('give way to the options a design is given', () => {
    const { doc } = render(StackedDesign, { transition: 'scroll' }, { options: { transition: 'swipe' } });
    expect(root(doc).dataset.transition).toBe('swipe');
  });
});

describe('strip design', () => {
  it('is a row of links to its slides, the first current, at the height vSize gives', () => {
    const { html, doc } = render(StripDesign, { vSize: 8 });
    expect(html).not.toContain('style="');
    const section = root(doc);
    expect(section.className).toContain('gallery-strip');
    expect(JSON.parse(section.dataset.gallery ?? '').design).toBe('slider');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.gm-viewport a.gm-item')];
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    expect(links[0]?.hash).toBe(`#${links[0]?.parentElement?.id}`);
    expect(links[2]?.getAttribute('aria-label')).toBe('A plum-coloured vase');
    expect(doc.querySelector('style')?.textContent).toContain('--gm-strip-height:20rem');
  });

  it('makes a safe id of any block id', () => {
    const element = createElement(StripDesign, {
      blockId: 'b"}x{',
      label: 'x',
      slides: TEST_SLIDES,
      settings: TEST_SETTINGS,
    });
    const doc = htmlDocument(renderToStaticMarkup(element));
    expect(doc.querySelector('section')?.id).toBe('gallery-bx');
  });
});
