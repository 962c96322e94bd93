import { type Block, blockDefinitions, newBlock, type Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import {
  type CanvasData,
  KEPT_BLOCK,
  ROOT_SLOT,
  SECTION,
  SECTION_SLOT,
  SLOT_COUNT,
  sectionsFromPuck,
  slotProp,
  toPuckData,
} from './puck-data.ts';

type Item = { type: string; props: Record<string, unknown> };
/** The sections of Puck's data, as Puck holds them. */
const rootItems = (data: CanvasData) => data.root.props?.[ROOT_SLOT] as Item[];
/** The blocks of the first section of Puck's data. */
const firstBlocks = (data: CanvasData) => rootItems(data)[0]?.props[SECTION_SLOT] as Item[];

const section = (id: string, blocks: Block[], extra: Partial<Section> = {}): Section => ({
  id,
  background: { kind: 'none' },
  theme: 'light',
  width: 'wide',
  padding: 'medium',
  blocks,
  ...extra,
});

/** A block of every type the registry has, with its defaults, and fixed ids. */
const everyType = (): Block[] =>
  blockDefinitions.map((definition) => ({ ...newBlock(definition.type), id: `b-${definition.type}` }));

const columns = (id: string, slots: Block[][]): Block => ({
  ...newBlock('columns'),
  id,
  data: { ratio: 'wide-first', align: 'centre' },
  slots,
});

describe('toPuckData and sectionsFromPuck', () => {
  it('round-trips every block type, section settings, columns with their slots, and ids', () => {
    const sections: Section[] = [
      section('s-1', everyType(), {
        background: { kind: 'colour', colour: '#f4efe6' },
        theme: 'dark',
        width: 'narrow',
        padding: 'large',
      }),
      section('s-2', [
        columns('b-cols', [
          [{ id: 'b-in-1', type: 'heading', version: 1, data: { text: 'Left', level: 3 } }],
          [],
          [{ id: 'b-in-2', type: 'text', version: 2, data: { html: '<p>Right</p>' } }],
        ]),
      ]),
      section('s-3', [], {
        background: {
          kind: 'image',
          image: { src: '/s/a.png', width: 10, height: 20 },
          focalPoint: { x: 10, y: 90 },
        },
      }),
    ];
    expect(sectionsFromPuck(toPuckData(sections))).toEqual(sections);
  });

  it('gives Puck sections in the root slot, blocks in their section slot, a block’s data as its props', () => {
    const data = toPuckData([
      section('s-1', [{ id: 'b-h', type: 'heading', version: 1, data: { text: 'Hi', level: 2 } }]),
    ]);
    const [puckSection] = rootItems(data);
    expect(puckSection?.type).toBe(SECTION);
    expect(puckSection?.props[SECTION_SLOT]).toEqual([
      { type: 'heading', props: { id: 'b-h', text: 'Hi', level: 2 } },
    ]);
  });

  it('gives a container every slot up to its maximum, and keeps only the counted ones', () => {
    const data = toPuckData([section('s', [columns('c', [[], []])])]);
    const props = firstBlocks(data)[0]?.props ?? {};
    expect(props[SLOT_COUNT]).toBe(2);
    expect(Object.keys(props).filter((k) => k.startsWith('slot') && k !== SLOT_COUNT)).toEqual([
      'slot1',
      'slot2',
      'slot3',
      'slot4',
    ]);
  });

  it('moves the blocks of columns beyond the count into the last column kept, losing nothing', () => {
    const data = toPuckData([
      section('s', [
        columns('c', [
          [],
          [{ id: 'x', type: 'divider', version: 1, data: {} }],
          [{ id: 'y', type: 'spacer', version: 1, data: {} }],
        ]),
      ]),
    ]);
    const cols = firstBlocks(data)[0];
    if (!cols) throw new Error('no columns');
    cols.props[SLOT_COUNT] = 2;
    const [result] = sectionsFromPuck(data);
    expect(result?.blocks[0]?.slots?.map((slot) => slot.map((b) => b.id))).toEqual([[], ['x', 'y']]);
  });

  it('keeps a block it cannot edit (unknown type, older data) whole, slots and all', () => {
    const unknown: Block = {
      id: 'u-1',
      type: 'carousel',
      version: 3,
      data: { speed: 2 },
      slots: [[{ id: 'u-2', type: 'heading', version: 1, data: { text: 'x', level: 2 } }]],
    };
    const old: Block = { id: 'o-1', type: 'text', version: 1, data: { text: 'plain' } };
    const sections = [section('s', [unknown, old])];
    const data = toPuckData(sections);
    const blocks = firstBlocks(data);
    expect(blocks.map((b) => b.type)).toEqual([KEPT_BLOCK, KEPT_BLOCK]);
    expect(sectionsFromPuck(data)).toEqual(sections);
  });

  it('a duplicated kept block takes the id Puck gave the copy', () => {
    const data = toPuckData([section('s', [{ id: 'k', type: 'carousel', version: 1, data: {} }])]);
    const slot = firstBlocks(data);
    const [kept] = slot;
    if (kept) slot.push({ ...structuredClone(kept), props: { ...kept.props, id: 'k-copy' } });
    expect(sectionsFromPuck(data)[0]?.blocks.map((b) => b.id)).toEqual(['k', 'k-copy']);
  });

  it('gathers blocks found outside any section into a section of their own', () => {
    const sections = sectionsFromPuck({
      root: { props: { [ROOT_SLOT]: [] } },
      content: [
        { type: 'heading', props: { id: 'h', text: 'Loose', level: 2 } },
        { type: 'divider', props: { id: 'd' } },
      ],
    });
    expect(sections).toHaveLength(1);
    expect(sections[0]?.blocks.map((b) => b.id)).toEqual(['h', 'd']);
    expect(sections[0]?.theme).toBe('light');
  });

  it('an empty layout is an empty root slot and back', () => {
    expect(toPuckData([])).toEqual({ root: { props: { [ROOT_SLOT]: [] } }, content: [] });
    expect(sectionsFromPuck(toPuckData([]))).toEqual([]);
  });

  it('names slots slot1, slot2…', () => {
    expect([0, 1].map(slotProp)).toEqual(['slot1', 'slot2']);
  });
});
