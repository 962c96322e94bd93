// How a cached page (or a site's shared JSON answer: routes/shared-answer.ts) goes out: its three encodings and every header, worked out once when the page is
// cached rather than on each request (the headers a page is sent with depend only on the page, the
// encoding and whether the request came over https), and written straight to the socket.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Encoding, preferredEncoding } from '../http/compress.ts';
import { baseSecurityHeaders } from '../http/security-headers.ts';

type Variant = 'identity' | Encoding;

/** A cached page's bytes and headers, ready to write. */
export interface PreparedPage {
  status: number;
  etag: string;
  bodies: Record<Variant, Buffer>;
  /** Flat [name, value, …] lists for res.writeHead: [http, https] for each variant and for a 304 */
  headers: Record<Variant | 'notModified', [http: string[], https: string[]]>;
}

export const HTML_TYPE = 'text/html; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

export function preparePage(page: {
  status: number;
  etag: string;
  contentType: typeof HTML_TYPE | typeof JSON_TYPE;
  /** A page's policy; a JSON answer, which no browser renders, has none (as every API answer) */
  csp?: string;
  bodies: Record<Variant, Buffer>;
}): PreparedPage {
  const common = (https: boolean) => [
    ['content-type', page.contentType],
    ...(page.csp === undefined ? [] : [['content-security-policy', page.csp]]),
    ['cache-control', 'no-cache'],
    ['etag', page.etag],
    ['vary', 'accept-encoding'],
    ...baseSecurityHeaders(https),
  ];
  const flat = (variant: Variant | 'notModified') =>
    [false, true].map((https) => {
      const pairs = common(https);
      if (variant === 'br' || variant === 'gzip') pairs.push(['content-encoding', variant]);
      if (variant !== 'notModified') pairs.push(['content-length', String(page.bodies[variant].length)]);
      return pairs.flat();
    }) as [string[], string[]];
  return {
    status: page.status,
    etag: page.etag,
    bodies: page.bodies,
    headers: {
      identity: flat('identity'),
      gzip: flat('gzip'),
      br: flat('br'),
      notModified: flat('notModified'),
    },
  };
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const MAX_REMEMBERED_ACCEPTS = 64;
const acceptedEncodings = new Map<string, Variant>();

function variantFor(acceptEncoding: string | undefined): Variant {
  if (!acceptEncoding) return 'identity';
  let variant = acceptedEncodings.get(acceptEncoding);
  if (variant === undefined) {
    variant = preferredEncoding(acceptEncoding) ?? 'identity';
    if (acceptedEncodings.size >= MAX_REMEMBERED_ACCEPTS) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, variant);
  }
  return variant;
}

/** Writes a cached page: 304 when the browser has it, else in the best encoding it accepts. */
export function writeCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: PreparedPage,
  https: boolean,
): void {
  const side = https ? 1 : 0;
  if (request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, page.headers.notModified[side]);
    response.end();
    return;
  }
  const variant = variantFor(request.headers['accept-encoding']);
  response.writeHead(page.status, page.headers[variant][side]);
  response.end(request.method === 'HEAD' ? undefined : page.bodies[variant]);
}
