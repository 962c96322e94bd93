import { useState } from 'react';

/**
 * What a canvas's settings tab starts from: the detail loaded with the canvas, or, once the header's
 * button has moved the document (Publish, Submit for review), the detail read after that move. The
 * form keeps its own copy of what it loaded, so `formKey` changes with each move to start it afresh:
 * otherwise a page published from the header still showed Hidden in its settings and offered the
 * moves of a hidden page. Loading the document again (after a conflict) drops the moved copy.
 */
export function useMovedDetail<T>(loaded: T | undefined) {
  const [moved, setMoved] = useState<{ detail: T; from: T | undefined; count: number } | null>(null);
  const current = moved && moved.from === loaded ? moved : null;
  return {
    detail: current?.detail ?? loaded,
    formKey: current?.count ?? 0,
    afterMove: (detail: T) => setMoved((last) => ({ detail, from: loaded, count: (last?.count ?? 0) + 1 })),
  };
}
