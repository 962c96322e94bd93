// The up, down and remove buttons of a block, a section or an item of a list field, named after what
// they move: every action of the layout reachable from the keyboard. `data-action` lets the list put
// focus back after a move.
interface MoveToolsProps {
  /** What the buttons act on, in their accessible names: 'Block 3: Heading', 'Section 2' */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** When the list is at its minimum length */
  cannotRemove?: boolean;
}

export function MoveTools({ name, first, last, onMove, onRemove, cannotRemove = false }: MoveToolsProps) {
  return (
    <span className="block-tools">
      <button
        type="button"
        data-action="up"
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        Up
      </button>
      <button
        type="button"
        data-action="down"
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        Down
      </button>
      <button
        type="button"
        data-action="remove"
        aria-label={`Remove ${name}`}
        disabled={cannotRemove}
        onClick={onRemove}
      >
        Remove
      </button>
    </span>
  );
}
