import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_SETTINGS } from '../blocks/layout.ts';
import { Sections } from './Blocks.tsx';
import { EntryList } from './Entries.tsx';
import { ImageSequence, ImageSequenceScope, Picture } from './Picture.tsx';

const image = (name: string) => ({ src: `/s/${name}.svg`, alt: name, width: 800, height: 600 });
const imageBlock = (id: string) => ({
  id,
  type: 'image',
  version: 2,
  data: {
    image: { src: `/s/${id}.svg`, width: 1200, height: 800 },
    alt: id,
    caption: '',
    focalPoint: { x: 50, y: 50 },
    aspect: 'original',
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
});
