import { type RefObject, useEffect, useState } from 'react';
import { failureMessage, fieldFailures } from '../errors.ts';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; message: string; fields: Record<string, string> };

/**
 * After a refused save, the first control in error takes the focus, and with it its message:
 * `fields` is the refusal's errors by field (a new object each refusal), null otherwise.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  fields: Record<string, string> | null,
): void {
  useEffect(() => {
    if (!fields || Object.keys(fields).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid instanceof HTMLFieldSetElement
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid;
    target?.focus();
  }, [fields, formRef]);
}

/**
 * A form's save: saving, saved or failed with the server's field errors. After a refused save the
 * first control in error takes the focus, and with it its message.
 */
export function useSave<T>(formRef: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  useFocusFirstInvalid(formRef, state.status === 'failed' ? state.fields : null);

  async function save(work: () => Promise<T>): Promise<T | null> {
    setState({ status: 'saving' });
    try {
      const result = await work();
      setState({ status: 'saved' });
      return result;
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error), fields: fieldFailures(error) });
      return null;
    }
  }

  /** An edit after a save: the "Saved" notice no longer speaks for the form. */
  function touched() {
    setState((current) => (current.status === 'saved' ? { status: 'idle' } : current));
  }

  const errors = state.status === 'failed' ? state.fields : {};
  return { state, save, touched, errors };
}

/** The form's status line: what a screen reader hears after pressing Save. */
export function saveNotice(state: SaveState): string {
  if (state.status === 'saving') return 'Saving…';
  if (state.status === 'saved') return 'Saved. The site shows the change now.';
  return '';
}

/** The form's save button and, beside it, what the save did. */
export function SaveActions({ state, label }: { state: SaveState; label: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="primary" disabled={state.status === 'saving'}>
        {state.status === 'saving' ? 'Saving…' : label}
      </button>
      <p role="status" className="save-status">
        {saveNotice(state)}
      </p>
    </div>
  );
}
