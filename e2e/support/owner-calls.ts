// The owner's API from a test, as the signed-in config area calls it: through the page's browser
// context (its session cookie) with the crumb the server set, JSON in and out, raw bytes for uploads.
import type { Page } from '@playwright/test';

export async function ownerCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const raw = body instanceof Uint8Array;
  const response = await page.request.fetch(`${path}${path.includes('?') ? '&' : '?'}crumb=${crumb}`, {
    method,
    headers: { 'Content-Type': raw ? 'application/octet-stream' : 'application/json' },
    ...(body !== undefined && { data: raw ? Buffer.from(body) : JSON.stringify(body) }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
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
