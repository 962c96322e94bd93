import { MAX_BLOCKS_PER_LAYOUT } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { newBlock, newSection, upgradeSections, validateLayout } from './layout.ts';
import { blockTypesIn, DEFAULT_SECTION_SETTINGS, type Section } from './section.ts';
import type { Block } from './types.ts';

const keep = (html: string) => html;
const heading = (id: string, text = 'Hello'): Block => ({
  id,
  type: 'heading',
  version: 1,
  data: { text, level: 2 },
});
const section = (id: string, blocks: Block[], settings = {}) => ({
  id,
  ...DEFAULT_SECTION_SETTINGS,
  ...settings,
  blocks,
});
const columns = (id: string, slots: Block[][]): Block => ({
  id,
  type: 'columns',
  version: 1,
  data: { ratio: 'equal', align: 'top' },
  slots,
});

function errorsOf(input: unknown, sanitizeHtml = keep): Record<string, string> {
  const result = validateLayout(input, { sanitizeHtml });
  if (result.ok) throw new Error('expected the layout to be refused');
  return result.errors;
}

describe('validateLayout', () => {
  it('accepts sections of valid blocks, filling in defaults', () => {
    const result = validateLayout([{ id: 's1', blocks: [heading('h1')] }], { sanitizeHtml: keep });
    expect(result).toEqual({ ok: true, sections: [section('s1', [heading('h1')])] });
  });

  it('keys each refusal by its path in the layout', () => {
    const input = [
      section('s1', [heading('a'), { id: 'b', type: 'heading', version: 1, data: { text: '', level: 9 } }]),
      section('s2', [heading('c')], { theme: 'neon', background: { kind: 'colour', colour: 'red' } }),
    ];
    expect(errorsOf(input)).toEqual({
      'sections.0.blocks.1.data.text': 'Please enter the heading text.',
      'sections.0.blocks.1.data.level': 'Choose heading 1, 2 or 3.',
      'sections.1.theme': 'Choose a colour theme from the list.',
      'sections.1.background.colour': 'Choose a colour, written like #f4efe6.',
    });
  });

  it('refuses what is not a list of sections, and unexpected fields', () => {
    expect(errorsOf({})).toEqual({ sections: 'A layout is a list of sections.' });
    expect(errorsOf([{ ...section('s1', []), colour: 'red' }])).toEqual({
      'sections.0.colour': 'This field is not expected.',
    });
    expect(errorsOf([section('s1', [{ ...heading('a'), extra: 1 } as Block])])).toEqual({
      'sections.0.blocks.0.extra': 'This field is not expected.',
    });
  });

  it('refuses an unknown type, a version newer than its type, and duplicate ids', () => {
    expect(
      errorsOf([
        section('s1', [
          { id: 'a', type: 'carousel', version: 1, data: {} },
          { ...heading('b'), version: 2 },
          heading('c'),
        ]),
        section('s1', [heading('c')]),
      ]),
    ).toEqual({
      'sections.0.blocks.0.type': 'carousel is not one of the expected options',
      'sections.0.blocks.1.version':
        'This heading block was made by a newer version of Tessera (data version 2; this one knows up to 1).',
      'sections.1.id': 'Section ids must be unique within a page.',
      'sections.1.blocks.0.id': 'Block ids must be unique within a page.',
    });
  });

  it('migrates older blocks to their current version and sanitises their rich text', () => {
    const sanitizeHtml = vi.fn((html: string) => html.replace(/<script>.*<\/script>/, ''));
    const result = validateLayout(
      [
        section('s1', [
          { id: 't1', type: 'text', version: 1, data: { text: 'Plain <em>text</em>' } },
          { id: 't2', type: 'text', version: 2, data: { html: '<p>Hi</p><script>alert(1)</script>' } },
        ]),
      ],
      { sanitizeHtml },
    );
    expect(result).toEqual({
      ok: true,
      sections: [
        section('s1', [
          { id: 't1', type: 'text', version: 2, data: { html: '<p>Plain &lt;em&gt;text&lt;/em&gt;</p>' } },
          { id: 't2', type: 'text', version: 2, data: { html: '<p>Hi</p>' } },
        ]),
      ],
    });
    expect(sanitizeHtml).toHaveBeenCalledTimes(2);
  });

  it('sanitises rich text before the schema counts its length', () => {
    const long = `<p>${'x'.repeat(40_000)}</p><script>${'y'.repeat(20_000)}</script>`;
    const result = validateLayout(
      [section('s1', [{ id: 't', type: 'text', version: 2, data: { html: long } }])],
      {
        sanitizeHtml: (html) => html.replace(/<script>.*<\/script>/, ''),
      },
    );
    expect(result.ok).toBe(true);
  });

  it('checks the blocks in a container’s slots with their own types', () => {
    const input = [section('s1', [columns('c', [[heading('a')], [heading('b', '')]])])];
    expect(errorsOf(input)).toEqual({
      'sections.0.blocks.0.slots.1.0.data.text': 'Please enter the heading text.',
    });
  });

  it('keeps columns out of columns, and a container’s slots within its bounds', () => {
    expect(errorsOf([section('s1', [columns('c', [[columns('d', [[], []])], []])])])).toEqual({
      'sections.0.blocks.0.slots.0.0.slots': 'This field is not expected.',
    });
    const { slots: _, ...bareColumns } = columns('d', []);
    expect(errorsOf([section('s1', [columns('c', [[bareColumns], []])])])).toEqual({
      'sections.0.blocks.0.slots.0.0.type': 'A columns block cannot be placed inside another columns block.',
    });
    expect(errorsOf([section('s1', [columns('c', [[]])])])).toEqual({
      'sections.0.blocks.0.slots': 'A columns block holds 2 to 4 columns.',
    });
    expect(errorsOf([section('s1', [{ ...heading('h'), slots: [[]] }])])).toEqual({
      'sections.0.blocks.0.slots': 'A heading block holds no other blocks.',
    });
  });

  it(`counts every block, nested ones included, against the limit of ${MAX_BLOCKS_PER_LAYOUT}`, () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => heading(`${prefix}${i}`));
    // 1 columns block + 2 × 15 nested + 29 in the section = 60
    const atLimit = [section('s1', [columns('c', [many('l', 15), many('r', 15)]), ...many('h', 29)])];
    expect(validateLayout(atLimit, { sanitizeHtml: keep }).ok).toBe(true);
    const over = [...atLimit, section('s2', [heading('one-more')])];
    expect(errorsOf(over)).toEqual({
      sections: 'A page holds at most 60 blocks, counting those inside columns; this one has 61.',
    });
  });
});

