// The config API's blog answers (/api/config/blogs…, /api/config/posts…): the server builds them, the
// config area reads them, both from these types. A post's body is a layout, saved as a draft through
// PUT /api/config/layouts/:id like a page's.
import type { Layout } from './config-api.ts';

export interface BlogSummary {
  id: string;
  title: string;
  /** The post URL format: %y %m %d %t, sanitised by core's sanitizeBlogUrlTemplate */
  postUrlTemplate: string;
  /** The blog's path on the site, e.g. '/journal' */
  fullUrl: string;
}

/** A post's featured image: one of the site's uploaded images. */
export interface PostImage {
  id: string;
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface PostSummary {
  id: string;
  blogId: string;
  title: string;
  /** The post's own part of its URL (%t) */
  urlId: string;
  excerpt: string;
  author: string;
  tags: string[];
  categories: string[];
  image: PostImage | null;
  publicationState: number;
  /** core's pageStateLabel: Available, Scheduled, Needs Review, Hidden, Private, Deleted */
  publicationLabel: string;
  /** The post's publish date (ISO 8601, UTC): when it was or is to be published; null before ever */
  publishedAt: string | null;
  /** A scheduled post's publication time (ISO 8601, UTC); null in any other state */
  publishAt: string | null;
  /** Its path on the site, following the blog's post URL format */
  fullUrl: string;
}

export interface PostDetail {
  post: PostSummary;
  /** The body: its draft when there is one, else what visitors see */
  layout: Layout | null;
}

/** GET /api/config/blogs/:id/posts[?state=n] */
export interface BlogPosts {
  blog: BlogSummary;
  posts: PostSummary[];
}

/** The body of PUT /api/config/posts/:id: only what changes. */
export interface PostUpdate {
  title?: string;
  urlId?: string;
  excerpt?: string;
  author?: string;
  tags?: string[];
  categories?: string[];
  /** An uploaded image's id, or null for none */
  imageId?: string | null;
  /** The publish date shown on the post (ISO 8601 with offset); for a post that is not Scheduled */
  publishedAt?: string;
  publicationState?: number;
  /** With publicationState 2 only: when it is published (ISO 8601 with offset) */
  publishAt?: string;
}
