// The state of a list row renamed in place and deleted after a confirmation (a file, a mailing
// list): which of the three it shows, the name being typed, the work under way and its error, and
// where the focus goes — into the name or onto "Keep it" when a mode starts, back to the button that
// started it when the mode ends.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';

export type RowMode = 'view' | 'rename' | 'confirm-delete';

/**
 * `describe` words a failure of the row's work for the owner: by default the server's message; a
 * row whose work already throws the words to show (the asset library's spec messages) passes its own.
 */
export function useRenameDelete(name: string, describe: (failure: unknown) => string = failureMessage) {
  const [mode, setMode] = useState<RowMode>('view');
  const [draft, setDraft] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when a mode ends: back to the button that started it (rendered again by then).
  const returnTo = useRef<'rename' | 'delete' | null>(null);

  useEffect(() => {
    if (mode === 'rename') {
      nameInput.current?.focus();
      nameInput.current?.select();
    } else if (mode === 'confirm-delete') keepButton.current?.focus();
    else if (returnTo.current) (returnTo.current === 'rename' ? renameButton : deleteButton).current?.focus();
  }, [mode]);

  const back = (to: 'rename' | 'delete') => {
    returnTo.current = to;
    setError(null);
    setMode('view');
  };

  /** Runs the row's work with the row busy; its failure is shown, its success ends the mode. */
  async function act(work: () => Promise<void>, then: () => void = () => {}) {
    setBusy(true);
    try {
      await work();
      then();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    mode,
    draft,
    setDraft,
    busy,
    error,
    refs: { nameInput, keepButton, renameButton, deleteButton },
    startRename: () => {
      setDraft(name);
      setMode('rename');
    },
    cancelRename: () => {
      setDraft(name);
      back('rename');
    },
    confirmDelete: () => setMode('confirm-delete'),
    keep: () => back('delete'),
    /** Saves the name typed (nothing to do when unchanged), then shows the row again. */
    saveName: (rename: (name: string) => Promise<void>) =>
      draft.trim() === name
        ? back('rename')
        : act(
            () => rename(draft),
            () => back('rename'),
          ),
    remove: (work: () => Promise<void>) => act(work),
    /** Escape in the name cancels the rename, and goes no further (the panel's own Escape hides it). */
    onNameKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setDraft(name);
      back('rename');
    },
  };
}
