import { ItemPublicationState } from '@tessera/core';
import type { AssetRef } from '@tessera/site';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { PostDetail } from '@tessera/site/api/routes.gen.ts';
import { localInputToIso, toLocalInputValue } from '../ui/time.ts';

/** What the owner has edited of the post's fields (its body is the canvas's, saved as it goes). */
export interface PostDraft {
  title: string;
  urlId: string;
  excerpt: string;
  author: string;
  tags: string[];
  categories: string[];
  image: AssetRef | null;
  /** The publish date as typed, a `datetime-local` value in the owner's time zone ('' for none) */
  publishedAt: string;
  publicationState: ItemPublicationState;
  /** When Scheduled: the time as typed ('' for none) */
  publishAt: string;
}

export interface PostChanges {
  /** The fields that differ; the featured image by its address (its id is looked up on saving) */
  post: (Omit<BodyOf<'PUT /api/config/posts/:id'>, 'imageId'> & { imageSrc?: string | null }) | null;
}

export function draftFromDetail({ post }: PostDetail): PostDraft {
  return {
    title: post.title,
    urlId: post.urlId,
    excerpt: post.excerpt,
    author: post.author,
    tags: [...post.tags],
    categories: [...post.categories],
    image: post.image && { src: post.image.src, width: post.image.width, height: post.image.height },
    publishedAt:
      post.publicationState === ItemPublicationState.scheduled ? '' : toLocalInputValue(post.publishedAt),
    publicationState: post.publicationState,
    publishAt: toLocalInputValue(post.publishAt),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Only what differs from the saved post. With `publish`, a post that is and stays Available gets its
 * pending body published ('Publish changes').
 */
export function changesBetween(saved: PostDetail, draft: PostDraft, publish = false): PostChanges {
  const before = saved.post;
  const post: NonNullable<PostChanges['post']> = {};
  for (const key of ['title', 'urlId', 'excerpt', 'author'] as const) {
    if (draft[key] !== before[key]) post[key] = draft[key];
  }
  if (!sameList(draft.tags, before.tags)) post.tags = draft.tags;
  if (!sameList(draft.categories, before.categories)) post.categories = draft.categories;
  if ((draft.image?.src ?? null) !== (before.image?.src ?? null)) post.imageSrc = draft.image?.src ?? null;
  const scheduled = ItemPublicationState.scheduled;
  if (draft.publicationState === scheduled) {
    // Compared as the field showed it, so an untouched time is not sent again (it may have seconds).
    if (before.publicationState !== scheduled || draft.publishAt !== toLocalInputValue(before.publishAt)) {
      post.publicationState = scheduled;
      const at = localInputToIso(draft.publishAt);
      if (at !== null) post.publishAt = at;
    }
  } else {
    if (draft.publicationState !== before.publicationState) post.publicationState = draft.publicationState;
    const date = localInputToIso(draft.publishedAt);
    if (date !== null && draft.publishedAt !== toLocalInputValue(before.publishedAt)) post.publishedAt = date;
  }
  const live = ItemPublicationState.published;
  if (
    publish &&
    draft.publicationState === live &&
    before.publicationState === live &&
    saved.layout?.hasDraft
  ) {
    post.publicationState = live;
  }
  return { post: Object.keys(post).length > 0 ? post : null };
}

export function hasChanges(changes: PostChanges): boolean {
  return changes.post !== null;
}
