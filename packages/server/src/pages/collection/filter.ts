// The optional filter query of a collection's address (first document, section 2: "/{urlId} |
// optional filter query string | Internal content links"): `?tag=`, `?category=` or `?author=`
// narrows a blog's list to the posts carrying that name. The spec is silent on which names; these
// are the ones a post has here (and what a Squarespace user types). One filter at a time, taken in
// that order when several are given: the filtered list has one canonical address.
import { blogTermKey } from '@tessera/core';
import type { TermKind } from '../../blog/index.ts';

export type FilterKind = TermKind | 'author';

/** A blog's list narrowed to one tag, category or author, named as its posts spell it */
export interface ListFilter {
  kind: FilterKind;
  name: string;
}

const FILTER_KINDS: readonly FilterKind[] = ['tag', 'category', 'author'];

/** The filter a collection address's query asks for, if any; other query parameters are ignored. */
export function listFilterOf(query: Readonly<Record<string, string | undefined>>): ListFilter | undefined {
  for (const kind of FILTER_KINDS) {
    const name = query[kind]?.trim();
    if (name) return { kind, name };
  }
  return undefined;
}

/**
 * The page cache's key for a filtered list: the filter only, folded as its posts are matched (any
 * case), so `?tag=Glazes&utm_source=x` and `?tag=glazes` share one rendering and made-up parameters
 * add no entries. No filter: no query key, the list is cached under its path like any page.
 */
export function filterQueryKey(query: Readonly<Record<string, string | undefined>>): string | undefined {
  const filter = listFilterOf(query);
  return filter && `${filter.kind}=${blogTermKey(filter.name)}`;
}
