import { PERMISSIONS } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail, aboutPage, homePage } from '../testing/demo-pages.ts';
import { click, type Rendered, render, waitFor } from '../testing/dom.ts';
import { type FakeApi, fakeApi } from '../testing/fake-api.ts';
import { serveFramePages } from '../testing/frame-pages.ts';
import { outboxMessages } from '../testing/outbox.ts';
import { openScreen } from '../testing/sections.ts';
import { createEditorTracker, editorSessionId } from './editor-analytics.tsx';
import { Workspace } from './Workspace.tsx';

const website = { id: 'w1', identifier: 'demo', siteTitle: 'Demo Studio', baseUrl: 'http://localhost:3000' };
const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };

describe("editor tracker: spec 2 §3 'Analytics event fields' (Common: actor, action, …, product_area, …)", () => {
  it('sends the common fields of each event, with this tab’s session', async () => {
    const send = vi.fn(async () => ({ recorded: true }));
    const tracker = createEditorTracker({
      enabled: true,
      websiteIdentifier: 'demo',
      accountId: 'a1',
      platformVersion: '7.1',
      send,
    });
    tracker.track({
      action: 'opened',
      area: 'item-catalog',
      page: 'commerce',
      objectType: 'product',
      objectId: 'p9',
    });
    expect(send).toHaveBeenCalledWith({
      commonData: expect.objectContaining({
        actor: 'owner',
        action: 'opened',
        event_source: 'config-area',
        product_area: 'item-catalog',
        product_page: 'commerce',
        object_type: 'product',
        object_id: 'p9',
        context_website_identifier: 'demo',
        user_member_account_id: 'a1',
        user_session_id: editorSessionId(),
      }),
    });
  });

  it('sends nothing while editor analytics are off (the default)', () => {
    const send = vi.fn(async () => ({ recorded: false }));
    createEditorTracker({
      enabled: false,
      websiteIdentifier: 'demo',
      accountId: 'a1',
      platformVersion: '7.1',
      send,
    }).track({
      action: 'viewed',
      area: null,
      page: 'pages',
      objectType: 'screen',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('never lets a failed call reach the owner', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const tracker = createEditorTracker({
      enabled: true,
      websiteIdentifier: 'demo',
      accountId: 'a1',
      platformVersion: '7.1',
      send,
    });
    expect(() =>
      tracker.track({ action: 'viewed', area: null, page: 'pages', objectType: 'screen' }),
    ).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps one session id per tab', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = editorSessionId(storage);
    expect(editorSessionId(storage)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the config area's events: spec 1 §2 'Editor product areas named in events' and 'A /config area is tracked as the design editor when the site uses template version 7.1'", () => {
  let rendered: Rendered | undefined;
  let stopServingFramePages = () => {};
  let api: FakeApi;

  beforeEach(() => {
    stopServingFramePages = serveFramePages({ '/': homePage.id });
    window.history.replaceState(null, '', '/config/?frameUrl=%2Fabout');
    api = fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
      [`GET /api/config/pages/${aboutPage.id}`]: { body: aboutDetail },
      'GET /api/config/outbox': { body: { messages: outboxMessages } },
      'POST /api/config/editor-events': { status: 202, body: { recorded: true } },
    });
  });
  afterEach(() => {
    rendered?.unmount();
    stopServingFramePages();
    vi.unstubAllGlobals();
  });

  const sentEvents = () =>
    api.sent
      .filter((request) => request.path === '/api/config/editor-events')
      .map((request) => (request.body as { commonData: Record<string, unknown> }).commonData);

  async function renderWorkspace(enabled: boolean, platformVersion: '7' | '7.1' = '7.1') {
    rendered = await render(
      <Workspace
        website={website}
        account={account}
        permissions={[...PERMISSIONS]}
        initialFrameUrl="/about"
        onSignedOut={() => {}}
        analytics={{ enabled, platformVersion }}
      />,
    );
    return rendered.container;
  }

  it('tracks the config area as the design editor, a page opened as the section editor, on a 7.1 site', async () => {
    const container = await renderWorkspace(true);
    await waitFor(() => sentEvents().length > 0, 'the first event');
    expect(sentEvents()[0]).toMatchObject({
      action: 'viewed',
      product_area: 'design-editor',
      product_page: 'pages',
    });

    const row = await waitFor(
      () => container.querySelector<HTMLElement>('button[data-page-id="p-about"]'),
      'the pages',
    );
    await click(row);
    await waitFor(() => sentEvents().some((event) => event.action === 'opened'), 'the opened event');
    expect(sentEvents().find((event) => event.action === 'opened')).toMatchObject({
      product_area: 'section-editor',
      object_type: 'page',
      object_id: aboutPage.id,
    });

    await openScreen(container, 'Outbox');
    await waitFor(() => sentEvents().some((event) => event.product_page === 'outbox'), 'the outbox event');
    expect(sentEvents().at(-1)).toMatchObject({ action: 'viewed', product_area: 'design-editor' });
  });

  it('names no area for the config area at large on a site of another template version', async () => {
    await renderWorkspace(true, '7');
    await waitFor(() => sentEvents().length > 0, 'the first event');
    expect(sentEvents()[0]).toMatchObject({ product_page: 'pages', product_area: null });
  });

  it('sends no event when editor analytics are off', async () => {
    const container = await renderWorkspace(false);
    await waitFor(() => container.querySelector('[data-page-id="p-about"]'), 'the pages');
    await openScreen(container, 'Outbox');
    expect(sentEvents()).toEqual([]);
  });
});
