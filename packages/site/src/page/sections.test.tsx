import { describe, expect, it } from 'vitest';
import { accordion } from '../blocks/accordion/index.tsx';
import { divider } from '../blocks/divider/index.tsx';
import { heading } from '../blocks/heading/index.tsx';
import { DEFAULT_SECTION_SETTINGS, type Section } from '../blocks/section.ts';
import { spacer } from '../blocks/spacer/index.tsx';
import type { Block } from '../blocks/types.ts';
import { Sections } from './Blocks.tsx';
import type { PageModel } from './model.ts';
import { pageStyles } from './page-styles.ts';
import { renderPage } from './render.tsx';
import { SITE_STYLES } from './styles.ts';

const headingBlock: Block = { id: 'h1', type: 'heading', version: 1, data: { text: 'Welcome', level: 1 } };
const dividerBlock: Block = { id: 'd1', type: 'divider', version: 1, data: { lineStyle: 'dotted' } };

function layoutPage(sections: Section[]): PageModel {
  return {
    documentTitle: 'Home',
    description: 'A page',
    canonicalUrl: 'https://site.example/',
    locale: 'en-US',
    chrome: { siteTitle: 'Site', tagline: '', navigation: [], footerNavigation: [], footerText: '' },
    bare: false,
    bodyClass: 'page-layout',
    body: <Sections sections={sections} />,
    sections,
    context: {} as PageModel['context'],
    runtime: null,
  };
}

const section = (id: string, blocks: Block[], settings: Partial<Section> = {}): Section => ({
  id,
  ...DEFAULT_SECTION_SETTINGS,
  ...settings,
  blocks,
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a page of sections', () => {
  it('renders each section with its settings as classes, and its blocks in order', () => {
    const doc = parse(
      renderPage(
        layoutPage([
          section('intro', [headingBlock]),
          section('quiet', [dividerBlock], { theme: 'dark', width: 'narrow', padding: 'large' }),
        ]),
      ),
    );
    const sections = [...doc.querySelectorAll('section.section')];
    expect(sections.map((s) => s.getAttribute('data-section-id'))).toEqual(['intro', 'quiet']);
    expect(sections[1]?.className).toBe(
      'section section-theme-dark section-width-narrow section-padding-large',
    );
    expect(doc.querySelector('[data-block-id="h1"] h1')?.textContent).toBe('Welcome');
    expect(doc.querySelector('[data-section-id="quiet"] hr.divider-dotted')).not.toBeNull();
  });

  it('shows a background image as decoration placed by its focal point, and a colour by a page rule', () => {
    const sections = [
      section('photo', [headingBlock], {
        background: {
          kind: 'image',
          image: { src: '/s/hills.svg', width: 1600, height: 900 },
          focalPoint: { x: 30, y: 80 },
        },
      }),
      section('tinted', [dividerBlock], { background: { kind: 'colour', colour: '#f4efe6' } }),
    ];
    const html = renderPage(layoutPage(sections));
    const doc = parse(html);
    const image = doc.querySelector('[data-section-id="photo"] > img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.className).toBe('section-bg focal fx-30 fy-80');
    expect(image?.getAttribute('width')).toBe('1600');
    expect(doc.querySelector('style')?.textContent).toContain(
      '.section[data-section-id="tinted"]{background-color:#f4efe6}',
    );
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('leaves out blocks of unknown types, other versions or refused data, and renders the rest', () => {
    const doc = parse(
      renderPage(
        layoutPage([
          section('s', [
            { id: 'x', type: 'from-the-future', version: 1, data: {} },
            { ...headingBlock, id: 'old', version: 0 },
            { ...headingBlock, id: 'bad', data: { text: '' } },
            headingBlock,
          ]),
        ]),
      ),
    );
    expect([...doc.querySelectorAll('[data-block-id]')].map((b) => b.getAttribute('data-block-id'))).toEqual([
      'h1',
    ]);
  });

  it('renders the blocks inside columns', () => {
    const doc = parse(
      renderPage(
        layoutPage([
          section('s', [
            { id: 'c', type: 'columns', version: 1, data: {}, slots: [[headingBlock], [dividerBlock]] },
          ]),
        ]),
      ),
    );
    const columns = [...doc.querySelectorAll('.block-columns > .column')];
    expect(columns.map((c) => c.querySelector('[data-block-id]')?.getAttribute('data-block-id'))).toEqual([
      'h1',
      'd1',
    ]);
  });
});

describe('the page’s styles', () => {
  it('hold the base styles and the styles of the block types on the page only, nested ones too', () => {
    const css = pageStyles([
      section('s', [
        { id: 'c', type: 'columns', version: 1, data: {}, slots: [[headingBlock], [dividerBlock]] },
      ]),
    ]);
    expect(css.startsWith(SITE_STYLES)).toBe(true);
    expect(css).toContain(heading.css);
    expect(css).toContain(divider.css);
    expect(css).not.toContain(accordion.css);
    expect(css).not.toContain(spacer.css);
  });

  it('are the base styles alone on a page without sections', () => {
    expect(pageStyles([])).toBe(SITE_STYLES);
  });

  it('refuse a colour or id that could break out of its rule', () => {
    const css = pageStyles([
      section('s"}body{display:none', [], { background: { kind: 'colour', colour: '#fff' } }),
      section('ok', [], { background: { kind: 'colour', colour: 'red}body{x:y' } }),
    ]);
    expect(css).toBe(SITE_STYLES);
  });
});
