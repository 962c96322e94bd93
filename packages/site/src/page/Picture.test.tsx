import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_SETTINGS } from '../blocks/section.ts';
import { Sections } from './Blocks.tsx';
import { EntryList } from './Entries.tsx';
import { DEFAULT_IMAGE_SIZES, ImageSequence, ImageSequenceScope, ladderSrcset, Picture } from './Picture.tsx';

const image = (name: string) => ({ src: `/s/${name}.svg`, alt: name, width: 800, height: 600 });
const imageBlock = (id: string) => ({
  id,
  type: 'image',
  version: 3,
  data: {
    image: { src: `/s/${id}.svg`, width: 1200, height: 800 },
    alt: id,
    caption: '',
    focalPoint: { x: 50, y: 50 },
    aspect: 'original',
    link: '',
    newWindow: false,
  },
});

function imagesOf(html: string) {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /src="([^"]*)"/.exec(tag)?.[1],
    loading: /loading="([^"]*)"/.exec(tag)?.[1],
    fetchPriority: /fetchpriority="([^"]*)"/i.exec(tag)?.[1],
    decoding: /decoding="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe('Picture', () => {
  it('loads the page’s first image at once with high priority, and every other lazily', () => {
    const html = renderToString(
      <ImageSequenceScope value={new ImageSequence()}>
        <Sections
          sections={[
            {
              id: 's',
              ...DEFAULT_SECTION_SETTINGS,
              blocks: [
                { id: 'heading', type: 'heading', version: 1, data: { text: 'Hi', level: 1 } },
                imageBlock('in-block'),
                imageBlock('second'),
              ],
            },
          ]}
        />
        <EntryList
          entries={[{ title: 'A post', href: '/a', excerpt: '', meta: '', image: image('entry') }]}
        />
      </ImageSequenceScope>,
    );
    expect(imagesOf(html)).toEqual([
      { src: '/s/in-block.svg', loading: 'eager', fetchPriority: 'high', decoding: undefined },
      { src: '/s/second.svg', loading: 'lazy', fetchPriority: undefined, decoding: 'async' },
      { src: '/s/entry.svg', loading: 'lazy', fetchPriority: undefined, decoding: 'async' },
    ]);
  });

  it('counts each rendering afresh, and leaves every image lazy outside a page', () => {
    const page = () =>
      renderToString(
        <ImageSequenceScope value={new ImageSequence()}>
          <Picture image={image('one')} />
        </ImageSequenceScope>,
      );
    expect(imagesOf(page())[0]?.loading).toBe('eager');
    expect(imagesOf(page())[0]?.loading).toBe('eager');
    const alone = renderToString(<Picture image={image('alone')} />);
    expect(imagesOf(alone)).toEqual([
      { src: '/s/alone.svg', loading: 'lazy', fetchPriority: undefined, decoding: 'async' },
    ]);
  });

  it('always says how big the image is: no layout shift', () => {
    const html = renderToString(<Picture image={image('sized')} />);
    expect(html).toContain('width="800" height="600"');
  });

  it('offers the ladder widths up to the original’s own, for uploaded raster images only', () => {
    expect(ladderSrcset({ src: '/s/kiln.jpg', width: 1200, height: 800 })).toBe(
      '/s/kiln.jpg?format=1500w 1200w, /s/kiln.jpg?format=1000w 1000w, /s/kiln.jpg?format=750w 750w, ' +
        '/s/kiln.jpg?format=500w 500w, /s/kiln.jpg?format=300w 300w, /s/kiln.jpg?format=100w 100w',
    );
    expect(ladderSrcset({ src: '/s/small.png', width: 300, height: 200 })).toBe(
      '/s/small.png?format=300w 300w, /s/small.png?format=100w 100w',
    );
    expect(ladderSrcset({ src: '/s/huge.webp', width: 6000, height: 4000 })?.split(', ')[0]).toBe(
      '/s/huge.webp?format=2500w 2500w',
    );
    expect(ladderSrcset({ src: '/s/hills.svg', width: 1200, height: 800 })).toBeUndefined();
    expect(ladderSrcset({ src: '/s/spinner.gif', width: 1200, height: 800 })).toBeUndefined();
    expect(ladderSrcset({ src: 'https://example.com/a.jpg', width: 1200, height: 800 })).toBeUndefined();
  });

  it('asks for server crops around the focal point, as wide as the crop can be', () => {
    const square = ladderSrcset(
      { src: '/s/kiln.jpg', width: 1600, height: 900 },
      { ratio: 1, focalPoint: { x: 20, y: 70 } },
    );
    expect(square?.split(', ').slice(0, 2)).toEqual([
      '/s/kiln.jpg?crop=fill&ratio=1&focal=0.2,0.7&format=1000w 900w',
      '/s/kiln.jpg?crop=fill&ratio=1&focal=0.2,0.7&format=750w 750w',
    ]);
  });

  it('renders srcset and sizes for raster uploads, and none for SVG', () => {
    const raster = renderToString(
      <Picture image={{ src: '/s/kiln.jpg', alt: 'Kiln', width: 800, height: 600 }} />,
    );
    expect(raster).toContain('srcSet="/s/kiln.jpg?format=1000w 800w, /s/kiln.jpg?format=750w 750w');
    expect(raster).toContain(`sizes="${DEFAULT_IMAGE_SIZES}"`);
    const vector = renderToString(<Picture image={image('vector')} />);
    expect(vector).not.toMatch(/srcset|sizes=/i);
  });

  it('sizes an entry list’s image to its column', () => {
    const html = renderToString(
      <EntryList
        entries={[
          { title: 'A post', href: '/a', excerpt: '', meta: '', image: { ...image('x'), src: '/s/x.jpg' } },
        ]}
      />,
    );
    expect(html).toContain('sizes="(max-width: 40rem) 100vw, 16rem"');
  });

  it('shows the placeholder colour through a class whose rule is written once per page', () => {
    const kiln = { src: '/s/kiln.jpg', alt: 'Kiln', width: 800, height: 600, placeholder: '#a05a28' };
    const html = renderToString(
      <ImageSequenceScope value={new ImageSequence()}>
        <Picture image={kiln} />
        <Picture image={{ ...kiln, alt: 'Again' }} />
        <Picture image={{ ...kiln, placeholder: 'red;}body{display:none' }} />
      </ImageSequenceScope>,
    );
    expect(html.match(/<style>\.ph-a05a28\{background-color:#a05a28\}<\/style>/g)).toHaveLength(1);
    expect(html.match(/class="ph-a05a28"/g)).toHaveLength(2);
    expect(html).not.toContain('display:none');
  });
});
