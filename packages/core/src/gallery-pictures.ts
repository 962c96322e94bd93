// A gallery collection's pictures as the owner edits them: how many it may hold (the spec's limit of
// a user-orderable collection), how long a caption and alt text may be, and what a new picture is
// called. Where a moved picture lands is lists.ts's movedTo.
import { MAX_ITEMS_USER_ORDERABLE_COLLECTION } from './limits.ts';

export const MAX_GALLERY_PICTURES = MAX_ITEMS_USER_ORDERABLE_COLLECTION;
export const MAX_PICTURE_CAPTION_LENGTH = 200;
export const MAX_PICTURE_ALT_LENGTH = 500;

export const GALLERY_FULL = `A gallery holds at most ${MAX_GALLERY_PICTURES} pictures.`;

/** A new picture's caption from its file's name: 'kiln_opening-2.jpg' → 'Kiln opening 2'. */
export function captionFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .slice(0, MAX_PICTURE_CAPTION_LENGTH);
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Picture';
}
