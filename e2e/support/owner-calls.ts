// The owner's API from a test, as the signed-in config area calls it: fetched inside the page (whose
// browser resolves the demo's host name; Node does not) with the crumb from its cookie, JSON in and
// out, raw bytes for uploads.
import type { Page } from '@playwright/test';

export async function ownerCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const raw = body instanceof Uint8Array ? Buffer.from(body).toString('base64') : null;
  return page.evaluate(
    async ({ method, path, json, raw }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const bytes = raw === null ? null : Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
      const response = await fetch(`${path}${path.includes('?') ? '&' : '?'}crumb=${crumb}`, {
        method,
        headers: { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' },
        body: bytes ? (bytes.buffer as ArrayBuffer) : json,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, json: raw === null && body !== undefined ? JSON.stringify(body) : undefined, raw },
  ) as Promise<T>;
}

/**
 * Adds up the page's layout shifts from its first paint (call before goto) that moved anything below
 * the site's header; read with layoutShift, and what moved with shiftedNodes. The header is left out:
 * on a loaded machine its nav and cart widget were seen to move by a fraction (0.0008) once in about
 * twenty runs, a defect of the header's own (stop 36's closing note), not of the gallery or image a
 * test is about.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __cls: number; __shifted: string[] };
    w.__cls = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map(({ node }) => node);
        for (const node of nodes)
          w.__shifted.push(
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node),
          );
        if (nodes.some((node) => !(node instanceof Element && node.closest('.site-header'))))
          w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift below the header so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** The elements the layout shifts so far moved (the header's too). */
export function shiftedNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
}
