import { ItemPublicationState } from '@tessera/core';
import type { AssetRef, Section } from '@tessera/site';
import type { PostDetail, PostUpdate } from '@tessera/site/blog-api.ts';
import type { LayoutSave } from '@tessera/site/config-api.ts';
import { localInputToIso, toLocalInputValue } from '../ui/time.ts';

/** What the owner has edited: the post's fields and its body's sections. */
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
  publicationState: number;
  /** When Scheduled: the time as typed ('' for none) */
  publishAt: string;
  sections: Section[];
}

export interface PostChanges {
  /** The fields that differ; the featured image by its address (its id is looked up on saving) */
  post: (Omit<PostUpdate, 'imageId'> & { imageSrc?: string | null }) | null;
  /** The whole body, with the version it was read at, when anything in it changed */
  layout: LayoutSave | null;
}

export function draftFromDetail({ post, layout }: PostDetail): PostDraft {
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
    sections: structuredClone(layout?.sections ?? []),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Only what differs from the saved post; the body goes whole (as a draft). With `publish`, a post
 * that is and stays Available gets its changed or pending body published ('Publish changes').
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
  const layoutChanged =
    saved.layout !== null && JSON.stringify(draft.sections) !== JSON.stringify(saved.layout.sections);
  const live = ItemPublicationState.published;
  if (
    publish &&
    draft.publicationState === live &&
    before.publicationState === live &&
    (layoutChanged || saved.layout?.hasDraft)
  ) {
    post.publicationState = live;
  }
  return {
    post: Object.keys(post).length > 0 ? post : null,
    layout:
      layoutChanged && saved.layout ? { version: saved.layout.version, sections: draft.sections } : null,
  };
}

export function hasChanges(changes: PostChanges): boolean {
  return changes.post !== null || changes.layout !== null;
}
