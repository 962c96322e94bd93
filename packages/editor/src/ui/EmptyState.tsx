// A list with nothing in it yet (issue 38: "empty states that teach"): what the screen is for, in a
// sentence or two, and the one action that starts it. A search that finds nothing is not this: it
// says so in one line where the list would be.
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** "No members yet" */
  title: string;
  /** What the screen is for, and how its list fills */
  children: ReactNode;
  /** The one action that starts it, if the screen offers one here */
  action?: { label: string; onClick: () => void } | undefined;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div role="status" className="empty-state">
      <p className="empty-state-title">{title}</p>
      <p className="panel-note">{children}</p>
      {action && (
        <button type="button" className="primary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
