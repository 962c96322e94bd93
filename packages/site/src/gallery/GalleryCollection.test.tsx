import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GalleryCollection, slideUrlOf } from './GalleryCollection.tsx';

const image = (id: string, href: string) => ({
  id,
  title: id,
  href,
  src: `/s/${id}.jpg`,
  width: 800,
  height: 600,
  alt: '',
  focalPoint: { x: 50, y: 50 },
});

function draw(design: 'grid' | 'stacked') {
  const html = renderToStaticMarkup(
    <GalleryCollection
      images={[image('i1', '/gallery/plum-vase'), image('i2', '/gallery/oat%20bowls')]}
      settings={{ design, lightbox: false, lightboxTheme: 'dark' }}
      label="Gallery"
    />,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("spec 2 §3 Slide element: 'data-slide-url'", () => {
  it("is the picture's urlId, the last part of its page's address", () => {
    expect(slideUrlOf('/gallery/plum-vase')).toBe('plum-vase');
    expect(slideUrlOf('/gallery/plum-vase/?x=1#top')).toBe('plum-vase');
    expect(slideUrlOf('/gallery/oat%20bowls')).toBe('oat bowls');
    expect(slideUrlOf('/gallery/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it.each(['grid', 'stacked'] as const)('is on every picture’s slide element in the %s design', (design) => {
    // The slideshow's slide and the picture's figure in it both carry the slide element's attributes.
    const slides = [...draw(design).querySelectorAll('[data-slide-id]')];
    const pairs = slides.map(
      (slide) => `${slide.getAttribute('data-slide-id')}=${slide.getAttribute('data-slide-url')}`,
    );
    expect([...new Set(pairs)]).toEqual(['i1=plum-vase', 'i2=oat bowls']);
  });
});
