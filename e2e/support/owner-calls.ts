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

/** Adds up the page's layout shifts from its first paint (call before goto); read with layoutShift. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
