import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadImages, lazyLoadImagesIn } from './lazy.ts';
import { LOADED_CLASS, LOADING_CLASS, loadImage } from './loader.ts';

/** An <img> waiting in data-src whose box is `width` × `height` CSS pixels. */
function deferred(width = 300, height = 200, attributes = 'data-src="/s/fern.jpg"'): HTMLImageElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<img ${attributes} alt="">`;
  const image = holder.firstElementChild as HTMLImageElement;
  image.getBoundingClientRect = () => ({ width, height }) as DOMRect;
  document.body.append(image);
  return image;
}

const srcOf = (image: HTMLImageElement) => image.getAttribute('src');
const settle = (image: HTMLImageElement, type: 'load' | 'error' = 'load') =>
  image.dispatchEvent(new Event(type));

function setScreen(width: number, dpr = 1, saveData?: boolean) {
  vi.spyOn(screen, 'width', 'get').mockReturnValue(width);
  vi.stubGlobal('devicePixelRatio', dpr);
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

beforeEach(() => setScreen(1280));

afterEach(() => {
  // Every load still open ends, so the shared queue starts empty for the next test.
  for (const image of document.querySelectorAll<HTMLImageElement>('img')) settle(image);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loadImage', () => {
  it('asks for the smallest ladder width covering the box at the device pixel ratio', () => {
    const image = deferred(300, 200);
    expect(loadImage(image)).toBe(true);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=300w');
    expect(image.dataset.imageResolution).toBe('300w');
    expect(image.classList.contains(LOADING_CLASS)).toBe(true);
    settle(image);
    expect(image.classList.contains(LOADING_CLASS)).toBe(false);
    expect(image.classList.contains(LOADED_CLASS)).toBe(true);

    setScreen(1280, 2);
    const sharp = deferred(300, 200);
    loadImage(sharp);
    expect(srcOf(sharp)).toBe('/s/fern.jpg?format=750w');
  });

  it('keeps dprMin, dprMax and sizeAdjustment', () => {
    setScreen(1280, 3);
    const capped = deferred(300, 200);
    loadImage(capped, { dprMax: 1.5 });
    expect(srcOf(capped)).toBe('/s/fern.jpg?format=500w');
    setScreen(1280, 1);
    const floored = deferred(300, 200);
    loadImage(floored, { dprMin: 2 });
    expect(srcOf(floored)).toBe('/s/fern.jpg?format=750w');
    const adjusted = deferred(300, 200);
    loadImage(adjusted, { sizeAdjustment: 0.5 });
    expect(srcOf(adjusted)).toBe('/s/fern.jpg?format=300w');
    const halved = deferred(400, 200);
    loadImage(halved, { sizeAdjustment: 0.5 });
    expect(srcOf(halved)).toBe('/s/fern.jpg?format=300w');
  });

  it('covers a box wider than the image shape fills when cropped to cover', () => {
    // A 2:1 image in a 300 × 300 box drawn to cover it is 600 CSS pixels wide.
    const image = deferred(300, 300, 'data-src="/s/wide.jpg" data-image-dimensions="1200x600"');
    loadImage(image, { cropMode: 'cover' });
    expect(srcOf(image)).toBe('/s/wide.jpg?format=750w');
    const contained = deferred(300, 300, 'data-src="/s/wide.jpg" data-image-dimensions="1200x600"');
    loadImage(contained, { cropMode: 'contain' });
    expect(srcOf(contained)).toBe('/s/wide.jpg?format=300w');
  });

  it('only ever raises the resolution, unless told to update', () => {
    const image = deferred(600, 400);
    loadImage(image);
    settle(image);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=750w');
    image.getBoundingClientRect = () => ({ width: 200, height: 130 }) as DOMRect;
    expect(loadImage(image)).toBe(false);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=750w');
    expect(loadImage(image, { forceImageUpdate: true })).toBe(true);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=300w');
    settle(image);
    image.getBoundingClientRect = () => ({ width: 1200, height: 800 }) as DOMRect;
    expect(loadImage(image)).toBe(true);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=1500w');
  });

  it('puts the width after the file name with sizeFormat filename, in the query by default', () => {
    const image = deferred(600, 400, 'data-src="/s/fern.jpg?crop=fill&ratio=1.5"');
    loadImage(image, { sizeFormat: 'filename' });
    expect(srcOf(image)).toBe('/s/fern.jpg/750w?crop=fill&ratio=1.5');
    settle(image);
    image.getBoundingClientRect = () => ({ width: 1200, height: 800 }) as DOMRect;
    loadImage(image);
    expect(srcOf(image)).toBe('/s/fern.jpg?crop=fill&ratio=1.5&format=1500w');
  });

  it('skips an image still loading unless concurrent loads are allowed', () => {
    const image = deferred(300, 200);
    loadImage(image);
    image.getBoundingClientRect = () => ({ width: 900, height: 600 }) as DOMRect;
    expect(loadImage(image)).toBe(false);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=300w');
    expect(loadImage(image, { allowConcurrentLoads: true })).toBe(true);
    expect(srcOf(image)).toBe('/s/fern.jpg?format=1000w');
  });

  it('tries a failed rendition again on the next call', () => {
    const image = deferred(300, 200);
    loadImage(image);
    settle(image, 'error');
    expect(image.classList.contains(LOADED_CLASS)).toBe(false);
    expect(image.dataset.imageResolution).toBeUndefined();
    expect(loadImage(image)).toBe(true);
  });

  it('with Save-Data on and allowSaveData, plans for one device pixel per CSS pixel', () => {
    setScreen(1280, 2, true);
    const saving = deferred(300, 200);
    loadImage(saving, { allowSaveData: true, dprMin: 2 });
    expect(srcOf(saving)).toBe('/s/fern.jpg?format=300w');
    const notAllowed = deferred(300, 200);
    loadImage(notAllowed);
    expect(srcOf(notAllowed)).toBe('/s/fern.jpg?format=750w');
  });

  it('sets the focal point as the object position', () => {
    const image = deferred(300, 200, 'data-src="/s/fern.jpg" data-image-focal-point="0.3,0.7"');
    loadImage(image);
    expect(image.style.objectPosition).toBe('30% 70%');
  });

  it("throws the spec's errors", () => {
    expect(() => loadImage(null)).toThrow(new Error('No image'));
    expect(() => loadImage(undefined)).toThrow(new Error('No image'));
    expect(() => loadImage(document.createElement('div'))).toThrow(
      new Error('Element is not a valid image element.'),
    );
    for (const attributes of ['', 'data-src=""', 'data-src="  "', 'data-src="javascript:alert(1)"']) {
      expect(() => loadImage(deferred(300, 200, attributes))).toThrow(
        new Error('Invalid or missing image source.'),
      );
    }
  });
});

describe('the load queue', () => {
  it('runs 16 loads at once on desktop, starting the next as one ends', () => {
    const images = Array.from({ length: 20 }, () => deferred());
    for (const image of images) loadImage(image);
    expect(images.filter(srcOf)).toHaveLength(16);
    settle(images[3] as HTMLImageElement);
    settle(images[5] as HTMLImageElement, 'error');
    expect(images.filter(srcOf)).toHaveLength(18);
    expect(srcOf(images[17] as HTMLImageElement)).not.toBeNull();
    expect(srcOf(images[18] as HTMLImageElement)).toBeNull();
  });

  it('runs one at a time on a mobile screen (432 px wide or less)', () => {
    setScreen(432);
    const [first, second, third] = Array.from({ length: 3 }, () => deferred()) as HTMLImageElement[];
    for (const image of [first, second, third]) loadImage(image);
    expect([first, second, third].map((image) => srcOf(image as HTMLImageElement) !== null)).toEqual([
      true,
      false,
      false,
    ]);
    settle(first as HTMLImageElement);
    expect(srcOf(second as HTMLImageElement)).not.toBeNull();
    expect(srcOf(third as HTMLImageElement)).toBeNull();
    // A second event for a load already ended frees no other place.
    settle(first as HTMLImageElement);
    expect(srcOf(third as HTMLImageElement)).toBeNull();
  });
});

describe('lazyLoadImages', () => {
  let observed: Element[];
  let callback: IntersectionObserverCallback;
  let init: IntersectionObserverInit | undefined;

  function stubObserver() {
    observed = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callback = cb;
        init = options;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve(element: Element) {
        observed = observed.filter((each) => each !== element);
      }
      disconnect() {
        observed = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  }

  const intersect = (target: Element, isIntersecting = true) =>
    callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

  it('loads each image once it comes within 200 px of the viewport, also inside a scroller', () => {
    stubObserver();
    const [near, far] = [deferred(), deferred()];
    lazyLoadImages([near as HTMLImageElement, far as HTMLImageElement]);
    expect(init).toMatchObject({ rootMargin: '200px', scrollMargin: '200px' });
    expect(srcOf(near as HTMLImageElement)).toBeNull();
    intersect(near as HTMLImageElement);
    intersect(far as HTMLImageElement, false);
    expect(srcOf(near as HTMLImageElement)).toBe('/s/fern.jpg?format=300w');
    expect(srcOf(far as HTMLImageElement)).toBeNull();
    expect(observed).toEqual([far]);
  });

  it('loads every image at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const images = [deferred(), deferred()];
    lazyLoadImages(images);
    expect(images.map(srcOf)).toEqual(['/s/fern.jpg?format=300w', '/s/fern.jpg?format=300w']);
  });

  it('asks the loaded images again after a resize, so grown boxes get larger renditions', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('IntersectionObserver', undefined);
      const image = deferred(300, 200);
      const stop = lazyLoadImages([image]);
      settle(image);
      image.getBoundingClientRect = () => ({ width: 900, height: 600 }) as DOMRect;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
      expect(srcOf(image)).toBe('/s/fern.jpg?format=1000w');
      stop();
      settle(image);
      image.getBoundingClientRect = () => ({ width: 1400, height: 900 }) as DOMRect;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
      expect(srcOf(image)).toBe('/s/fern.jpg?format=1000w');
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds the deferred images under a root, logging a bad one and loading the rest', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    const good = deferred();
    root.append(good, deferred(300, 200, 'data-src=""'), document.createElement('img'));
    document.body.append(root);
    lazyLoadImagesIn(root);
    expect(srcOf(good)).toBe('/s/fern.jpg?format=300w');
    expect(error).toHaveBeenCalledWith('Invalid or missing image source.', expect.any(HTMLImageElement));
  });

  it("throws the spec's errors for no list, no root and what is not a node", () => {
    expect(() => lazyLoadImages(null)).toThrow(new Error('No images'));
    expect(() => lazyLoadImages([document.createElement('p')])).toThrow(
      new Error('Element is not a valid image element.'),
    );
    expect(() => lazyLoadImagesIn(undefined)).toThrow(new Error('No root node'));
    expect(() => lazyLoadImagesIn('gallery')).toThrow(new Error('gallery is not a valid node.'));
  });
});
