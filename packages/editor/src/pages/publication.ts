import { ItemPublicationState, type Permission, pageStateLabel, publicationMovesFor } from '@tessera/core';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { formatLocalTime } from '../ui/time.ts';

/**
 * The page's state as it is (leaving the field alone keeps it), then every state core's
 * PUBLICATION_MOVES lets this account move it to, labelled by the state and the move
 * ('Needs Review (Submit for review)').
 */
export function publicationChoices(
  page: Pick<PageSummary, 'publicationState' | 'publicationLabel'>,
  permissions: readonly Permission[],
) {
  const moves = publicationMovesFor(page.publicationState, permissions).filter(
    (move) => move.to !== page.publicationState,
  );
  return [
    { value: page.publicationState, label: page.publicationLabel },
    ...moves.map((move) => ({ value: move.to, label: `${pageStateLabel(move.to)} (${move.action})` })),
  ];
}

const NAVIGATION_LABELS = { main: 'Main navigation', footer: 'Footer navigation', none: 'Not in navigation' };

export function navigationLabel(placement: keyof typeof NAVIGATION_LABELS): string {
  return NAVIGATION_LABELS[placement];
}

/** A settings form's button: publishing only for someone who may, on something that is to be Available. */
export function submitLabel(canPublish: boolean, state: number): string {
  if (!canPublish) return 'Save draft';
  return state === ItemPublicationState.published ? 'Save and publish' : 'Save';
}

/** What the owner is told after a save: what visitors now see, or that it waits. */
export function savedNotice(state: number, publishAt: string | null, hasDraft: boolean): string {
  if (state === ItemPublicationState.scheduled && publishAt !== null)
    return `Saved. Publishes ${formatLocalTime(publishAt)}.`;
  if (state === ItemPublicationState.needsReview) return 'Submitted for review';
  if (hasDraft) return 'Draft saved. Visitors see it once it is published.';
  return state === ItemPublicationState.published ? 'Published' : 'Saved';
}
