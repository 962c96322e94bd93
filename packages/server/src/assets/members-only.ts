// Members-only files (issue 31; the rule is core's mayOpenFile): how the mark is stored on the file's
// record, and whether the request asking for a marked file at /s/ may open it.
//
// Who is recognised, and how: the site's host is also the config area's host (/config/ on it), and
// the editor frames the site's own pages from there, so an owner or contributor working on the site
// carries their session cookie (host-only, SameSite=Lax) on every /s/ request of that host: the
// Files screen's thumbnails, the frame's pages, a file opened from the library. That session with
// Permission.preview is the proof, as it is for members-only pages (pages/render.ts); no signed
// address is needed, and none is minted (a shareable address would outlive the session that made
// it). Members are recognised by their own session on the host (members/sessions.ts). On a custom
// domain where the owner is not signed in, they are a visitor there, as for members-only pages.
import { mayOpenFile } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { parseJsonColumn } from '../db/json.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { requestAccount } from '../identity/sessions.ts';
import { requestMemberAreaIds } from '../members/area-membership.ts';
import { canPreviewUnpublished, websiteRoles } from '../websites/members.ts';

/**
 * The areas of a members-only file, or null for a public one. A stored value that is not a list of
 * ids (it cannot be written so, but a hand-edited database could hold one) keeps the file closed
 * rather than open.
 */
export function markedAreaIds(stored: string | null): string[] | null {
  if (stored === null) return null;
  const parsed = parseJsonColumn<unknown>(stored, []);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/** The stored form of a mark: the areas' ids as a JSON array, each once. */
export function storedAreaIds(areaIds: readonly string[]): string {
  return JSON.stringify([...new Set(areaIds)]);
}

/**
 * Whether the request may open a file marked for `areaIds`: a contributor of the site who may preview
 * it (their session on this host), or a member of one of the areas signed in on this host. Looked up
 * only for a marked file, so a public file costs no more than before.
 */
export async function requestMayOpen(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
  areaIds: readonly string[],
): Promise<boolean> {
  const account = await requestAccount(ctx.db, request);
  const roles = account ? await websiteRoles(ctx.db, site.id, account.id) : [];
  // A contributor who may preview opens it without the member's lookup.
  if (canPreviewUnpublished(roles)) return true;
  return mayOpenFile(areaIds, {
    memberAreaIds: await requestMemberAreaIds(ctx, request, site),
    canPreview: false,
  });
}
