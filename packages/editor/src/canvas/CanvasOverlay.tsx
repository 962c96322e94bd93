import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { usePagesShown } from '../workspace/pages-shown.ts';

/**
 * The canvas takes the whole space under the top bar, over the panel and the site frame, which
 * meanwhile take no focus or clicks (inert). While another screen is opened from the top bar it hides
 * (kept, with its changes) and the workspace is usable again; back on the pages, it is there again.
 */
export function CanvasOverlay({ children }: { children: ReactNode }) {
  const shown = usePagesShown();
  useEffect(() => {
    if (!shown) return;
    const covered = document.querySelector('.workspace-body');
    covered?.setAttribute('inert', '');
    return () => covered?.removeAttribute('inert');
  }, [shown]);
  return createPortal(
    // biome-ignore lint/a11y/useSemanticElements: a named region landmark; <section> would need a heading for its name
    <div className="canvas-screen" role="region" aria-label="Page editor" hidden={!shown}>
      {children}
    </div>,
    document.body,
  );
}
