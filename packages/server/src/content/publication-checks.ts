// The checks every publication change makes, for a page or a blog post alike: the move against
// core's PUBLICATION_MOVES and the actor's permissions, and a scheduled time that is in the future.
import { ItemPublicationState, type Permission, pageStateLabel, publicationMove } from '@tessera/core';
import { badRequest, HttpError } from '../http/errors.ts';

export const NEEDS_PUBLISH =
  'You may edit this page but not publish it. Submit it for review and an editor will publish it.';
export const PUBLISH_AT_MISSING = 'Choose when to publish this page.';
export const PUBLISH_AT_PAST = 'Choose a time in the future.';
export const PUBLISH_AT_NOT_SCHEDULED = 'A publication time goes with Scheduled (publicationState 2) only.';

/** Who asks: the account (null for a job) and what its roles allow on the site. */
export interface Actor {
  accountId: string | null;
  permissions: ReadonlySet<Permission>;
}

interface PublicationChange {
  publicationState?: number | undefined;
  /** ISO 8601 with its offset; with Scheduled only */
  publishAt?: string | undefined;
}

/**
 * The move a change makes, or undefined when it leaves the publication alone. 400 for a move the
 * table does not have ('A post that is Hidden cannot become Hidden.'), 403 for one the actor may
 * not make.
 */
export function checkedMove(noun: 'page' | 'post', from: number, change: PublicationChange, actor: Actor) {
  if (change.publicationState === undefined) return undefined;
  const move = publicationMove(from, change.publicationState);
  if (!move) {
    const message = `A ${noun} that is ${pageStateLabel(from)} cannot become ${pageStateLabel(change.publicationState)}.`;
    throw badRequest({ publicationState: message }, message);
  }
  if (!actor.permissions.has(move.needs)) throw new HttpError(403, NEEDS_PUBLISH);
  return move;
}

/**
 * When a scheduled change is to be published (UTC milliseconds), or null when it does not
 * schedule. Scheduled needs a time, in the future; a time without Scheduled is refused (400,
 * errors.publishAt), so the owner never believes something scheduled that is not.
 */
export function scheduledTime(change: PublicationChange, now: number): number | null {
  if (change.publicationState !== ItemPublicationState.scheduled) {
    if (change.publishAt !== undefined)
      throw badRequest({ publishAt: PUBLISH_AT_NOT_SCHEDULED }, PUBLISH_AT_NOT_SCHEDULED);
    return null;
  }
  const at = change.publishAt === undefined ? Number.NaN : Date.parse(change.publishAt);
  if (!Number.isFinite(at)) throw badRequest({ publishAt: PUBLISH_AT_MISSING }, PUBLISH_AT_MISSING);
  if (at <= now) throw badRequest({ publishAt: PUBLISH_AT_PAST }, PUBLISH_AT_PAST);
  return at;
}
