// The blog's door: what the page types read of posts (a post's tags and categories, a tag's posts, an
// author's posts).
export { listPostsByAuthor, listPostsWithTerm, loadTerms, type TermKind } from './repository.ts';
