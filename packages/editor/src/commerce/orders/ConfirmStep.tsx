import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ActionPhase } from './use-order-action.ts';

interface ConfirmStepProps {
  /** What will happen, in a sentence the owner answers */
  question: ReactNode;
  confirmLabel: string;
  /** Shown on the button and read out while the call is under way: 'Refunding…' */
  workingLabel: string;
  phase: Exclude<ActionPhase, 'editing'>;
  danger?: boolean;
  onConfirm: () => void;
  onBack: () => void;
  backLabel?: string;
}

/** The last step before an action is sent: what it will do, with the way on and the way back. */
export function ConfirmStep({
  question,
  confirmLabel,
  workingLabel,
  phase,
  danger = false,
  onConfirm,
  onBack,
  backLabel = 'Go back',
}: ConfirmStepProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question is read out with the button that answers it.
  useEffect(() => confirmRef.current?.focus(), []);
  const working = phase === 'working';
  return (
    <fieldset className="order-confirm">
      <legend id={id}>{question}</legend>
      <div className="order-actions">
        <button
          type="button"
          ref={confirmRef}
          className={danger ? 'danger' : 'primary'}
          aria-describedby={id}
          disabled={working}
          onClick={onConfirm}
        >
          {working ? workingLabel : confirmLabel}
        </button>
        <button type="button" disabled={working} onClick={onBack}>
          {backLabel}
        </button>
      </div>
      <p role="status" className="save-status">
        {working ? workingLabel : ''}
      </p>
    </fieldset>
  );
}
