// How a page moves between the spec's publication states (published 1, scheduled 2, needs review 3,
// draft 4, private 5, deleted 6) and who may move it. The spec names the states but not the moves:
// this table is that decision (docs/permissions.md, "Publication"). One rule underlies it: anything
// that changes what visitors see, or takes a page out of the trash, is publishing and needs the
// publish permission; a contributor who may edit but not publish can only ask for review.
import { ItemPublicationState } from './enums.ts';
import { Permission } from './permissions.ts';
import { PAGE_STATUS_LABELS, publicationStateLabel } from './text.ts';

const S = ItemPublicationState;
type State = ItemPublicationState;

export interface PublicationMove {
  from: State;
  to: State;
  /** What the config area calls the move */
  action: string;
  needs: typeof Permission.content | typeof Permission.publish;
}

const move = (
  from: State,
  to: State,
  action: string,
  needs: PublicationMove['needs'] = Permission.publish,
): PublicationMove => ({ from, to, action, needs });

/**
 * Every allowed move. Publishing (to 1) also publishes the page's draft; a published page moving to
 * 1 again is "Publish changes". Scheduling a live page takes it off the site until its time (a
 * seasonal page). A page comes out of the trash Hidden, never straight onto the site.
 */
export const PUBLICATION_MOVES: readonly PublicationMove[] = [
  move(S.published, S.published, 'Publish changes'),
  move(S.published, S.scheduled, 'Unpublish until'),
  move(S.published, S.draft, 'Hide'),
  move(S.published, S.private, 'Make private'),
  move(S.published, S.deleted, 'Move to trash'),
  move(S.scheduled, S.published, 'Publish now'),
  move(S.scheduled, S.scheduled, 'Reschedule'),
  move(S.scheduled, S.draft, 'Cancel schedule'),
  move(S.scheduled, S.private, 'Make private'),
  move(S.scheduled, S.deleted, 'Move to trash'),
  move(S.needsReview, S.published, 'Approve and publish'),
  move(S.needsReview, S.scheduled, 'Approve and schedule'),
  move(S.needsReview, S.draft, 'Send back'),
  move(S.needsReview, S.deleted, 'Move to trash'),
  move(S.draft, S.published, 'Publish'),
  move(S.draft, S.scheduled, 'Schedule'),
  move(S.draft, S.needsReview, 'Submit for review', Permission.content),
  move(S.draft, S.private, 'Make private'),
  move(S.draft, S.deleted, 'Move to trash'),
  move(S.private, S.published, 'Publish'),
  move(S.private, S.scheduled, 'Schedule'),
  move(S.private, S.draft, 'Hide'),
  move(S.private, S.deleted, 'Move to trash'),
  move(S.deleted, S.draft, 'Restore from trash'),
];

/** The move from one state to another, or undefined when it is not allowed. */
export function publicationMove(from: number, to: number): PublicationMove | undefined {
  return PUBLICATION_MOVES.find((m) => m.from === from && m.to === to);
}

/** The moves a page in `from` offers to someone holding `permissions`. */
export function publicationMovesFor(from: number, permissions: Iterable<string>): PublicationMove[] {
  const held = new Set(permissions);
  return PUBLICATION_MOVES.filter((m) => m.from === from && held.has(m.needs));
}

/** How long a page stays in the trash before a job deletes it for good. */
export const TRASH_DAYS = 30;

/**
 * A page's state in the config area: the item list's words (Available, Scheduled, Hidden), the
 * spec's page-status words for the states the list leaves Unsupported (Needs Review, Private), and
 * Deleted, the spec's name for state 6 (it gives that state no wording).
 */
export function pageStateLabel(state: number): string {
  if (state === S.needsReview || state === S.private) return PAGE_STATUS_LABELS[state];
  if (state === S.deleted) return 'Deleted';
  return publicationStateLabel(state);
}
