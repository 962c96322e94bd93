// The platform home hands a signed-in owner over to a site's own host, where cookies are separate:
// a one-time, one-minute token. Following the link shows a form that posts the token (a GET or HEAD
// never changes anything); the POST spends it and starts a session on the site's host.

import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { insertHandoff, takeHandoff } from './repository.ts';
import { hashToken } from './sessions.ts';

const HANDOFF_LIFETIME_MS = 60_000;
export const HANDOFF_PATH = '/api/auth/Handoff';
/** Submits the hand-off form at once; without JavaScript the owner presses its button. */
export const HANDOFF_SCRIPT_PATH = '/static/auth/handoff.js';
export const HANDOFF_SCRIPT = "document.getElementById('handoff')?.requestSubmit();\n";

export async function createHandoff(db: Db, accountId: string, websiteId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  await insertHandoff(
    db,
    { id: hashToken(token), accountId, websiteId, expiresAt: now + HANDOFF_LIFETIME_MS },
    now,
  );
  return token;
}

/** One use only (deleted and read in one statement, so two at once cannot both spend it), for the site it was made for, within a minute. */
export async function consumeHandoff(db: Db, token: string, websiteId: string): Promise<string | null> {
  const row = await takeHandoff(db, hashToken(token));
  if (!row || row.website_id !== websiteId || row.expires_at < Date.now()) return null;
  return row.account_id;
}

/** The page the hand-off link opens: a form that posts the token, with this host's crumb. */
export function handoffPage(siteTitle: string, token: string, crumb: string): string {
  const action = `${HANDOFF_PATH}?crumb=${encodeURIComponent(crumb)}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Opening ${escapeHtml(siteTitle)}</title></head><body><main><h1>Opening the config area of ${escapeHtml(siteTitle)}</h1><form id="handoff" method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Continue</button></form></main><script src="${HANDOFF_SCRIPT_PATH}"></script></body></html>`;
}
