import { SITE_CONTEXT_ELEMENT_ID } from '@tessera/site/context.ts';

// Serves the editor frame's page loads in happy-dom, which would otherwise fetch them from the network.

interface HappyDomWindow {
  happyDOM: { settings: { fetch: { interceptor: unknown } } };
}

/**
 * Answers every page load of the frame with a small page, with a site context naming the page
 * when `collectionIds` has its path. Returns the undo.
 */
export function serveFramePages(collectionIds: Record<string, string> = {}): () => void {
  const settings = (window as unknown as HappyDomWindow).happyDOM.settings.fetch;
  const previous = settings.interceptor;
  settings.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) => {
      const collectionId = collectionIds[new URL(request.url).pathname];
      const context = collectionId
        ? `<script id="${SITE_CONTEXT_ELEMENT_ID}" type="application/json">{"collectionId":"${collectionId}"}</script>`
        : '';
      return new Response(`<!doctype html><title>Page</title><p>Page</p>${context}`, {
        headers: { 'Content-Type': 'text/html' },
      });
    },
  };
  return () => {
    settings.interceptor = previous;
  };
}
