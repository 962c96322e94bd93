interface LoadFailureProps {
  message: string;
  onRetry: () => void;
}

export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div className="load-failure">
      <p role="alert">{message}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
