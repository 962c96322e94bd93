// The wrapper of Puck's in-place rich text editor on the canvas. It names the editor (Puck's is a
// textbox with no name; ProseMirror keeps attributes it did not set itself), and it starts the editor
// afresh after an undo or redo: Puck's editor ignores a new value that arrives within a fifth of a
// second of the last keystroke, so an undo right after typing would leave the old text showing.
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

export interface InlineEditorsState {
  /** Raised by every undo and redo: each editor starts again from the page's value */
  generation: number;
  /** The block whose editor had the focus when the undo or redo came, to give it back */
  refocus: string | null;
}

export const InlineEditorsContext = createContext<InlineEditorsState>({ generation: 0, refocus: null });

/** The block whose in-place editor has the focus in the canvas frame, if any. */
export function focusedInlineEditor(frameDocument: Document | null | undefined): string | null {
  const active = frameDocument?.activeElement as HTMLElement | null | undefined;
  if (!active?.isContentEditable) return null;
  return active.closest('[data-block-id]')?.getAttribute('data-block-id') ?? null;
}

export function InlineEditor({
  label,
  blockId,
  children,
}: {
  label: string;
  blockId: string;
  children: ReactNode;
}) {
  const { generation, refocus } = useContext(InlineEditorsContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    let focusPending = refocus === blockId;
    const prepare = () => {
      for (const editable of wrapper.querySelectorAll<HTMLElement>('[contenteditable]')) {
        if (editable.getAttribute('aria-label') !== label) editable.setAttribute('aria-label', label);
        if (focusPending && editable.isContentEditable) {
          focusPending = false;
          editable.focus();
        }
      }
    };
    prepare();
    const observer = new MutationObserver(prepare);
    observer.observe(wrapper, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label, blockId, refocus]);
  return (
    <div ref={ref} key={generation}>
      {children}
    </div>
  );
}
