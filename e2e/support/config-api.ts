// The server's API as a signed-in owner's (or a visitor's) browser context calls it (its cookies, the
// crumb on every call), for tests that set a site up faster than through the screens. Routes are
// named and typed by the route table's contract, as the site and the editor call them.
import type { Page } from '@playwright/test';
import {
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type RouteInput,
  routeUrl,
} from '@tessera/site/api/call.ts';

/** Besides the route's own input: a file's bytes for an upload route, and headers (an Idempotency-Key). */
interface Extras {
  file?: Buffer;
  headers?: Record<string, string>;
}

type Input<R extends ApiRoute> = RouteInput<R> & Extras;

export type ConfigCall = <R extends ApiRoute>(
  route: R,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is what a route without required input extends
  ...[input]: {} extends RouteInput<R> ? [input?: Input<R>] : [input: Input<R>]
) => Promise<AnswerOf<R>>;

/** The route's address, its path parameters filled in and its query added. */
function addressOf(route: ApiRoute, params?: Record<string, string>, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return search ? `${routeUrl(route, params)}?${search}` : routeUrl(route, params);
}

/**
 * Called from the page (the site's host resolves only in Chromium), with the crumb its cookie holds:
 * the owner's page for the config area, a visitor's for the site's public calls.
 */
export async function configApi(page: Page): Promise<ConfigCall> {
  const call = async (
    route: ApiRoute,
    input: Extras & { params?: never; query?: never; body?: unknown } = {},
  ) => {
    const {
      params,
      query,
      body,
      file,
      headers = {},
    } = input as Extras & {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
    };
    const method = route.slice(0, route.indexOf(' '));
    const path = addressOf(route, params, query);
    const raw = file ? file.toString('base64') : null;
    const json = body === undefined ? undefined : JSON.stringify(body);
    return page.evaluate(
      async (sent) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const url = `${sent.path}${sent.path.includes('?') ? '&' : '?'}crumb=${crumb}`;
        const response = await fetch(url, {
          method: sent.method,
          headers: {
            // No body, no type: the server refuses an empty JSON body.
            ...(sent.raw
              ? { 'Content-Type': 'application/octet-stream' }
              : sent.json === undefined
                ? {}
                : { 'Content-Type': 'application/json' }),
            ...sent.headers,
          },
          body: sent.raw ? Uint8Array.from(atob(sent.raw), (c) => c.charCodeAt(0)) : sent.json,
        });
        if (!response.ok)
          throw new Error(`${sent.method} ${sent.path}: ${response.status} ${await response.text()}`);
        return response.status === 204 ? undefined : response.json();
      },
      { method, path, raw, json, headers },
    );
  };
  return call as ConfigCall;
}

type LayoutBlock = BodyOf<'PUT /api/config/layouts/:id'>['sections'][number]['blocks'][number];

/** Puts `blocks` first on the first published page with a layout; answers that page's address. */
export async function publishBlocksFirst(call: ConfigCall, blocks: LayoutBlock[]): Promise<string> {
  const { pages } = await call('GET /api/config/pages');
  for (const summary of pages) {
    if (summary.publicationState !== 1) continue;
    const { layout } = await call('GET /api/config/pages/:id', { params: { id: summary.id } });
    if (!layout?.sections.length) continue;
    const [first, ...rest] = layout.sections;
    if (!first) continue;
    const sections = [{ ...first, blocks: [...blocks, ...first.blocks] }, ...rest];
    await call('PUT /api/config/layouts/:id', {
      params: { id: layout.id },
      body: { version: layout.version, sections },
    });
    await call('PUT /api/config/pages/:id', { params: { id: summary.id }, body: { publicationState: 1 } });
    return summary.fullUrl;
  }
  throw new Error('No published page with a layout');
}