describe('upgradeSections', () => {
  it('brings stored blocks to their current version on read, nested ones too', () => {
    const stored = [
      {
        id: 's1',
        ...DEFAULT_SECTION_SETTINGS,
        blocks: [
          { id: 't', type: 'text', version: 1, data: { text: 'a\n\nb' } },
          {
            id: 'c',
            type: 'columns',
            version: 1,
            data: {},
            slots: [[{ id: 'i', type: 'image', data: { src: '/s/x.svg', width: 2, height: 1 } }], []],
          },
        ],
      },
    ];
    const [upgraded] = upgradeSections(stored, { sanitizeHtml: (html) => `${html}<!--clean-->` });
    expect(upgraded?.blocks[0]).toEqual({
      id: 't',
      type: 'text',
      version: 2,
      data: { html: '<p>a</p><p>b</p><!--clean-->' },
    });
    expect(upgraded?.blocks[1]?.slots?.[0]?.[0]).toMatchObject({
      version: 3,
      data: { image: { src: '/s/x.svg' }, link: '' },
    });
  });

  it('never throws: unreadable sections and blocks are left out, unreadable settings get defaults', () => {
    expect(upgradeSections('nonsense', { sanitizeHtml: keep })).toEqual([]);
    const sections = upgradeSections([null, { id: 'bad id!', theme: 'neon', blocks: [7, heading('h')] }], {
      sanitizeHtml: keep,
    });
    expect(sections).toEqual([{ id: 'section-2', ...DEFAULT_SECTION_SETTINGS, blocks: [heading('h')] }]);
  });

  it('reads a missing or impossible version as version 1', () => {
    const stored = [
      section('s', [
        { id: 't', type: 'text', data: { text: 'x' } } as unknown as Block,
        { id: 'u', type: 'text', version: -2, data: { text: 'y' } },
      ]),
    ];
    expect(
      upgradeSections(stored, { sanitizeHtml: keep })[0]?.blocks.map((b) => [b.version, b.data]),
    ).toEqual([
      [2, { html: '<p>x</p>' }],
      [2, { html: '<p>y</p>' }],
    ]);
  });

  it('keeps a block of an unknown type as it is, for the editor to show', () => {
    const block = { id: 'x', type: 'from-the-future', version: 3, data: { a: 1 } };
    expect(upgradeSections([section('s', [block])], { sanitizeHtml: keep })[0]?.blocks).toEqual([block]);
  });
});

describe('new blocks and sections', () => {
  it('makes a block of any type with its defaults, and empty slots for a container', () => {
    const block = newBlock('columns');
    expect(block).toMatchObject({ type: 'columns', version: 1, data: { ratio: 'equal' }, slots: [[], []] });
    expect(block.id).toMatch(/^columns-[0-9a-f]{12}$/);
    expect(newBlock('heading').id).not.toBe(newBlock('heading').id);
  });

  it('makes a section with the default settings', () => {
    const made: Section = newSection([heading('h')]);
    expect(made).toMatchObject({ ...DEFAULT_SECTION_SETTINGS, blocks: [heading('h')] });
    expect(blockTypesIn([made, section('s', [columns('c', [[newBlock('divider')], []])])])).toEqual(
      new Set(['heading', 'columns', 'divider']),
    );
  });
});
