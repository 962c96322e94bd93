// A screen whose code could not be fetched (workspace/screens.ts loads each when first opened): said
// in the panel, with a way to try again, rather than the whole config area going blank. React.lazy
// keeps a failed import's error, so trying again reloads the config area; unsaved work lives in a
// screen's own form, and the failed screen had none.
import { Component, type ReactNode } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';

export const SCREEN_LOAD_FAILED = 'This screen could not be loaded: the connection may have dropped.';

interface ScreenBoundaryProps {
  children: ReactNode;
  /** Tries again; the config area's reload unless a test says otherwise */
  onRetry?: () => void;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="panel-section">
        <LoadFailure
          message={SCREEN_LOAD_FAILED}
          onRetry={this.props.onRetry ?? (() => window.location.reload())}
        />
      </section>
    );
  }
}
