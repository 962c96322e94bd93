// Conditional requests: whether the browser's copy is still the one we would send.

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether an If-None-Match header names `etag`: '*' names any, and tags compare weakly (a W/ prefix
 * on either side is ignored), as RFC 9110 asks for this header. A header we cannot read names none.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return [...header.matchAll(ENTITY_TAG)].some(([tag]) => opaque(tag) === wanted);
}
