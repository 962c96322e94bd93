import { isOwnerPublicationState, OWNER_PUBLICATION_STATES, publicationStateLabel } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';

/**
 * Available, Scheduled and Hidden, plus the page's current state, labelled as the server labels it,
 * when it is another (e.g. Needs Review), so that leaving the field alone keeps it.
 */
export function publicationChoices(page: Pick<PageSummary, 'publicationState' | 'publicationLabel'>) {
  const choices = OWNER_PUBLICATION_STATES.map((value) => ({
    value,
    label: publicationStateLabel(value),
  }));
  return isOwnerPublicationState(page.publicationState)
    ? choices
    : [...choices, { value: page.publicationState, label: page.publicationLabel }];
}

const NAVIGATION_LABELS = { main: 'Main navigation', footer: 'Footer navigation', none: 'Not in navigation' };

export function navigationLabel(placement: keyof typeof NAVIGATION_LABELS): string {
  return NAVIGATION_LABELS[placement];
}
