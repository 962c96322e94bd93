// Moving, duplicating and deleting with the keyboard alone: the moves a selected section or block
// can make, as Puck actions, and the shortcuts for them. Up and down go within the item's list; at
// its ends a block goes on into the neighbouring section (or column, then out of the columns), so
// every place on the page can be reached one step at a time.
import type { ComponentData, PuckAction } from '@puckeditor/core';
import { isTypingTarget } from '@tessera/site/runtime/keys.ts';
import { type CanvasData, ROOT_SLOT, SECTION_SLOT, SLOT_COUNT, slotProp } from './puck-data.ts';

export type MoveDirection = 'up' | 'down';
export type BlockCommand = MoveDirection | 'duplicate' | 'delete';

interface Zone {
  items: ComponentData[];
  /** Where the zone's owner is: a section for its blocks, a columns block for its slots */
  owner: { zone: string; index: number } | null;
  /** For a container's slot: its number (1…) and how many the container has */
  slot: { number: number; count: number } | null;
}

const listOf = (value: unknown) => (Array.isArray(value) ? (value as ComponentData[]) : []);
const ROOT_ZONE = `root:${ROOT_SLOT}`;

/** Every drop zone of the page by Puck's name for it ('parentId:slotName'), in page order. */
export function zonesOf(data: CanvasData): Map<string, Zone> {
  const zones = new Map<string, Zone>();
  const sections = listOf(data.root.props?.[ROOT_SLOT]);
  zones.set(ROOT_ZONE, { items: sections, owner: null, slot: null });
  sections.forEach((section, sectionIndex) => {
    const sectionZone = `${section.props.id}:${SECTION_SLOT}`;
    const blocks = listOf(section.props[SECTION_SLOT]);
    zones.set(sectionZone, { items: blocks, owner: { zone: ROOT_ZONE, index: sectionIndex }, slot: null });
    blocks.forEach((block, blockIndex) => {
      const count = Number(block.props[SLOT_COUNT]) || 0;
      for (let i = 0; i < count; i++)
        zones.set(`${block.props.id}:${slotProp(i)}`, {
          items: listOf(block.props[slotProp(i)]),
          owner: { zone: sectionZone, index: blockIndex },
          slot: { number: i + 1, count },
        });
    });
  });
  return zones;
}

const move = (
  sourceZone: string,
  sourceIndex: number,
  destinationZone: string,
  destinationIndex: number,
): PuckAction =>
  sourceZone === destinationZone
    ? { type: 'reorder', sourceIndex, destinationIndex, destinationZone }
    : { type: 'move', sourceIndex, sourceZone, destinationZone, destinationIndex };

/** The action that moves the item at `zone`/`index` one step; null where it cannot go further. */
export function moveAction(
  data: CanvasData,
  { zone, index }: { zone: string; index: number },
  direction: MoveDirection,
): PuckAction | null {
  const zones = zonesOf(data);
  const here = zones.get(zone);
  if (!here || index < 0 || index >= here.items.length) return null;
  const up = direction === 'up';
  const to = up ? index - 1 : index + 1;
  if (to >= 0 && to < here.items.length) return move(zone, index, zone, to);
  const owner = here.owner;
  if (!owner) return null; // sections stop at the page's ends
  const ownerId = zones.get(owner.zone)?.items[owner.index]?.props.id;
  if (here.slot) {
    // From one column into the next; past the first or last, out of the columns into the section.
    const next = here.slot.number + (up ? -1 : 1);
    if (next >= 1 && next <= here.slot.count) {
      const target = `${ownerId}:${slotProp(next - 1)}`;
      return move(zone, index, target, up ? (zones.get(target)?.items.length ?? 0) : 0);
    }
    return move(zone, index, owner.zone, up ? owner.index : owner.index + 1);
  }
  // From one section into the end of the one before, or the start of the one after.
  const sections = zones.get(ROOT_ZONE)?.items ?? [];
  const neighbour = sections[owner.index + (up ? -1 : 1)];
  if (!neighbour) return null;
  const target = `${neighbour.props.id}:${SECTION_SLOT}`;
  return move(zone, index, target, up ? (zones.get(target)?.items.length ?? 0) : 0);
}

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target' | 'defaultPrevented'
>;

/**
 * The command a key press asks of the selected item: Alt+↑ and Alt+↓ move it, Ctrl+D (⌘D)
 * duplicates it. (Delete and Backspace delete it: Puck's own shortcuts; undo is history.ts's.) Never
 * while typing in a field, where those keys belong to the text.
 */
export function commandForKey(event: KeyEventLike): BlockCommand | null {
  if (event.defaultPrevented || isTypingTarget(event.target)) return null;
  const command = event.ctrlKey || event.metaKey;
  if (event.altKey && !command && !event.shiftKey) {
    if (event.key === 'ArrowUp') return 'up';
    if (event.key === 'ArrowDown') return 'down';
  }
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'd') return 'duplicate';
  return null;
}
