// The palette's field while its code arrives (its chunk loads on first use): the dialog opens at once
// and takes what is typed, which the palette starts from, so the first keystrokes are not lost.
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

export function PaletteWaiting(props: {
  typed: string;
  onType: (typed: string) => void;
  onClose: () => void;
}) {
  const dialogRef = useModalDialog();
  return (
    <dialog
      ref={dialogRef}
      className="command-palette"
      aria-label="Go to"
      aria-busy="true"
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <input
        autoFocus
        type="text"
        aria-label="Go to a screen, page, product or order"
        placeholder="Go to a screen, page, product or order…"
        autoComplete="off"
        spellCheck={false}
        value={props.typed}
        onChange={(event) => props.onType(event.target.value)}
      />
      <p role="status" className="command-palette-status">
        Loading…
      </p>
    </dialog>
  );
}
