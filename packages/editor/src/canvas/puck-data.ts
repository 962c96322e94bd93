// The one place where our stored layout (sections of blocks, blocks/layout.ts) and Puck's Data meet.
// The stored format stays ours: the canvas reads `toPuckData(sections)` and every change goes back
// through `sectionsFromPuck(data)` before it is saved. Pure functions, tested round trip.
//
// In Puck, the root has one slot, `sections`, holding Section components; a Section's `blocks`
// slot holds blocks; a block's props are its id and its data side by side; a container (columns)
// has its slot count in `slotCount` and its slots as `slot1`…`slotN` (N its type's maximum). A block
// this version cannot edit (unknown type, data at another version) travels whole as a KeptBlock.

import type { ComponentData, Data } from '@puckeditor/core';
import {
  type AnyBlockDefinition,
  type Block,
  blockDefinition,
  DEFAULT_SECTION_SETTINGS,
  newBlockId,
  type Section,
} from '@tessera/site';

export const SECTION = 'Section';
export const KEPT_BLOCK = 'KeptBlock';
/** The root's slot of sections. */
export const ROOT_SLOT = 'sections';
/** A section's slot of blocks. */
export const SECTION_SLOT = 'blocks';
export const SLOT_COUNT = 'slotCount';

export const slotProp = (index: number) => `slot${index + 1}`;

type Props = Record<string, unknown> & { id: string };
/** Puck's Data as the canvas has it: the root's props hold the sections slot. */
export type CanvasData = Data<Record<string, Record<string, unknown>>, Record<string, unknown>>;

/** A block this version can edit: its type is known and its data is at the type's version. */
export function editableDefinition(block: Pick<Block, 'type' | 'version'>): AnyBlockDefinition | undefined {
  const definition = blockDefinition(block.type);
  return definition && definition.version === block.version ? definition : undefined;
}

function blockToPuck(block: Block): ComponentData {
  const definition = editableDefinition(block);
  if (!definition) {
    const { id, ...kept } = block;
    return { type: KEPT_BLOCK, props: { id, block: kept } };
  }
  const props: Props = { ...block.data, id: block.id };
  if (definition.slots) {
    const slots = block.slots ?? [];
    props[SLOT_COUNT] = slots.length;
    for (let i = 0; i < Math.max(definition.slots.max, slots.length); i++)
      props[slotProp(i)] = (slots[i] ?? []).map(blockToPuck);
  }
  return { type: block.type, props };
}

function sectionToPuck({ blocks, ...settings }: Section): ComponentData {
  return { type: SECTION, props: { ...settings, [SECTION_SLOT]: blocks.map(blockToPuck) } };
}

/** Puck's Data for a layout's sections. */
export function toPuckData(sections: readonly Section[]): CanvasData {
  return { root: { props: { [ROOT_SLOT]: sections.map(sectionToPuck) } }, content: [] };
}

const list = (value: unknown): ComponentData[] => (Array.isArray(value) ? (value as ComponentData[]) : []);

function blockFromPuck(item: ComponentData): Block[] {
  const props = item.props as Props;
  if (item.type === KEPT_BLOCK) return [{ ...(props.block as Omit<Block, 'id'>), id: props.id }];
  // A section dropped where blocks go (Puck refuses it, but nothing is ever lost): its blocks.
  if (item.type === SECTION) return list(props[SECTION_SLOT]).flatMap(blockFromPuck);
  const definition = blockDefinition(item.type);
  if (!definition) return [];
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(definition.fields)) if (key in props) data[key] = props[key];
  const block: Block = { id: props.id, type: item.type, version: definition.version, data };
  if (definition.slots) {
    const count = Number(props[SLOT_COUNT]) || definition.slots.min;
    const slots: Block[][] = [];
    for (let i = 0; ; i++) {
      if (!(slotProp(i) in props) && i >= count) break;
      const blocks = list(props[slotProp(i)]).flatMap(blockFromPuck);
      // Blocks of slots beyond the count join the last one kept.
      if (i < count) slots.push(blocks);
      else slots[count - 1]?.push(...blocks);
    }
    block.slots = slots;
  }
  return [block];
}

function sectionFromPuck(item: ComponentData): Section {
  const { [SECTION_SLOT]: blocks, id, background, theme, width, padding, split } = item.props as Props;
  return {
    id,
    ...DEFAULT_SECTION_SETTINGS,
    ...(background ? { background } : {}),
    ...(theme ? { theme } : {}),
    ...(width ? { width } : {}),
    ...(padding ? { padding } : {}),
    // A split test's variant (server/src/experiments/): set by the split test panel, kept by the canvas.
    ...(split ? { split } : {}),
    blocks: list(blocks).flatMap(blockFromPuck),
  } as Section;
}

/**
 * The sections Puck's Data holds. Blocks found outside any section (Puck keeps them out, but
 * nothing is ever lost) are gathered, each run of them into a section of its own.
 */
export function sectionsFromPuck(data: Pick<CanvasData, 'root' | 'content'>): Section[] {
  const rootProps = (data.root.props ?? {}) as Record<string, unknown>;
  const items = [...list(rootProps[ROOT_SLOT]), ...list(data.content)];
  const sections: Section[] = [];
  let loose: Section | null = null;
  for (const item of items) {
    if (item.type === SECTION) {
      sections.push(sectionFromPuck(item));
      loose = null;
    } else {
      if (!loose) {
        loose = { id: newBlockId('section'), ...structuredClone(DEFAULT_SECTION_SETTINGS), blocks: [] };
        sections.push(loose);
      }
      loose.blocks.push(...blockFromPuck(item));
    }
  }
  return sections;
}
