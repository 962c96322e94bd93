import { type Permission, pageStateLabel, publicationMovesFor } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';

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
