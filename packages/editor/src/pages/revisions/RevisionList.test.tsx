import type { Layout } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { RevisionList, UNSAVED_MESSAGE } from './RevisionList.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const REVISIONS = [
  { id: 'r2', publishedAt: '2026-11-20T10:00:00.000Z', publishedBy: 'Ada Owner' },
  { id: 'r1', publishedAt: '2026-11-01T09:00:00.000Z', publishedBy: null },
];
const RESTORED: Layout = { id: 'l1', version: 8, sections: [], hasDraft: true };

function renderList(handlers: {
  onPreview?: (url: string) => void;
  onRestored?: (layout: Layout) => void;
  version?: number | null;
}) {
  const saveDraft = async () => (handlers.version === undefined ? 7 : handlers.version);
  return render(
    <RevisionList
      layoutId="l1"
      saveDraft={saveDraft}
      pagePath="/about"
      onPreview={handlers.onPreview ?? (() => {})}
      onRestored={handlers.onRestored ?? (() => {})}
    />,
  );
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('.revision')];

describe('RevisionList', () => {
  it('lists who published when, newest first, and previews one in the frame', async () => {
    fakeApi({ 'GET /api/config/layouts/l1/revisions': { body: { revisions: REVISIONS } } });
    const previews: string[] = [];
    rendered = await renderList({ onPreview: (url) => previews.push(url) });
    const { container } = rendered;
    const items = await waitFor(() => rows(container).length === 2 && rows(container), 'the revisions');
    expect(items.map((item) => textOf(item.querySelector('.revision-who')))).toEqual([
      'Published by Ada Owner',
      'Published on schedule',
    ]);
    await click(items[1]?.querySelector<HTMLButtonElement>('button') ?? undefined);
    expect(previews).toEqual(['/about?revision=r1']);
  });

  it('restores a revision against the version the editor holds, and says so', async () => {
    const api = fakeApi({
      'GET /api/config/layouts/l1/revisions': { body: { revisions: REVISIONS } },
      'POST /api/config/layouts/l1/revisions/r1/restore': { body: { layout: RESTORED } },
    });
    const restored: Layout[] = [];
    rendered = await renderList({ onRestored: (layout) => restored.push(layout) });
    const { container } = rendered;
    const items = await waitFor(() => rows(container).length === 2 && rows(container), 'the revisions');
    await click(button(items[1] as HTMLElement, 'Restore'));
    await waitFor(() => restored.length === 1, 'the restore');
    expect(api.sent.at(-1)?.body).toEqual({ version: 7 });
    expect(restored).toEqual([RESTORED]);
    expect(textOf(container.querySelector('.revisions [role="status"]:last-child'))).toMatch(
      /is now the draft\.$/,
    );
  });

  it('restores nothing when the editor could not save its changes first', async () => {
    const api = fakeApi({ 'GET /api/config/layouts/l1/revisions': { body: { revisions: REVISIONS } } });
    rendered = await renderList({ version: null });
    const { container } = rendered;
    const items = await waitFor(() => rows(container).length === 2 && rows(container), 'the revisions');
    await click(button(items[1] as HTMLElement, 'Restore'));
    expect(textOf(await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal'))).toBe(
      UNSAVED_MESSAGE,
    );
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows the conflict when the page was saved elsewhere, and the empty state', async () => {
    const stale = 'This page was changed elsewhere. Reload to see the latest version.';
    fakeApi({
      'GET /api/config/layouts/l1/revisions': { body: { revisions: REVISIONS } },
      'POST /api/config/layouts/l1/revisions/r2/restore': { status: 409, body: { error: stale } },
    });
    rendered = await renderList({});
    const { container } = rendered;
    const items = await waitFor(() => rows(container).length === 2 && rows(container), 'the revisions');
    await click(button(items[0] as HTMLElement, 'Restore'));
    expect(textOf(await waitFor(() => container.querySelector('[role="alert"]'), 'the conflict'))).toBe(
      stale,
    );
    rendered.unmount();
    fakeApi({ 'GET /api/config/layouts/l1/revisions': { body: { revisions: [] } } });
    rendered = await renderList({});
    const empty = await waitFor(
      () => rendered?.container.querySelector('.revisions .panel-note:not([role])'),
      'empty',
    );
    expect(textOf(empty)).toMatch(/^This page has not been published yet\./);
  });
});
