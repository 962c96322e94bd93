// The blog's schemas: what its routes take and answer, and so what its service works with. Their ids
// name them in the OpenAPI document and in the clients' contract (routes.gen.ts). A post's body is a
// layout, saved as a draft through PUT /api/config/layouts/:id like a page's.
import { ItemPublicationState } from '@tessera/core';
import { z } from 'zod';
import { layoutAnswer } from '../content/schemas.ts';
import { ID_PATTERN } from '../db/ids.ts';

export const blogSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The post URL format: %y %m %d %t, sanitised by core's sanitizeBlogUrlTemplate */
    postUrlTemplate: z.string(),
    /** The blog's path on the site, e.g. '/journal' */
    fullUrl: z.string(),
  })
  .meta({ id: 'BlogSummary' });
export type BlogSummary = z.output<typeof blogSummary>;

/** A post's featured image: one of the site's uploaded images. */
const postImage = z
  .object({ id: z.string(), src: z.string(), width: z.number(), height: z.number(), alt: z.string() })
  .meta({ id: 'PostImage' });

export const postSummary = z
  .object({
    id: z.string(),
    blogId: z.string(),
    title: z.string(),
    /** The post's own part of its URL (%t) */
    urlId: z.string(),
    excerpt: z.string(),
    author: z.string(),
    tags: z.array(z.string()),
    categories: z.array(z.string()),
    image: postImage.nullable(),
    publicationState: z.literal(Object.values(ItemPublicationState)),
    /** core's pageStateLabel: Available, Scheduled, Needs Review, Hidden, Private, Deleted */
    publicationLabel: z.string(),
    /** The post's publish date (ISO 8601, UTC): when it was or is to be published; null before ever */
    publishedAt: z.string().nullable(),
    /** A scheduled post's publication time (ISO 8601, UTC); null in any other state */
    publishAt: z.string().nullable(),
    /** Its path on the site, following the blog's post URL format */
    fullUrl: z.string(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.output<typeof postSummary>;

/** A post with its body: the body's draft when there is one, else what visitors see. */
export const postDetail = z
  .object({ post: postSummary, layout: layoutAnswer.nullable() })
  .meta({ id: 'PostDetail' });
export type PostDetail = z.output<typeof postDetail>;

export const blogPosts = z.object({ blog: blogSummary, posts: z.array(postSummary) });
export type BlogPosts = z.output<typeof blogPosts>;

export const STATE_ERROR = 'Choose a publication state from 1 (Available) to 6 (Deleted).';
export const postTitle = z
  .string()
  .trim()
  .min(1, 'Please enter a title.')
  .max(200, 'Titles are at most 200 characters.');
const isoTime = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `Send ${field} as an ISO 8601 time with its offset, e.g. 2030-03-12T16:30:00Z.`,
  });
// Each name's own rules (length, empty, repeated) are core's, with its messages: the service checks.
const names = (plural: string) =>
  z
    .array(z.string().max(1000), { error: `Send ${plural} as a list of names.` })
    .max(100, `At most 100 ${plural}.`);

/** The body of PUT /api/config/posts/:id: only what changes. */
export const postUpdate = z.strictObject({
  title: postTitle.optional(),
  urlId: z.string().max(200).optional(),
  excerpt: z.string().max(2000, 'Excerpts are at most 2000 characters.').optional(),
  author: z.string().trim().max(100, 'Author names are at most 100 characters.').optional(),
  tags: names('tags').optional(),
  categories: names('categories').optional(),
  /** An uploaded image's id, or null for none */
  imageId: z.string().regex(ID_PATTERN, 'Choose one of the site’s images.').nullable().optional(),
  /** The publish date shown on the post (ISO 8601 with offset); for a post that is not Scheduled */
  publishedAt: isoTime('publishedAt').optional(),
  publicationState: z.literal(Object.values(ItemPublicationState), { error: STATE_ERROR }).optional(),
  /** With publicationState 2 only: when it is published (ISO 8601 with offset) */
  publishAt: isoTime('publishAt').optional(),
});
export type PostUpdate = z.output<typeof postUpdate>;
