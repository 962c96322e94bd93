// Content negotiation for compression, and the onSend hook that compresses HTML answers made per
// request (search pages, not-found and error pages, the lock screen, the platform home, the config
// area's page, the "No site here" page). Brotli when the browser accepts it, else gzip, else as is.
// The lock screen and the platform home hold the crumb in their forms, masked afresh in every answer
// (http/crumb.ts pageCrumb), so they are compressed like any page.
//
// What the hook leaves alone, and why:
// - an answer that already has a Content-Encoding: static files are compressed at build
//   (http/static.ts); cached pages carry their own pre-made forms (render/, which also uses
//   preferredEncoding below);
// - an answer with an ETag: one strong ETag must not name two different byte sequences (the page
//   compressed here and the same page as is); whoever sets an ETag picks the coding too;
// - anything but text/html: JSON API answers stay as they are — they are small, answered no-store,
//   and often carry a signed-in account's data beside what the caller sent (see BREACH below);
//   uploaded files (/s/) are mostly images, compressed already;
// - streams (nothing sends HTML as a stream);
// - HEAD (no body goes out, so compressing one would be wasted work), 304 and 204 (no body), and
//   bodies under MIN_BYTES: those fit in the first TCP packet with their headers anyway, and
//   compressing them saves no round trip (the "No site here" page is about 0.6 KB);
// - an HTML page whose body holds the browser's crumb as it is, unmasked. Compressing a secret beside
//   text an attacker can put in the same page (the lock screen echoes the path asked for) lets
//   someone who sees the sizes of encrypted answers guess the secret a character at a time
//   (BREACH). Pages mask it (pageCrumb); this keeps one that forgot to from being compressed.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE } from './cookies.ts';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are. */
export const MIN_BYTES = 1024;

/** Brotli quality for answers compressed per request: 4 is close to gzip's speed and smaller than its output. */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** Gzip level for answers compressed per request (zlib's default; 9 costs much more for little) */
export const DYNAMIC_GZIP_LEVEL = 6;

const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The q-value of each coding an Accept-Encoding header names (lower case; x-gzip is gzip). A
 * malformed q-value makes its entry count as absent; when a coding is named twice the first wins.
 */
function qValues(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const element of acceptEncoding.split(',')) {
    const [name = '', ...params] = element.split(';').map((part) => part.trim());
    if (!name) continue;
    let value = 1;
    let malformed = false;
    for (const param of params) {
      if (!param.toLowerCase().startsWith('q=')) continue;
      if (QVALUE.test(param)) value = Number(param.slice(2));
      else malformed = true;
    }
    if (malformed) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (!q.has(coding)) q.set(coding, value);
  }
  return q;
}

/**
 * Of the `available` codings (in the server's order of preference), the one to send: the accepted
 * coding with the highest q-value, the earlier one when they tie, and null (send as is) when none is
 * accepted or the browser prefers identity. A coding the header does not name takes `*`'s q-value;
 * q=0 refuses it. No header, or an empty one, means as is.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const q = qValues(acceptEncoding);
  const star = q.get('*');
  let chosen: Encoding | null = null;
  let best = 0;
  for (const coding of available) {
    const value = q.get(coding) ?? star ?? 0;
    if (value > best) {
      chosen = coding;
      best = value;
    }
  }
  if (!chosen) return null;
  // A browser that names identity (or * standing for it) above every compression gets its bytes as
  // they are. Not named at all, identity is acceptable but preferred to nothing: 'gzip;q=0.5' is gzip.
  const identity = q.get('identity') ?? star ?? 0;
  return identity > best ? null : chosen;
}

const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The coding for an answer we can send either way: brotli before gzip, q-values respected, else null. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return negotiateEncoding(acceptEncoding, ENCODINGS);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses `body` with `encoding` at the per-request settings. */
export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: DYNAMIC_GZIP_LEVEL });
}

/** Adds Accept-Encoding to the answer's Vary header, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...list, 'Accept-Encoding'].join(', '));
}

const SET_CRUMB = new RegExp(`^${CRUMB_COOKIE}=([^;]+)`);

/** The crumb values this answer could hold: the browser's, and one this answer sets. */
function crumbsOf(request: FastifyRequest, reply: FastifyReply): string[] {
  const crumbs: string[] = [];
  const sent = request.cookies?.[CRUMB_COOKIE];
  if (sent) crumbs.push(sent);
  const setCookie = reply.getHeader('set-cookie');
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : []) {
    // Crumbs are base64url and '.', which the cookie's encoding leaves as they are.
    const value = SET_CRUMB.exec(line)?.[1];
    if (value) crumbs.push(value);
  }
  return crumbs;
}

/** The onSend hook: compresses an HTML answer the browser accepts compressed (see the top of the file). */
export function compressHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const html = compressibleHtml(request, reply, payload);
  if (html === undefined) {
    done(null, payload);
    return;
  }
  // Compressible: the answer varies on Accept-Encoding, whether this browser takes it compressed or not.
  varyOnAcceptEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    done(null, payload);
    return;
  }
  compress(html, encoding).then((compressed) => {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  }, done);
}

/** The payload if it is HTML worth compressing: checked without a promise, as every answer passes here. */
function compressibleHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | Buffer | undefined {
  if (request.method === 'HEAD' || reply.statusCode === 304 || reply.statusCode === 204) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return undefined;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  if (size < MIN_BYTES) return undefined;
  if (crumbsOf(request, reply).some((crumb) => payload.includes(crumb))) return undefined;
  return payload;
}
