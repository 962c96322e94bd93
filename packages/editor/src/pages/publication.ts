import { ItemPublicationState, publicationStateLabel } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';

// An owner publishes a page, schedules it for a time, or hides it.
export const SELECTABLE_PUBLICATION_STATES = [
  ItemPublicationState.published,
  ItemPublicationState.scheduled,
  ItemPublicationState.draft,
] as const;

export type SelectablePublicationState = (typeof SELECTABLE_PUBLICATION_STATES)[number];

export function isSelectablePublicationState(value: number): value is SelectablePublicationState {
  return (SELECTABLE_PUBLICATION_STATES as readonly number[]).includes(value);
}

/**
 * Available, Scheduled and Hidden, plus the page's current state, labelled as the server labels it,
 * when it is another (e.g. Needs Review), so that leaving the field alone keeps it.
 */
export function publicationChoices(page: Pick<PageSummary, 'publicationState' | 'publicationLabel'>) {
  const choices = SELECTABLE_PUBLICATION_STATES.map((value) => ({
    value,
    label: publicationStateLabel(value),
  }));
  return isSelectablePublicationState(page.publicationState)
    ? choices
    : [...choices, { value: page.publicationState, label: page.publicationLabel }];
}

const NAVIGATION_LABELS = { main: 'Main navigation', footer: 'Footer navigation', none: 'Not in navigation' };

export function navigationLabel(placement: keyof typeof NAVIGATION_LABELS): string {
  return NAVIGATION_LABELS[placement];
}
