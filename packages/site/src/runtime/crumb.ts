// The crumb (spec 1 §7): read from the `crumb` cookie and sent with each state-changing call. Its own
// small module so that the runtime's entry can send a beacon with it without the whole data layer
// (data-layer.ts), which is loaded only by the islands and reports that call the server.
const CRUMB_COOKIE = 'crumb';

/** The crumb held in the `crumb` cookie, or null. */
export function readCrumb(): string | null {
  for (const pair of document.cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === CRUMB_COOKIE) return decodeURIComponent(value);
  }
  return null;
}

export function storeCrumb(crumb: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = `${CRUMB_COOKIE}=${encodeURIComponent(crumb)}; path=/`;
}

/** Where a page with no crumb yet gets one (cached pages set no cookie; spec "Request retry" covers calls). */
export const CRUMB_URL = '/api/auth/Crumb';

/**
 * Makes sure the `crumb` cookie is there before a call that cannot retry (a beacon sent as the page
 * goes away); the server sets it on the answer.
 */
export async function ensureCrumbCookie(): Promise<void> {
  if (readCrumb() !== null) return;
  await fetch(new URL(CRUMB_URL, location.href).href, { credentials: 'same-origin' }).catch(() => {});
}

export function withQuery(url: string, query?: URLSearchParams): URL {
  const address = new URL(url, location.href);
  for (const [name, value] of query ?? []) address.searchParams.append(name, value);
  return address;
}

/** The URL with the current crumb as its `crumb` query parameter. */
export function withCrumb(url: string, query?: URLSearchParams): string {
  const address = withQuery(url, query);
  const crumb = readCrumb();
  if (crumb !== null) address.searchParams.set(CRUMB_COOKIE, crumb);
  return address.href;
}
