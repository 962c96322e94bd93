// Notifications (issue 38: "a toast region announced to screen readers, undo where a change can be
// undone"): a short message in the config area's corner, said by a live region that is on the page
// before anything is put in it (a region added with its message is often not read). A notice goes by
// itself after a while; a failure stays until dismissed; an undoable change offers Undo meanwhile.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';

export interface ToastInput {
  message: string;
  /** A failure: said as an alert, and kept until dismissed */
  failed?: boolean;
  /** Takes the change back; the toast then says it was undone (or why it could not be) */
  undo?: () => Promise<void>;
}

interface Toast extends ToastInput {
  id: number;
}

/** How long a notice stays: long enough to reach its Undo by keyboard. */
export const TOAST_MS = 10_000;

interface Toasts {
  show: (toast: ToastInput) => void;
}

const ToastContext = createContext<Toasts>({ show: () => {} });

export function useToasts(): Toasts {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      nextId.current += 1;
      const toast = { ...input, id: nextId.current };
      // One at a time, as the corner has room for: a new one replaces what was said.
      setToasts([toast]);
      if (!input.failed) setTimeout(() => dismiss(toast.id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);

  async function undo(toast: Toast) {
    dismiss(toast.id);
    try {
      await toast.undo?.();
      show({ message: 'Undone.' });
    } catch (error) {
      show({ message: `Could not undo: ${failureMessage(error)}`, failed: true });
    }
  }

  const notices = toasts.filter((toast) => !toast.failed);
  const failures = toasts.filter((toast) => toast.failed);
  const render = (toast: Toast) => (
    <div key={toast.id} className="toast" data-failed={toast.failed || undefined}>
      <span>{toast.message}</span>
      {toast.undo && (
        <button type="button" className="toast-button" onClick={() => undo(toast)}>
          Undo
        </button>
      )}
      <button type="button" className="toast-button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toast-region" aria-label="Notifications">
        <div role="status">{notices.map(render)}</div>
        <div role="alert">{failures.map(render)}</div>
      </section>
    </ToastContext.Provider>
  );
}
