import { INTERFACE_STRINGS } from '@tessera/core';

interface LoadFailureProps {
  message: string;
  onRetry: () => void;
}

export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div className="load-failure">
      <p role="alert">{message}</p>
      <button type="button" onClick={onRetry}>
        {INTERFACE_STRINGS.tryAgain}
      </button>
    </div>
  );
}
