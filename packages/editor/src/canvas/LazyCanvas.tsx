import { lazy, Suspense } from 'react';
import { Busy } from '../ui/use-busy.ts';
import type { PageCanvasProps } from './PageCanvas.tsx';

// Puck, TipTap and the block renderers load only when a page or a post is opened for editing.
const PageCanvas = lazy(() => import('./PageCanvas.tsx'));

/** The canvas, with a loading note while its code arrives. */
export function LazyCanvas(props: PageCanvasProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="panel-note">
          Loading the editor…
          <Busy />
        </p>
      }
    >
      <PageCanvas {...props} />
    </Suspense>
  );
}
