import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';

/**
 * The canvas takes the whole space under the top bar, over the panel and the site frame, which
 * meanwhile take no focus or clicks (inert).
 */
export function CanvasOverlay({ children }: { children: ReactNode }) {
  useEffect(() => {
    const covered = document.querySelector('.workspace-body');
    covered?.setAttribute('inert', '');
    return () => covered?.removeAttribute('inert');
  }, []);
  return createPortal(
    // biome-ignore lint/a11y/useSemanticElements: a named region landmark; <section> would need a heading for its name
    <div className="canvas-screen" role="region" aria-label="Page editor">
      {children}
    </div>,
    document.body,
  );
}
