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
 * Adds up the page's layout shifts from its first paint (call before goto): all of them, and those
 * that moved anything outside the site's header. Read with layoutShift; shiftedNodes says what moved.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __cls: number; __clsBelowHeader: number; __shifted: string[] };
    w.__cls = 0;
    w.__clsBelowHeader = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map(({ node }) => node);
        if (nodes.some((node) => !(node instanceof Element && node.closest('.site-header'))))
          w.__clsBelowHeader += entry.value;
        for (const node of nodes)
          w.__shifted.push(
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node),
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's layout shift so far. `belowHeader`: only shifts that moved something outside the site's
 * header. The gallery tests hold their galleries to that: on a loaded machine the header's nav and
 * cart were seen to move by a fraction (0.0008) once in about twenty runs, a defect of the header's
 * own, left in the closing note of stop 36, not of the gallery a test is about.
 */
export function layoutShift(page: Page, { belowHeader = false } = {}): Promise<number> {
  return page.evaluate((below) => {
    const w = window as unknown as { __cls: number; __clsBelowHeader: number };
    return below ? w.__clsBelowHeader : w.__cls;
  }, belowHeader);
}

/** The elements the layout shifts so far moved. */
export function shiftedNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
}
