import { type ComponentProps, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/** Renders the config area's app (the workspace, or signing in again) in `container`. */
export function startConfigArea(container: HTMLElement, props: ComponentProps<typeof App>): void {
  createRoot(container).render(
    <StrictMode>
      <App {...props} />
    </StrictMode>,
  );
}
