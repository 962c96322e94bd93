// Search (102) at /search?q=…: the site's pages, collections and items matching the query, best
// first, matched words marked. Reads the search index (server/src/search/), not every item.
import { PageType } from '@tessera/core';
import { EntryList, type ListEntry } from '@tessera/site';
import { type SearchResult, search } from '../../search/service.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { definePageType, route } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';

export const MAX_QUERY_CHARS = 200;

/** The query as the page reads it: the cache keeps one rendering per such value. */
function queryOf(query: Readonly<Record<string, string | undefined>>): string {
  return (query.q ?? '').trim().slice(0, MAX_QUERY_CHARS);
}

export interface SearchData {
  query: string;
  results: SearchResult[];
}

export const searchPage = definePageType<SearchData>({
  name: 'search',
  pageType: PageType.search,
  route: route({
    path: '/search',
    params: {},
    load: async (_params, { db, site, viewer, request, now }): Promise<Outcome> => {
      const query = queryOf(request.query);
      const results = query
        ? await search(db, site.website.id, query, {
            canPreview: viewer.canPreview,
            now,
            homeCollectionId: site.settings.homeCollectionId,
          })
        : [];
      return show(searchPage, { query, results });
    },
  }),
  // Cached per query for visitors without a session (the same query, the same page), and dropped by
  // any change to the site: results can show anything on it.
  cacheable: true,
  queryKey: queryOf,
  tags: () => [Tags.anyChange],
  head: () => ({ title: 'Search', canonicalPath: '/search' }),
  render: ({ query, results }) => <SearchBody query={query} results={results} />,
});

function SearchBody({ query, results }: SearchData) {
  const entries: ListEntry[] = results.map((result) => ({ ...result, image: null }));
  return (
    <>
      <h1 className="page-title">Search</h1>
      <search>
        <form className="search-form" action="/search" method="get">
          <label htmlFor="search-query">Search this site</label>
          <input id="search-query" name="q" type="search" defaultValue={query} />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </form>
      </search>
      {query && (
        <output className="search-count">
          {results.length === 0
            ? `No results for “${query}”.`
            : `${results.length} result${results.length === 1 ? '' : 's'} for “${query}”.`}
        </output>
      )}
      <EntryList entries={entries} highlighted />
    </>
  );
}
