import { ItemPublicationState } from '@tessera/core';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { PageDetail } from '@tessera/site/api/routes.gen.ts';
import { localInputToIso, toLocalInputValue } from '../ui/time.ts';

/** The page's settings as the owner edits them (its content is the canvas's, saved on its own). */
export interface PageDraft {
  title: string;
  publicationState: ItemPublicationState;
  /** When Scheduled: the time as typed, a `datetime-local` value in the owner's time zone ('' for none) */
  publishAt: string;
}

/** What a save changes (with Scheduled, `publishAt` is the time in UTC, ISO 8601). */
export type PageUpdate = BodyOf<'PUT /api/config/pages/:id'>;

export function draftFromDetail({ page }: PageDetail): PageDraft {
  return {
    title: page.title,
    publicationState: page.publicationState,
    publishAt: toLocalInputValue(page.publishAt),
  };
}

/**
 * Only what differs from the saved page; null when nothing does. With `publish`, a page that is and
 * stays Available gets its pending draft published ('Publish changes': Available again).
 */
export function changesBetween(saved: PageDetail, draft: PageDraft, publish = false): PageUpdate | null {
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
  const live = ItemPublicationState.published;
  if (
    publish &&
    draft.publicationState === live &&
    saved.page.publicationState === live &&
    saved.layout?.hasDraft
  ) {
    page.publicationState = live;
  }
  return Object.keys(page).length > 0 ? page : null;
}
