import { describe, expect, it } from 'vitest';
import { migrateData } from '../layout.ts';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { image, imageSchema } from './index.tsx';

const photo = { src: '/s/studio.jpg', width: 1200, height: 800 };
const valid = {
  image: photo,
  alt: 'The studio',
  caption: '',
  focalPoint: { x: 50, y: 50 },
  aspect: 'original',
  link: '',
  newWindow: false,
};

describe('image block', () => {
  it('accepts an uploaded image with its size, and fills in the rest', () => {
    expect(imageSchema.parse({ image: photo })).toEqual({ ...valid, alt: '' });
  });

  it('has no image until the owner picks one: its defaults ask for it', () => {
    expect(refusals(imageSchema, image.defaults)).toEqual({ image: 'Choose an image.' });
  });

  it.each([
    [
      'a file from elsewhere',
      { ...valid, image: { ...photo, src: 'https://elsewhere.example/x.jpg' } },
      'image.src',
    ],
    ['a path outside /s/', { ...valid, image: { ...photo, src: '/static/x.jpg' } }, 'image.src'],
    ['no width', { ...valid, image: { src: photo.src, height: 10 } }, 'image.width'],
    ['a focal point off the 10% steps', { ...valid, focalPoint: { x: 33, y: 50 } }, 'focalPoint.x'],
    ['a focal point past 100%', { ...valid, focalPoint: { x: 50, y: 110 } }, 'focalPoint.y'],
    ['an unknown shape', { ...valid, aspect: 'star' }, 'aspect'],
    ['a link that is no link', { ...valid, link: 'our shop' }, 'link'],
    ['a script link', { ...valid, link: 'javascript:alert(1)' }, 'link'],
    ['a link without alternative text to name it', { ...valid, alt: ' ', link: '/shop' }, 'alt'],
    ['alt text of 501 characters', { ...valid, alt: 'a'.repeat(501) }, 'alt'],
  ])('refuses %s', (_name, data, path) => {
    expect(Object.keys(refusals(imageSchema, data))).toEqual([path]);
  });

  it('says why a bad source is refused', () => {
    expect(refusals(imageSchema, { ...valid, image: { ...photo, src: 'javascript:alert(1)' } })).toEqual({
      'image.src': 'Choose one of the site’s uploaded images.',
    });
  });

  it('renders the image with its size, so the page reserves its space, and its caption', () => {
    const doc = htmlDocument(renderBlock(image, { ...valid, caption: 'Our kiln.' }));
    const img = doc.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/s/studio.jpg');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('800');
    expect(img?.getAttribute('alt')).toBe('The studio');
    expect(img?.hasAttribute('class')).toBe(false);
    expect(doc.querySelector('figcaption')?.textContent).toBe('Our kiln.');
  });

  it('offers the ladder renditions up to its own width and shows its placeholder colour while loading', () => {
    const withColour = { ...valid, image: { ...photo, placeholder: '#6b4f3a' } };
    expect(imageSchema.parse(withColour).image?.placeholder).toBe('#6b4f3a');
    expect(Object.keys(refusals(imageSchema, { ...valid, image: { ...photo, placeholder: 'red' } }))).toEqual(
      ['image.placeholder'],
    );
    const doc = htmlDocument(renderBlock(image, withColour, { onPage: true }));
    const img = doc.querySelector('img');
    const widths = img
      ?.getAttribute('srcset')
      ?.split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['1200w', '1000w', '750w', '500w', '300w', '100w']);
    expect(img?.getAttribute('sizes')).toBeTruthy();
    expect(img?.className).toBe('ph-6b4f3a');
    expect(doc.querySelector('style')?.textContent).toBe('.ph-6b4f3a{background-color:#6b4f3a}');
    // Alone, as the editor's canvas draws it under the site's CSP: the class, and no <style> to refuse.
    const alone = htmlDocument(renderBlock(image, withColour));
    expect(alone.querySelector('img')?.className).toBe('ph-6b4f3a');
    expect(alone.querySelector('style')).toBeNull();
  });

  it('crops to its shape around the focal point with classes, never a style attribute', () => {
    const html = renderBlock(image, { ...valid, aspect: 'square', focalPoint: { x: 20, y: 70 } });
    expect(htmlDocument(html).querySelector('img')?.className).toBe(
      'image-crop image-square focal fx-20 fy-70',
    );
    expect(html).not.toContain('style=');
  });

  it('migrates version 1 (src, width and height side by side)', () => {
    const migrated = migrateData(image, 1, {
      src: '/s/a.svg',
      alt: 'Hills',
      caption: 'Dusk',
      width: 600,
      height: 400,
    });
    expect(migrated).toEqual({
      image: { src: '/s/a.svg', width: 600, height: 400 },
      alt: 'Hills',
      caption: 'Dusk',
      focalPoint: { x: 50, y: 50 },
      aspect: 'original',
      link: '',
      newWindow: false,
    });
    expect(refusals(imageSchema, migrated)).toEqual({});
    // Bad version 1 data stays bad: the schema refuses what the migration carried over.
    expect(refusals(imageSchema, migrateData(image, 1, { src: 'x' }))).not.toEqual({});
  });

  it('migrates version 2 (no link), keeping its shape and focal point', () => {
    const { link: _link, newWindow: _newWindow, ...version2 } = { ...valid, aspect: 'portrait' };
    expect(migrateData(image, 2, version2)).toEqual({ ...valid, aspect: 'portrait' });
  });

  it('links the image where the owner chose, in a new window if asked', () => {
    const linked = htmlDocument(renderBlock(image, { ...valid, link: '/shop' }));
    const anchor = linked.querySelector('figure > a');
    expect(anchor?.getAttribute('href')).toBe('/shop');
    expect(anchor?.hasAttribute('target')).toBe(false);
    expect(anchor?.querySelector('img')?.getAttribute('alt')).toBe('The studio');
    const away = htmlDocument(renderBlock(image, { ...valid, link: 'https://example.org', newWindow: true }));
    expect(away.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(away.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(htmlDocument(renderBlock(image, valid)).querySelector('a')).toBeNull();
  });

  it.each([
    ['square', 1],
    ['tall', 100 / 150],
    ['wide', 100 / 67],
    ['circle', 1],
    ['egg', 100 / 130],
    ['flower', 1],
    ['octagon', 1],
  ])('crops the %s shape on the server to its box, with classes only', (aspect, ratio) => {
    const html = renderBlock(image, { ...valid, aspect, focalPoint: { x: 20, y: 70 } }, { onPage: true });
    const img = htmlDocument(html).querySelector('img');
    expect(img?.className).toBe(`image-crop image-${aspect} focal fx-20 fy-70`);
    expect(img?.getAttribute('srcset')).toContain(`crop=fill&ratio=${+ratio.toFixed(4)}&focal=0.2,0.7`);
    expect(html).not.toContain('style=');
  });

  it('gives each shape its box by the spec’s ratios and cuts the masks with a clip-path', () => {
    const rule = (shape: string) => new RegExp(`\\.image-${shape}\\{([^}]*)\\}`).exec(image.css ?? '')?.[1];
    expect(rule('square')).toBe('aspect-ratio:100/100');
    expect(rule('tall')).toBe('aspect-ratio:100/150');
    expect(rule('wide')).toBe('aspect-ratio:100/67');
    expect(rule('circle')).toBe('aspect-ratio:100/100;clip-path:circle(50%)');
    expect(rule('octagon')).toMatch(
      /^aspect-ratio:100\/100;clip-path:polygon\(29.29% 0%,70.71% 0%,100% 29.29%,/,
    );
    for (const shape of ['egg', 'flower']) {
      const points = /clip-path:polygon\(([^)]*)\)/.exec(rule(shape) ?? '')?.[1]?.split(',') ?? [];
      expect(points.length, shape).toBeGreaterThan(32);
      for (const point of points) {
        for (const value of point.split(' ')) expect(Number.parseFloat(value)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is a size container: under 415 px wide its caption tightens, with no script', () => {
    expect(image.css).toContain('.block-image{margin:0;container-type:inline-size}');
    expect(image.css).toContain('@container (width < 415px){.block-image figcaption{');
  });
});
