// A <dialog> shown as a modal when it mounts (the browser then keeps focus inside it and gives Escape
// its cancel event): the ref to put on it.
import { type RefObject, useEffect, useRef } from 'react';

export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return ref;
}
