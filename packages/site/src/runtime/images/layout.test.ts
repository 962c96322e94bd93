// The image loader's layout options (widgets spec section 3, "Image configuration (from element
// attributes or options)"): fixedRatio, stretch, useBgImage, useAdvancedPositioning, fitAlignment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadImage } from './loader.ts';

/** An <img> waiting in data-src inside a parent; both boxes `width` × `height` CSS pixels. */
function deferred(attributes: string, width = 400, height = 400) {
  const parent = document.createElement('div');
  parent.innerHTML = `<img data-src="/s/wide.jpg" data-image-dimensions="1000x500" ${attributes} alt="A wide field">`;
  const image = parent.firstElementChild as HTMLImageElement;
  const rect = () => ({ width, height }) as DOMRect;
  image.getBoundingClientRect = rect;
  parent.getBoundingClientRect = rect;
  document.body.append(parent);
  return { parent, image };
}

const settle = (image: HTMLImageElement) => image.dispatchEvent(new Event('load'));

beforeEach(() => {
  vi.spyOn(screen, 'width', 'get').mockReturnValue(1280);
  vi.stubGlobal('devicePixelRatio', 1);
});

afterEach(() => {
  for (const image of document.querySelectorAll<HTMLImageElement>('img')) settle(image);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("spec 2 §3: 'fixedRatio'", () => {
  it('keeps the box at the ratio of data-image-dimensions, from the attribute or the option', () => {
    const { image } = deferred('data-fixed-ratio');
    loadImage(image);
    expect(image.style.aspectRatio).toBe('1000 / 500');
    const { image: optioned } = deferred('');
    loadImage(optioned, { fixedRatio: true });
    expect(optioned.style.aspectRatio).toBe('1000 / 500');
    const { image: plain } = deferred('');
    loadImage(plain);
    expect(plain.style.aspectRatio).toBe('');
  });

  it('sets the ratio on the parent when the parent draws the image', () => {
    const { parent, image } = deferred('data-fixed-ratio="true" data-use-bg-image');
    loadImage(image);
    expect(parent.style.aspectRatio).toBe('1000 / 500');
  });

  it('lets the attribute say false where the option says true', () => {
    const { image } = deferred('data-fixed-ratio="false"');
    loadImage(image, { fixedRatio: true });
    expect(image.style.aspectRatio).toBe('');
  });
});

describe("spec 2 §3: 'stretch (default true)'", () => {
  it('caps the box at the image’s own size when false, and leaves it by default', () => {
    const { image } = deferred('data-stretch="false"');
    loadImage(image);
    expect(image.style.maxWidth).toBe('1000px');
    expect(image.style.maxHeight).toBe('500px');
    const { image: stretched } = deferred('');
    loadImage(stretched);
    expect(stretched.style.maxWidth).toBe('');
  });

  it('asks for no rendition wider than the image when a cover crop would draw it wider', () => {
    // 1000 × 500 covering a 1200 × 1200 box would be drawn 2400 wide: 2500w with stretch, 1000w without.
    const { image } = deferred('', 1200, 1200);
    loadImage(image, { cropMode: 'cover' });
    expect(image.getAttribute('src')).toBe('/s/wide.jpg?format=2500w');
    const { image: capped } = deferred('data-stretch="false"', 1200, 1200);
    loadImage(capped, { cropMode: 'cover' });
    expect(capped.getAttribute('src')).toBe('/s/wide.jpg?format=1000w');
  });
});

describe("spec 2 §3: 'fitAlignment (top, left, center, right, bottom)'", () => {
  it('places a contained image by the alignment, a covered one by its focal point', () => {
    const { image } = deferred('data-fit-alignment="top" data-crop-mode="fit"');
    loadImage(image);
    expect(image.style.objectPosition).toBe('50% 0%');
    const { image: optioned } = deferred('');
    loadImage(optioned, { cropMode: 'contain', fitAlignment: 'right' });
    expect(optioned.style.objectPosition).toBe('100% 50%');
    const { image: covered } = deferred('data-fit-alignment="top" data-image-focal-point="0.25,0.75"');
    loadImage(covered, { cropMode: 'cover' });
    expect(covered.style.objectPosition).toBe('25% 75%');
  });
});

describe("spec 2 §3: 'useAdvancedPositioning'", () => {
  it('sizes and places the image in its parent by pixels, at the focal point for cover', () => {
    const { parent, image } = deferred('data-use-advanced-positioning data-image-focal-point="0,0.5"');
    loadImage(image, { cropMode: 'cover' });
    expect(parent.style.position).toBe('relative');
    expect(parent.style.overflow).toBe('hidden');
    expect(image.style.position).toBe('absolute');
    // 2:1 covering 400 × 400: 800 × 400, its left edge kept (focal point x 0).
    expect([image.style.width, image.style.height, image.style.left, image.style.top]).toEqual([
      '800px',
      '400px',
      '0px',
      '0px',
    ]);
    // The rendition is for the width drawn, 800 px, not the box's 400.
    expect(image.getAttribute('src')).toBe('/s/wide.jpg?format=1000w');
  });

  it('contains by the fit alignment, from the options', () => {
    const { image } = deferred('');
    loadImage(image, { useAdvancedPositioning: true, cropMode: 'contain', fitAlignment: 'bottom' });
    expect([image.style.width, image.style.height, image.style.top]).toEqual(['400px', '200px', '200px']);
  });
});

describe("spec 2 §3: 'useBgImage'", () => {
  it('draws the loaded rendition as the parent’s background, keeping the image for its alternative text', () => {
    const { parent, image } = deferred('data-use-bg-image data-image-focal-point="0.2,0.4"');
    loadImage(image, { cropMode: 'cover' });
    expect(parent.style.backgroundImage).toBe('');
    settle(image);
    expect(parent.style.backgroundImage).toContain('/s/wide.jpg?format=1000w');
    expect(parent.style.backgroundSize).toBe('cover');
    expect(parent.style.backgroundPosition).toBe('20% 40%');
    expect(image.getAttribute('alt')).toBe('A wide field');
    expect(image.style.clipPath).toBe('inset(50%)');
  });

  it('sizes the background in pixels when it may not stretch', () => {
    const { parent, image } = deferred(
      'data-use-bg-image data-stretch="false" data-fit-alignment="left"',
      2000,
      1000,
    );
    loadImage(image, { cropMode: 'contain' });
    settle(image);
    expect(parent.style.backgroundSize).toBe('1000px 500px');
    expect(parent.style.backgroundPosition).toBe('0% 50%');
  });
});
