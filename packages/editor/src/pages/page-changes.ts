import { ItemPublicationState } from '@tessera/core';
import type { Section } from '@tessera/site';
import type { LayoutSave, PageDetail } from '@tessera/site/config-api.ts';
import { localInputToIso, toLocalInputValue } from '../ui/time.ts';

/** What the owner has edited: the page's fields and its layout's sections. */
export interface PageDraft {
  title: string;
  publicationState: number;
  /** When Scheduled: the time as typed, a `datetime-local` value in the owner's time zone ('' for none) */
  publishAt: string;
  sections: Section[];
}

export interface PageUpdate {
  title?: string;
  publicationState?: number;
  /** With Scheduled: the time in UTC, ISO 8601 */
  publishAt?: string;
}

export interface PageChanges {
  page: PageUpdate | null;
  /** The whole layout, with the version it was read at, when anything in it changed */
  layout: LayoutSave | null;
}

export function draftFromDetail({ page, layout }: PageDetail): PageDraft {
  return {
    title: page.title,
    publicationState: page.publicationState,
    publishAt: toLocalInputValue(page.publishAt),
    sections: structuredClone(layout?.sections ?? []),
  };
}

/**
 * Only what differs from the saved page; the layout goes whole, as the server saves it whole (as a
 * draft). With `publish`, a page that is and stays Available gets its changed or pending draft
 * published ('Publish changes': Available again).
 */
export function changesBetween(saved: PageDetail, draft: PageDraft, publish = false): PageChanges {
  const page: PageUpdate = {};
  if (draft.title !== saved.page.title) page.title = draft.title;
  if (draft.publicationState === ItemPublicationState.scheduled) {
    // Compared as the field showed it, so an untouched time is not sent again (it may have seconds).
    const timeChanged = draft.publishAt !== toLocalInputValue(saved.page.publishAt);
    if (saved.page.publicationState !== ItemPublicationState.scheduled || timeChanged) {
      page.publicationState = ItemPublicationState.scheduled;
      // No time, or not one: sent without, and the server says what is missing beside the field.
      const at = localInputToIso(draft.publishAt);
      if (at !== null) page.publishAt = at;
    }
  } else if (draft.publicationState !== saved.page.publicationState) {
    page.publicationState = draft.publicationState;
  }
  const layoutChanged =
    saved.layout !== null && JSON.stringify(draft.sections) !== JSON.stringify(saved.layout.sections);
  const live = ItemPublicationState.published;
  if (
    publish &&
    draft.publicationState === live &&
    saved.page.publicationState === live &&
    (layoutChanged || saved.layout?.hasDraft)
  ) {
    page.publicationState = live;
  }
  return {
    page: Object.keys(page).length > 0 ? page : null,
    layout:
      layoutChanged && saved.layout ? { version: saved.layout.version, sections: draft.sections } : null,
  };
}

export function hasChanges(changes: PageChanges): boolean {
  return changes.page !== null || changes.layout !== null;
}
