import type { PageDetail } from '@tessera/site/config-api.ts';
import { editableText } from './blocks.ts';
import { isSelectablePublicationState, type SelectablePublicationState } from './publication.ts';

/** What the owner has typed: the page's fields and the text of each editable block by id. */
export interface PageDraft {
  title: string;
  publicationState: number;
  blockTexts: Record<string, string>;
}

export interface PageUpdate {
  title?: string;
  publicationState?: SelectablePublicationState;
}

export interface BlockUpdate {
  blockId: string;
  data: Record<string, unknown>;
}

export interface PageChanges {
  page: PageUpdate | null;
  blocks: BlockUpdate[];
}

export function draftFromDetail({ page, layout }: PageDetail): PageDraft {
  const blockTexts: Record<string, string> = {};
  for (const block of layout?.blocks ?? []) {
    const text = editableText(block);
    if (text !== null) blockTexts[block.id] = text;
  }
  return { title: page.title, publicationState: page.publicationState, blockTexts };
}

/** Only what differs from the saved page; a block update keeps the block's other data (e.g. level). */
export function changesBetween(saved: PageDetail, draft: PageDraft): PageChanges {
  const page: PageUpdate = {};
  if (draft.title !== saved.page.title) page.title = draft.title;
  if (
    draft.publicationState !== saved.page.publicationState &&
    isSelectablePublicationState(draft.publicationState)
  ) {
    page.publicationState = draft.publicationState;
  }
  const blocks: BlockUpdate[] = [];
  for (const block of saved.layout?.blocks ?? []) {
    const text = draft.blockTexts[block.id];
    if (text !== undefined && text !== editableText(block)) {
      blocks.push({ blockId: block.id, data: { ...block.data, text } });
    }
  }
  return { page: Object.keys(page).length > 0 ? page : null, blocks };
}

export function hasChanges(changes: PageChanges): boolean {
  return changes.page !== null || changes.blocks.length > 0;
}
