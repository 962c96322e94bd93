// What the editor's sortable lists share (@dnd-kit): the drag handle (the pointer, or the keyboard:
// Space to lift, arrows, Space to drop), where a dropped item landed, and what the live region says.
import { move } from '@dnd-kit/helpers';
import type { DragEndEvent } from '@dnd-kit/react';

/** The handle an item is dragged by, named after the item ('Drag Image 2'). */
export function DragHandle({
  handleRef,
  name,
}: {
  handleRef: (element: Element | null) => void;
  name: string;
}) {
  return (
    <button type="button" ref={handleRef} className="drag-handle" aria-label={`Drag ${name}`}>
      ⠿
    </button>
  );
}

/** The dragged item's place before and after the drop, among `ids`; null when cancelled or unmoved. */
export function droppedIndex(
  ids: readonly string[],
  event: DragEndEvent,
): { id: string; from: number; to: number } | null {
  if (event.canceled) return null;
  const id = String(event.operation.source?.id ?? '');
  const from = ids.indexOf(id);
  const to = move([...ids], event).indexOf(id);
  return from < 0 || to < 0 || from === to ? null : { id, from, to };
}

/** What the live region says after an item moved to `index` (from 0) of `count`. */
export const placeAnnouncement = (name: string, index: number, count: number) =>
  `${name} moved to place ${index + 1} of ${count}.`;
