// Not found (100, status 404): the answer to a path that names nothing the visitor may see. Any page
// type may answer with it (`notFound()` in outcome.ts); a path no route matches gets it too.
import { PageType } from '@tessera/core';
import { Tags } from '../../shared/cache-tags.ts';
import { definePageType } from '../define.ts';

export interface NotFoundData {
  /** The path that was asked for */
  path: string;
}

export const notFoundPage = definePageType<NotFoundData>({
  name: 'not-found',
  pageType: PageType.notFound,
  status: 404,
  // Whether a path names something depends on which collections exist.
  tags: () => [Tags.collections],
  head: () => ({ title: 'Page not found' }),
  render: ({ path }) => (
    <div className="system-page">
      <h1 className="page-title">Page not found</h1>
      <p>
        We couldn’t find <code>{path}</code>. It may have moved, or the address may be mistyped.
      </p>
      <p>
        <a href="/">Go to the home page</a> or <a href="/search">search this site</a>.
      </p>
    </div>
  ),
});
