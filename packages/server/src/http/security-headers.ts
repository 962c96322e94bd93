// The headers that keep a browser safe with what we send. Every answer: no sniffing, a referrer
// policy, HSTS over https, and no-store on API answers (they may carry a signed-in account's data).
// HTML answers carry a Content-Security-Policy made by htmlPolicy: scripts only from our own origin
// (the site context is JSON data, never script), inline <style> elements only by their hash.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostTargetOf } from './site-request.ts';

/**
 * One year: browsers remember to use https only, from the first answer over https. The platform's
 * sites are its subdomains, so the rule covers them too (includeSubDomains): a site first visited
 * over plain http is not left open to a downgrade by its parent's answer having said nothing of it.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, over https with HSTS: also written by the cached-page writer. */
export function baseSecurityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ];
  if (https) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of baseSecurityHeaders(request.protocol === 'https')) reply.header(name, value);
  // The route's pattern, not the raw URL: '/%61pi/…' reaches the same route as '/api/…'.
  const path = request.routeOptions.url ?? request.url;
  if (path.startsWith('/api/') && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
  // The platform home holds sign-in forms: no other site may frame any of it (clickjacking). Every
  // page whose policy says framed by nobody says so to older browsers too.
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (hostTargetOf(request).kind === 'platform' || policy.includes("frame-ancestors 'none'"))
    reply.header('x-frame-options', 'DENY');
}

export interface HtmlPolicyOptions {
  /** The page's HTML: each inline <style> element in it is allowed by its hash */
  html?: string;
  /** More inline styles allowed by their 'sha256-…' source: ones a script adds (the canvas's) */
  styleHashes?: string[];
  /** Who may frame the page: 'none', or 'self' (the config area frames a site's pages) */
  frameAncestors: "'none'" | "'self'";
  /** Frames the page may hold */
  frameSrc?: "'self'" | "'none'";
  /** Where its forms may post, redirects included (the platform home hands over to site hosts) */
  formAction?: string[];
  /** Third-party hosts a page needs, by directive (a form's captcha widget) */
  thirdParty?: { script: string[]; frame: string[]; connect: string[]; style: string[] };
}

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** 'sha256-…' sources for every inline <style> element of `html`. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(STYLE_ELEMENT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** A strict Content-Security-Policy for an HTML answer. */
export function htmlPolicy(options: HtmlPolicyOptions): string {
  const styles = [...(options.html ? inlineStyleHashes(options.html) : []), ...(options.styleHashes ?? [])];
  const extra = options.thirdParty ?? { script: [], frame: [], connect: [], style: [] };
  const sources = (first: string[], more: string[]) => [...first, ...more].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], extra.script)}`,
    `style-src ${sources(["'self'", ...styles], extra.style)}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${sources(["'self'"], extra.connect)}`,
    "media-src 'self'",
    `frame-src ${sources([options.frameSrc ?? "'self'"], extra.frame)}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${(options.formAction ?? ["'self'"]).join(' ')}`,
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}
