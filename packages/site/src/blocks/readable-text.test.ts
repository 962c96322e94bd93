import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text.ts';
import { richTextWords } from './rich-text.ts';
import type { Section } from './section.ts';
import { DEFAULT_SECTION_SETTINGS } from './section.ts';
import type { Block } from './types.ts';

const block = (type: string, data: Record<string, unknown>, slots?: Block[][]): Block => ({
  id: `${type}-1`,
  type,
  version: type === 'text' || type === 'image' ? 2 : 1,
  data,
  ...(slots ? { slots } : {}),
});

const section = (blocks: Block[]): Section => ({ id: 's1', ...DEFAULT_SECTION_SETTINGS, blocks });

describe('readableText', () => {
  it('reads text, rich text, lists and lines through the fields, never links, styles or choices', () => {
    const text = readableText([
      section([
        block('heading', { text: 'Everyday pottery', level: 1 }),
        block('text', {
          html: '<p>Slow <strong>cooling</strong> &amp; a <a href="/glaze">plum glaze</a></p><ul><li>Two</li></ul>',
        }),
        block('button', { label: 'Visit the shop', href: '/shop', style: 'primary', newWindow: false }),
        block('accordion', {
          items: [{ title: 'Do you ship?', body: 'Yes, worldwide.' }],
          allowMultipleOpen: false,
          firstOpen: false,
        }),
      ]),
    ]);
    expect(text).toBe(
      'Everyday pottery\nSlow cooling & a plum glaze\nTwo\nVisit the shop\nDo you ship?\nYes, worldwide.',
    );
    expect(text).not.toMatch(/shop\b.*primary|\/glaze|<|primary/);
  });

  it('leaves out what is not words: the video block’s address, and a gallery video slide’s (in its group)', () => {
    const text = readableText([
      section([
        block('gallery', {
          label: 'Studio',
          slides: [
            {
              id: 'v1',
              type: 'video',
              video: { url: 'https://youtu.be/abcdefghijk', mode: 'fit' },
              caption: 'Glazing',
            },
          ],
        }),
        block('video', {
          url: 'https://www.youtube.com/watch?v=abcdefghijk',
          mode: 'fit',
          thumbnail: null,
          title: 'At the wheel',
          caption: 'Throwing a bowl',
        }),
      ]),
    ]);
    expect(text).toBe('Studio\nGlazing\nAt the wheel\nThrowing a bowl');
    expect(text).not.toContain('youtu');
  });

  it("reads the blocks inside columns, and leaves out a type it doesn't know", () => {
    const text = readableText([
      section([
        block('columns', { count: 2 }, [
          [block('heading', { text: 'Left', level: 2 })],
          [block('quote', { text: 'Right', source: 'Ana' })],
        ]),
        block('no-such-block', { text: 'hidden' }),
      ]),
    ]);
    expect(text).toBe('Left\nRight\nAna');
  });
});

describe('richTextWords', () => {
  it('reads character references, and keeps one that names no character as written', () => {
    expect(richTextWords('<p>Fern&nbsp;&amp;&#32;Kiln &#x2014; &#99999999; &bogus;</p>')).toBe(
      'Fern & Kiln \u2014 &#99999999; &bogus;\n',
    );
  });
});
