// Error (101, status 500): what a page that failed to load or render becomes. Only reached through
// pages/render.ts, which logs the failure and shows this with the site's title and nothing else read
// from the database (the database may be what failed). No stack, no detail.
import { PageType } from '@tessera/core';
import { definePageType } from '../define.ts';

export const errorPage = definePageType<Record<string, never>>({
  name: 'error',
  pageType: PageType.error,
  status: 500,
  head: () => ({ title: 'Something went wrong' }),
  render: () => (
    <div className="system-page">
      <h1 className="page-title">Something went wrong</h1>
      <p>This page could not be shown. Please try again in a moment.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  ),
});
