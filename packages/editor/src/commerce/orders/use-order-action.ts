// One action on an order (fulfil, refund, cancel) as the owner goes through it: the form, a
// confirmation, the call in progress, and the server's refusal by field. A call that moves money
// carries an Idempotency-Key: new for each attempt, the same when an attempt got no answer and is
// sent again, so a retried click never refunds twice.
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { failureMessage, fieldFailures } from '../../errors.ts';
import { useFocusFirstInvalid } from '../../ui/use-save.tsx';

export type ActionPhase = 'editing' | 'confirming' | 'working';

export interface ActionFailure {
  message: string;
  fields: Record<string, string>;
}

export function useOrderAction(formRef: RefObject<HTMLFormElement | null>) {
  const [phase, setPhase] = useState<ActionPhase>('editing');
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const attemptKey = useRef<string | null>(null);

  // Back from the confirmation, or refused with no field to blame: the form's button takes the
  // focus the vanished confirmation held (a refusal by field focuses that field instead).
  const [returnFocus, setReturnFocus] = useState(0);
  useFocusFirstInvalid(formRef, failure?.fields ?? null);
  // The form opened from a button that is now gone: its first control takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);
  useEffect(() => {
    if (returnFocus > 0) formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [returnFocus, formRef]);

  /** The form's own check found problems: shown by field, nothing sent. */
  function refuse(fields: Record<string, string>, message = 'Please check the fields marked below.') {
    setFailure({ message, fields });
    setPhase('editing');
  }

  function confirm() {
    setFailure(null);
    setPhase('confirming');
  }

  /** Sends the action; the order as it now is, or null after a failure (then shown). */
  async function run(work: (idempotencyKey: string) => Promise<OrderDetail>): Promise<OrderDetail | null> {
    attemptKey.current ??= crypto.randomUUID();
    setPhase('working');
    try {
      const order = await work(attemptKey.current);
      attemptKey.current = null;
      setFailure(null);
      return order;
    } catch (error) {
      // No answer at all: the next click is the same attempt. Any answer: the next is a new one.
      if (!(error instanceof DataLayerError && error.status === 0)) attemptKey.current = null;
      const fields = fieldFailures(error);
      setFailure({ message: failureMessage(error), fields });
      setPhase('editing');
      if (Object.keys(fields).length === 0) setReturnFocus((n) => n + 1);
      return null;
    }
  }

  function back() {
    setPhase('editing');
    setReturnFocus((n) => n + 1);
  }

  return { phase, failure, refuse, confirm, back, run };
}
