// `frameUrl` arrives in the address, so anyone can craft it: only a path on this site may be framed.
import { CONFIG_AREA_PATH, FRAME_URL_PARAMETER, isSameSitePath, NO_REDIRECT_PARAMETER } from '@tessera/core';

const DEFAULT_FRAME_URL = '/';

/**
 * A same-origin path (pathname plus search) to show in the frame; '/' for anything else. The value
 * checked is the one returned: parsing collapses dot segments, so '/..//host' becomes '//host'.
 */
export function sanitizeFrameUrl(value: string | null, origin: string): string {
  if (!isSameSitePath(value)) return DEFAULT_FRAME_URL;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_FRAME_URL;
  }
  const framed = url.pathname + url.search;
  if (url.origin !== origin || !isSameSitePath(framed) || isConfigArea(url.pathname))
    return DEFAULT_FRAME_URL;
  return framed;
}

/** The config area framing itself would nest editors; the server decodes escapes, so '/%63onfig/' is it too. */
function isConfigArea(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // the server could not route it either: nothing worth framing
  }
  return `${decoded}/`.startsWith(CONFIG_AREA_PATH);
}

/** The frame URL asked for by an address such as '/config/?frameUrl=%2Fabout'. */
export function frameUrlFromAddress(address: string): string {
  const url = new URL(address);
  return sanitizeFrameUrl(url.searchParams.get(FRAME_URL_PARAMETER), url.origin);
}

/** The address (path, search and hash) with `frameUrl` set to `framePath`. */
export function addressWithFrameUrl(address: string, framePath: string): string {
  const url = new URL(address);
  url.searchParams.set(FRAME_URL_PARAMETER, framePath);
  return url.pathname + url.search + url.hash;
}

/** The public page the frame shows, with the flag that stops the owner redirect into /config/. */
export function viewSiteHref(framePath: string, origin: string): string {
  const url = new URL(sanitizeFrameUrl(framePath, origin), origin);
  url.searchParams.set(NO_REDIRECT_PARAMETER, '1');
  return url.pathname + url.search;
}
