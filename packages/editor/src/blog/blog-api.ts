import type { BlogPosts, BlogSummary, PostDetail, PostSummary, PostUpdate } from '@tessera/site/blog-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

// `silent`: every failure is shown where it happened (list, form), not as the system dialog.

/** A blog and its posts, newest first; with `state`, only those in that publication state. */
export function fetchBlogPosts(blogId: string, state: number | null): Promise<BlogPosts> {
  const query = state === null ? '' : `?state=${state}`;
  return request<BlogPosts>({
    method: 'GET',
    url: `/api/config/blogs/${encodeURIComponent(blogId)}/posts${query}`,
    silent: true,
  });
}

export async function updateBlog(blogId: string, postUrlTemplate: string): Promise<BlogSummary> {
  const answer = await request<{ blog: BlogSummary }>({
    method: 'PUT',
    url: `/api/config/blogs/${encodeURIComponent(blogId)}`,
    data: { postUrlTemplate },
    json: true,
    silent: true,
  });
  return answer.blog;
}

/** Makes a Hidden post with an empty body. */
export function createPost(blogId: string, title: string): Promise<PostDetail> {
  return request<PostDetail>({
    method: 'POST',
    url: `/api/config/blogs/${encodeURIComponent(blogId)}/posts`,
    data: { title },
    json: true,
    silent: true,
  });
}

export function fetchPost(postId: string): Promise<PostDetail> {
  return request<PostDetail>({
    method: 'GET',
    url: `/api/config/posts/${encodeURIComponent(postId)}`,
    silent: true,
  });
}

export async function updatePost(postId: string, update: PostUpdate): Promise<PostSummary> {
  const answer = await request<{ post: PostSummary }>({
    method: 'PUT',
    url: `/api/config/posts/${encodeURIComponent(postId)}`,
    data: update,
    json: true,
    silent: true,
  });
  return answer.post;
}
