// What the live region says after a change to the page, worded from Puck's action and the page
// before and after it: "Heading added.", "Text moved to position 2 of 3 in Section 1."
import type { ComponentData, PuckAction } from '@puckeditor/core';
import { blockDefinition } from '@tessera/site';
import { zonesOf } from './keyboard.ts';
import { type CanvasData, SECTION } from './puck-data.ts';

export function itemLabel(type: string): string {
  if (type === SECTION) return 'Section';
  return blockDefinition(type)?.label ?? 'Block';
}

/** Where a zone is, in words: 'the page', 'Section 2', 'column 1 of Columns in Section 2'. */
function zoneName(data: CanvasData, zone: string): string {
  const zones = zonesOf(data);
  const here = zones.get(zone);
  if (!here?.owner) return 'the page';
  const ownerZone = zones.get(here.owner.zone);
  if (!here.slot) return `Section ${here.owner.index + 1}`;
  const owner = ownerZone?.items[here.owner.index] as ComponentData | undefined;
  return `column ${here.slot.number} of ${itemLabel(owner?.type ?? '')} in ${zoneName(data, here.owner.zone)}`;
}

function itemAt(data: CanvasData, zone: string, index: number): ComponentData | undefined {
  return zonesOf(data).get(zone)?.items[index];
}

export function describeAction(action: PuckAction, data: CanvasData, before: CanvasData): string | null {
  switch (action.type) {
    case 'insert':
      return `${itemLabel(action.componentType)} added to ${zoneName(data, action.destinationZone)}.`;
    case 'duplicate': {
      const item = itemAt(before, action.sourceZone, action.sourceIndex);
      return item ? `${itemLabel(item.type)} duplicated.` : null;
    }
    case 'remove': {
      const item = itemAt(before, action.zone, action.index);
      return item ? `${itemLabel(item.type)} deleted.` : null;
    }
    case 'reorder':
    case 'move': {
      const item = itemAt(data, action.destinationZone, action.destinationIndex);
      const count = zonesOf(data).get(action.destinationZone)?.items.length ?? 0;
      return item
        ? `${itemLabel(item.type)} moved to position ${action.destinationIndex + 1} of ${count} in ${zoneName(data, action.destinationZone)}.`
        : null;
    }
    default:
      return null;
  }
}
