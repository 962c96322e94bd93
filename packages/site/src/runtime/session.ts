// Session info (second spec document, section 4): first landing, first session and session id, kept
// per browser session in sessionStorage. The session id follows a visitor from page to page, so it is
// kept only where tracking is allowed (as ss_cvt is); elsewhere there is no session info.
import { SESSION_INFO_STORAGE_KEY } from '@tessera/core';
import { ensureAnalyticsId, randomHex } from './analytics-id.ts';

export interface SessionInfo {
  /** The address of the session's first page */
  firstLanding: string;
  /** Whether this is the browser's first session on the site (it had no analytics id yet) */
  firstSession: boolean;
  sessionId: string;
  /** Whether the session began on this page */
  begun: boolean;
}

/** This page's answer, so every caller on the page sees the same session (storage may refuse to keep it). */
let current: SessionInfo | null = null;

function read(): SessionInfo | null {
  try {
    const info = JSON.parse(sessionStorage.getItem(SESSION_INFO_STORAGE_KEY) ?? 'null') as SessionInfo | null;
    return typeof info?.sessionId === 'string' ? { ...info, begun: false } : null;
  } catch {
    return null;
  }
}

/** This browser session's info, begun on this page when there is none; null where tracking is not allowed. */
export function sessionInfo(trackingAllowed: boolean): SessionInfo | null {
  if (!trackingAllowed) return null;
  current ??= read() ?? begin();
  return current;
}

/** For tests: a new page load. */
export function resetSessionInfo(): void {
  current = null;
}

function begin(): SessionInfo {
  const info = {
    firstLanding: location.href.slice(0, 2000),
    firstSession: ensureAnalyticsId().created,
    sessionId: randomHex(),
  };
  try {
    sessionStorage.setItem(SESSION_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Storage refused: the session lasts this page.
  }
  return { ...info, begun: true };
}
