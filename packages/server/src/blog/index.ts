// The blog's door: what the page types read of posts (a post's tags and categories, a tag's posts).
export { listPostsWithTerm, loadTerms, type TermKind } from './repository.ts';
