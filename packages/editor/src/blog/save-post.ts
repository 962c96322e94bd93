import { ItemPublicationState } from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { PostDetail } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { failureMessage, fieldFailures } from '../errors.ts';
import { fetchSiteImages } from '../pages/fields/site-images.tsx';
import type { PostChanges } from './post-changes.ts';

export const IMAGE_GONE = 'This image is no longer in the asset library. Choose another.';

export type SaveResult =
  | { ok: true; saved: PostDetail }
  | {
      ok: false;
      /** What the server holds now: a call before the failed one did save. */
      saved: PostDetail;
      message: string;
      fieldErrors: Record<string, string>;
      /** The post was changed elsewhere since it was read: only a reload helps */
      conflict: boolean;
    };

/** The update as the server takes it: the featured image named by its id in the asset library. */
async function withImageId(
  post: NonNullable<PostChanges['post']>,
): Promise<BodyOf<'PUT /api/config/posts/:id'>> {
  const { imageSrc, ...update } = post;
  if (imageSrc === undefined) return update;
  if (imageSrc === null) return { ...update, imageId: null };
  const image = (await fetchSiteImages()).find((candidate) => candidate.src === imageSrc);
  if (!image) throw new DataLayerError(IMAGE_GONE, 400, { imageId: IMAGE_GONE });
  return { ...update, imageId: image.id };
}

/**
 * Saves the post's fields and publication (which publishes the body's draft when it moves the post to
 * Available). After publishing the post is read again: publishing raised the body's version.
 */
export async function savePostChanges(saved: PostDetail, changes: PostChanges): Promise<SaveResult> {
  let current = saved;
  try {
    if (changes.post !== null) {
      const params = { id: current.post.id };
      const body = await withImageId(changes.post);
      const { post } = await call('PUT /api/config/posts/:id', { params, body, silent: true });
      current = { ...current, post };
      if (changes.post.publicationState === ItemPublicationState.published)
        current = await call('GET /api/config/posts/:id', { params, silent: true });
    }
  } catch (error) {
    return {
      ok: false,
      saved: current,
      message: failureMessage(error),
      fieldErrors: fieldFailures(error),
      conflict: error instanceof DataLayerError && error.status === 409,
    };
  }
  return { ok: true, saved: current };
}
