// The first-run guide: what the canvas is and how to work it, shown the first time an owner opens a
// page (remembered in this browser) and again from the Help button. Escape closes it.
import { useId, useState } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

const SEEN_KEY = 'tessera.canvasGuideSeen';

function seen(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false; // storage refused: the guide shows, and shows again next time
  }
}

export function useGuide() {
  const [open, setOpen] = useState(() => !seen());
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      try {
        window.localStorage.setItem(SEEN_KEY, '1');
      } catch {
        // nothing to remember it in
      }
      setOpen(false);
    },
  };
}

export function Guide({ onClose }: { onClose: () => void }) {
  const id = useId();
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className="canvas-guide"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>Building your page</h2>
      <ul>
        <li>
          Drag a block from the list on the left onto the page, or choose one under “Add” in the panel on the
          right. Sections hold blocks; a Columns block holds blocks side by side.
        </li>
        <li>
          Click a block to change it in the panel on the right; drag it to move it. Text is written right on
          the page: click into it and type.
        </li>
        <li>
          From the keyboard: select a block, then Alt+↑ and Alt+↓ move it, Ctrl+D duplicates it, Delete
          removes it. Ctrl+Z undoes any change, Ctrl+Shift+Z redoes it. Escape shows or hides the side panels.
        </li>
        <li>Desktop, Tablet and Phone show the page at each size.</li>
        <li>
          Your changes are saved as a draft as you go; visitors see them once you publish. Page settings holds
          the title and when the page is published.
        </li>
      </ul>
      <button type="button" className="primary" onClick={onClose}>
        Start editing
      </button>
    </dialog>
  );
}
