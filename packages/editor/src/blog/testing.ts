// Blog answers of the config API as the demo site gives them, for the blog's component tests.

import type { AnswerOf } from '@tessera/site/api/call.ts';
import type { PageSummary, PostDetail, PostSummary } from '@tessera/site/api/routes.gen.ts';

export const journalPage: PageSummary = {
  id: 'b-journal',
  title: 'Journal',
  urlId: 'journal',
  type: 'blog',
  publicationState: 1,
  publicationLabel: 'Available',
  publishAt: null,
  fullUrl: '/journal',
  navigation: 'main',
};

export const plumPost: PostSummary = {
  id: 'p-plum',
  blogId: 'b-journal',
  title: 'Chasing a plum glaze for two years',
  urlId: 'chasing-plum',
  excerpt: 'How a smoky purple finally came out of the kiln.',
  author: 'Mara Quill',
  tags: ['Glazes', 'Test tiles'],
  categories: ['Process'],
  image: null,
  publicationState: 1,
  publicationLabel: 'Available',
  publishedAt: '2026-03-09T10:00:00.000Z',
  publishAt: null,
  fullUrl: '/journal/chasing-plum',
};

export const draftPost: PostSummary = {
  ...plumPost,
  id: 'p-draft',
  title: 'Salt firing',
  urlId: 'salt-firing',
  tags: [],
  categories: [],
  publicationState: 4,
  publicationLabel: 'Hidden',
  publishedAt: null,
  fullUrl: '/journal/salt-firing',
};

export const journalPosts = (posts: PostSummary[]): AnswerOf<'GET /api/config/blogs/:id/posts'> => ({
  blog: { id: 'b-journal', title: 'Journal', postUrlTemplate: '%t', fullUrl: '/journal' },
  posts,
});

export const draftDetail: PostDetail = {
  post: draftPost,
  layout: { id: 'l-draft', version: 1, sections: [], hasDraft: false },
};
