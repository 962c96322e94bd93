// The config area's API as the signed-in owner's browser context calls it (its cookies, the crumb on
// every call), for tests that set a site up faster than through the screens.
import type { Page } from '@playwright/test';

// Each route answers its own JSON shape; tests read what they need.
// biome-ignore lint/suspicious/noExplicitAny: as above
type Answer = Record<string, any>;

export type ConfigCall = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

/**
 * `body` as JSON, or a Buffer sent as the raw bytes of an upload; `headers` besides (an
 * Idempotency-Key). Called from the page (the site's host resolves only in Chromium), with the crumb
 * its cookie holds: the owner's page for the config area, a visitor's for the site's public calls.
 */
export async function configApi(page: Page): Promise<ConfigCall> {
  return async (method, path, body, headers = {}) => {
    const raw = Buffer.isBuffer(body) ? body.toString('base64') : null;
    const json = raw !== null || body === undefined ? undefined : JSON.stringify(body);
    return page.evaluate(
      async (call) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const url = `${call.path}${call.path.includes('?') ? '&' : '?'}crumb=${crumb}`;
        const response = await fetch(url, {
          method: call.method,
          headers: {
            // No body, no type: the server refuses an empty JSON body.
            ...(call.raw
              ? { 'Content-Type': 'application/octet-stream' }
              : call.json === undefined
                ? {}
                : { 'Content-Type': 'application/json' }),
            ...call.headers,
          },
          body: call.raw ? Uint8Array.from(atob(call.raw), (c) => c.charCodeAt(0)) : call.json,
        });
        if (!response.ok)
          throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
        return response.json();
      },
      { method, path, raw, json, headers },
    );
  };
}

/** Puts `blocks` first on the first published page with a layout; answers that page's address. */
export async function publishBlocksFirst(call: ConfigCall, blocks: unknown[]): Promise<string> {
  const { pages } = await call('GET', '/api/config/pages');
  for (const summary of pages) {
    if (summary.publicationState !== 1) continue;
    const { layout } = await call('GET', `/api/config/pages/${summary.id}`);
    if (!layout?.sections?.length) continue;
    const [first, ...rest] = layout.sections;
    const sections = [{ ...first, blocks: [...blocks, ...first.blocks] }, ...rest];
    await call('PUT', `/api/config/layouts/${layout.id}`, { version: layout.version, sections });
    await call('PUT', `/api/config/pages/${summary.id}`, { publicationState: 1 });
    return summary.fullUrl;
  }
  throw new Error('No published page with a layout');
}
