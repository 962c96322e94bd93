import { PERMISSIONS } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutPage, homePage } from '../testing/demo-pages.ts';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { PagesPanel } from './PagesPanel.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const pageItems = (container: HTMLElement) => [...container.querySelectorAll('.page-item')];

describe('PagesPanel', () => {
  it('lists the pages with their publication label and navigation placement', async () => {
    const pages = heldRoute({ body: { pages: [homePage, aboutPage] } });
    fakeApi({ 'GET /api/config/pages': pages.route });
    rendered = await render(
      <PagesPanel
        frameLocation={{ path: '/about?ref=nav', collectionId: null }}
        onShowInFrame={() => {}}
        permissions={PERMISSIONS}
      />,
    );
    const { container } = rendered;
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading pages…');
    pages.release();
    const items = await waitFor(() => pageItems(container).length === 2 && pageItems(container), 'the pages');
    expect(items.map((item) => textOf(item.querySelector('.page-item-title')))).toEqual(['Home', 'About']);
    expect(items.map((item) => textOf(item.querySelector('.badge')))).toEqual(['Available', 'Hidden']);
    expect(textOf(items[1]?.querySelector('.page-item-meta'))).toBe('/about · Footer navigation');
    expect(container.querySelector('nav[aria-label="Pages"]')).not.toBeNull();
  });

  it("shows the submission counts of the forms a page holds, and nothing when they can't load", async () => {
    fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
      'GET /api/config/forms/pages': {
        body: {
          pages: [
            {
              pageId: aboutPage.id,
              forms: [
                { id: 'f1', name: 'Contact', submissionCount: 3, unreadCount: 2 },
                { id: 'f2', name: 'Survey', submissionCount: 1, unreadCount: 0 },
              ],
            },
          ],
        },
      },
    });
    rendered = await render(
      <PagesPanel
        frameLocation={{ path: '/', collectionId: null }}
        onShowInFrame={() => {}}
        permissions={PERMISSIONS}
      />,
    );
    const { container } = rendered;
    const counts = await waitFor(() => container.querySelector('.page-item-forms'), 'the counts');
    expect(textOf(counts)).toBe('Contact: 3 submissions, 2 unread · Survey: 1 submission');
    expect(counts.closest('.page-item')?.getAttribute('data-page-id')).toBe(aboutPage.id);
    expect(container.querySelectorAll('.page-item-forms')).toHaveLength(1);
  });

  it('highlights the page the frame shows', async () => {
    fakeApi({ 'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } } });
    rendered = await render(
      <PagesPanel
        frameLocation={{ path: '/about?ref=nav', collectionId: null }}
        onShowInFrame={() => {}}
        permissions={PERMISSIONS}
      />,
    );
    const current = await waitFor(
      () => rendered?.container.querySelector('[aria-current="page"]'),
      'a highlight',
    );
    expect(textOf(current.querySelector('.page-item-title'))).toBe('About');
  });

  it('shows a failure and loads again on Try again', async () => {
    fakeApi({
      'GET /api/config/pages': [
        { status: 500, body: { error: 'Database unavailable' } },
        { body: { pages: [homePage] } },
      ],
    });
    rendered = await render(
      <PagesPanel
        frameLocation={{ path: '/', collectionId: null }}
        onShowInFrame={() => {}}
        permissions={PERMISSIONS}
      />,
    );
    const { container } = rendered;
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the failure');
    expect(textOf(alert)).toBe('Database unavailable');
    await click(button(container, 'Try again'));
    await waitFor(() => pageItems(container).length === 1, 'the pages');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
