// A removal asked about before it happens (the People and Members screens): Remove opens the
// question, whose keep button takes the focus; keeping it, or the server refusing, closes the
// question and gives the focus back to Remove.
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/** The Remove button's and the keep button's refs, moving the focus as the question opens and closes. */
export function useConfirmFocus(confirming: boolean) {
  const removeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return { removeRef, keepRef };
}

interface ConfirmRemovalProps {
  question: ReactNode;
  /** The confirming button's words, naming who goes */
  removeLabel: ReactNode;
  keepLabel: string;
  busy: boolean;
  keepRef: RefObject<HTMLButtonElement | null>;
  onRemove: () => void;
  onKeep: () => void;
}

export function ConfirmRemoval(props: ConfirmRemovalProps) {
  const { question, removeLabel, keepLabel, busy, keepRef, onRemove, onKeep } = props;
  return (
    <fieldset className="confirm-removal">
      <legend>{question}</legend>
      <button type="button" className="danger" disabled={busy} onClick={onRemove}>
        {removeLabel}
      </button>
      <button type="button" disabled={busy} ref={keepRef} onClick={onKeep}>
        {keepLabel}
      </button>
    </fieldset>
  );
}
