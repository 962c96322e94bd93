import type { Section } from '@tessera/site';
import type { LayoutSave, PageDetail } from '@tessera/site/config-api.ts';
import { isSelectablePublicationState, type SelectablePublicationState } from './publication.ts';

/** What the owner has edited: the page's fields and its layout's sections. */
export interface PageDraft {
  title: string;
  publicationState: number;
  sections: Section[];
}

export interface PageUpdate {
  title?: string;
  publicationState?: SelectablePublicationState;
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
    sections: structuredClone(layout?.sections ?? []),
  };
}

/** Only what differs from the saved page; the layout goes whole, as the server saves it whole. */
export function changesBetween(saved: PageDetail, draft: PageDraft): PageChanges {
  const page: PageUpdate = {};
  if (draft.title !== saved.page.title) page.title = draft.title;
  if (
    draft.publicationState !== saved.page.publicationState &&
    isSelectablePublicationState(draft.publicationState)
  ) {
    page.publicationState = draft.publicationState;
  }
  const layoutChanged =
    saved.layout !== null && JSON.stringify(draft.sections) !== JSON.stringify(saved.layout.sections);
  return {
    page: Object.keys(page).length > 0 ? page : null,
    layout:
      layoutChanged && saved.layout ? { version: saved.layout.version, sections: draft.sections } : null,
  };
}

export function hasChanges(changes: PageChanges): boolean {
  return changes.page !== null || changes.layout !== null;
}
