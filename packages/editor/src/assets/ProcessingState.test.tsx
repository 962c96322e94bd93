// Spec 2 §8's processing strings on the asset library's rows: a new image's renditions are made by a
// job after its upload, and its row polls the job's state until it ends.
import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { AssetLibrary } from './AssetLibrary.tsx';
import { processingPollDelay } from './use-processing.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const kiln: AssetFile = {
  id: '0123456789abcdef01234567',
  title: 'kiln.jpg',
  name: 'kiln.jpg',
  src: '/s/kiln.jpg',
  contentType: 'image/jpeg',
  kind: 'image',
  size: 204_800,
  width: 1600,
  height: 1000,
  placeholder: '#b45a28',
  alt: '',
  memberAreaIds: null,
  processing: 'processing',
  createdAt: '2026-01-02T10:00:00.000Z',
};
const POLL = `GET /api/config/files/${kiln.id}/processing`;

/** The library with `kiln` processing, its polls a few milliseconds apart. */
async function renderProcessing(polls: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/config/files': { body: { files: [kiln], memberAreas: [] } },
    [POLL]: polls,
  });
  // Asked for a delay exactly when the row schedules its next poll: how a test knows, without
  // waiting, that no poll is pending.
  const scheduled = vi.fn(() => 5);
  rendered = await render(<AssetLibrary onBack={() => {}} uploader={vi.fn()} pollDelay={scheduled} />);
  const { container } = rendered;
  await waitFor(() => container.querySelector('.file-row'), 'the file');
  const status = () => container.querySelector<HTMLElement>('.file-row [role="status"]');
  const polled = () => api.calls().filter((c) => c === POLL).length;
  return { status, polled, scheduled: () => scheduled.mock.calls.length };
}

describe('spec 2 §8: file processing on the asset library’s rows', () => {
  it('shows “Processing…” in a status the screen reader hears, polls, and stops once done', async () => {
    const { status, polled, scheduled } = await renderProcessing([
      { body: { processing: 'processing' } },
      { body: { processing: 'processing' } },
      { body: { processing: 'done' } },
    ]);
    expect(textOf(status())).toBe('Processing…');
    await waitFor(() => textOf(status()) === '', 'processing to end');
    expect(polled()).toBe(3);
    // Every scheduled poll was sent, and none is scheduled after 'done'.
    expect(scheduled()).toBe(3);
  });

  it("shows 'File processing failed' when the job could not read the image", async () => {
    const { status } = await renderProcessing({ body: { processing: 'failed' } });
    await waitFor(() => textOf(status()) === 'File processing failed', 'the failure');
  });

  it("shows 'File processing failed to complete' when the job ran out of time or tries", async () => {
    const { status } = await renderProcessing({ body: { processing: 'incomplete' } });
    await waitFor(() => textOf(status()) === 'File processing failed to complete', 'the failure');
  });

  it("shows 'File processing cancelled' when the file was deleted while processing", async () => {
    const { status, polled, scheduled } = await renderProcessing({ status: 404, body: { error: 'Gone.' } });
    await waitFor(() => textOf(status()) === 'File processing cancelled', 'the cancellation');
    expect(polled()).toBe(1);
    expect(scheduled()).toBe(1);
  });

  it("shows 'No response data from job request' for a poll with no body, and polls on", async () => {
    let serverBack = false;
    const { status } = await renderProcessing(() =>
      serverBack ? { body: { processing: 'done' } } : { status: 200 },
    );
    await waitFor(() => textOf(status()) === 'No response data from job request', 'the empty answer');
    serverBack = true;
    await waitFor(() => textOf(status()) === '', 'the next poll to find it done');
  });

  it("shows 'No response data from job request' for a poll whose answer does not parse", async () => {
    const api = fakeApi({ 'GET /api/config/files': { body: { files: [kiln], memberAreas: [] } } });
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      String(url).includes('/processing')
        ? new Response('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })
        : fakeFetch(url, init),
    );
    rendered = await render(<AssetLibrary onBack={() => {}} uploader={vi.fn()} pollDelay={() => 5} />);
    const { container } = rendered;
    await waitFor(
      () =>
        textOf(container.querySelector('.file-row [role="status"]')) === 'No response data from job request',
      'the unparseable answer',
    );
    expect(api.calls()).toContain('GET /api/config/files');
  });

  it('polls with back-off: 1 s, doubling, at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(processingPollDelay)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('shows nothing for a file with nothing to process, and never polls it', async () => {
    const api = fakeApi({
      'GET /api/config/files': { body: { files: [{ ...kiln, processing: 'done' }], memberAreas: [] } },
    });
    const scheduled = vi.fn(() => 5);
    rendered = await render(<AssetLibrary onBack={() => {}} uploader={vi.fn()} pollDelay={scheduled} />);
    await waitFor(() => rendered?.container.querySelector('.file-row'), 'the file');
    // The row's effect has run with the row: it scheduled no poll.
    expect(scheduled).not.toHaveBeenCalled();
    expect(rendered.container.querySelector('.file-row [role="status"]')).toBeNull();
    expect(api.calls()).toEqual(['GET /api/config/files']);
  });
});
