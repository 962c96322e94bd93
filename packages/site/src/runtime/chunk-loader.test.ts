import { CHUNK_SCRIPT_TIMEOUT_MS } from '@tessera/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadHelperCode } from '../../vite-small-preload.ts';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  loadChunk,
  loadStylesheet,
  withChunkTimeout,
} from './chunk-loader.ts';
import { type IslandModule, loadIslands } from './islands.ts';

const linkOf = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].find((link) => link.href.endsWith(href));

interface HappyDomSettings {
  disableCSSFileLoading: boolean;
  handleDisabledFileLoadingAsSuccess: boolean;
}
const happyDomSettings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM
  .settings;

/**
 * How happy-dom answers a linked stylesheet: with its load event or its error event, as a browser
 * does for a sheet that arrives or one that fails (it fetches nothing).
 */
function stylesheetsWill(outcome: 'load' | 'error'): void {
  happyDomSettings.disableCSSFileLoading = true;
  happyDomSettings.handleDisabledFileLoadingAsSuccess = outcome === 'load';
}

const original = {
  disableCSSFileLoading: happyDomSettings.disableCSSFileLoading,
  handleDisabledFileLoadingAsSuccess: happyDomSettings.handleDisabledFileLoadingAsSuccess,
};
beforeAll(() => stylesheetsWill('load'));
// The window may be shared with other test files: its settings go back as they were.
afterAll(() => Object.assign(happyDomSettings, original));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe("spec 2 §8: 'Chunk loading: script time-out 120 s'", () => {
  it('is 120 s', () => {
    expect(CHUNK_SCRIPT_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a chunk that has not loaded after 120 s, and not a moment before', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = vi.fn();
    loadChunk(() => never, [], '/static/site/').then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const [error] = outcome.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading a chunk timed out after 120 s');
  });

  it('resolves to the module when it arrives in time, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const module = { hydrate: () => {} };
    await expect(withChunkTimeout(Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes an import failure on as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure), [], '/static/site/')).rejects.toBe(failure);
  });
});

describe("spec 2 §8: 'a stylesheet load failure is an error'", () => {
  it("links the chunk's stylesheet and its script imports, and resolves once both are in", async () => {
    stylesheetsWill('load');
    const module = { ready: true };

    const loaded = await loadChunk(
      () => Promise.resolve(module),
      ['assets/reviews-a1.css', 'assets/shared-b2.js'],
      '/static/site/',
    );

    expect(loaded).toBe(module);
    expect(linkOf('/static/site/assets/reviews-a1.css')?.rel).toBe('stylesheet');
    expect(linkOf('/static/site/assets/shared-b2.js')?.rel).toBe('modulepreload');
  });

  it('fails the chunk when its stylesheet fails, though its script loaded, and takes the link away so a later load tries again', async () => {
    stylesheetsWill('error');
    const load = vi.fn(() => Promise.resolve({}));

    const error = await loadChunk(load, ['assets/share-c3.css'], '/static/site/').catch(
      (reason: unknown) => reason,
    );

    expect(load).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Unable to load stylesheet /static/site/assets/share-c3.css');
    expect(linkOf('/static/site/assets/share-c3.css')).toBeUndefined();

    stylesheetsWill('load');
    await expect(loadStylesheet('/static/site/assets/share-c3.css')).resolves.toBeUndefined();
    expect(linkOf('/static/site/assets/share-c3.css')).toBeDefined();
  });

  it('links a stylesheet once however many chunks need it', async () => {
    stylesheetsWill('load');
    const first = loadStylesheet('/static/site/assets/common-d4.css');
    const second = loadStylesheet('/static/site/assets/common-d4.css');
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    await first;
  });
});

describe('the islands load through the chunk loader', () => {
  it('an island whose chunk times out is not hydrated, is logged, and may load again later', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="reviews"></div>';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hydrate = vi.fn();
    const never = new Promise<never>(() => {});
    const load = vi
      .fn<() => Promise<IslandModule>>()
      .mockImplementationOnce(() => loadChunk(() => never, [], '/static/site/'))
      .mockImplementationOnce(() => loadChunk(() => Promise.resolve({ hydrate }), [], '/static/site/'));

    const first = loadIslands({ '.reviews': load });
    await vi.advanceTimersByTimeAsync(CHUNK_SCRIPT_TIMEOUT_MS);
    expect(await first).toEqual([]);
    expect(hydrate).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      'Unable to load module for trigger',
      '.reviews',
      expect.any(ChunkLoadError),
    );

    await loadIslands({ '.reviews': load });
    expect(hydrate).toHaveBeenCalledOnce();
    document.body.innerHTML = '';
    logged.mockRestore();
  });

  it("the build's preload helper is the chunk loader (vite-small-preload.ts)", () => {
    // (The build resolves the loader's real path; the test's window has no file URLs to resolve it.)
    const code = preloadHelperCode('/static/site/', '/site/src/runtime/chunk-loader.ts');
    expect(code).toContain('import { loadChunk } from "/site/src/runtime/chunk-loader.ts"');
    expect(code).toContain(
      'export const __vitePreload = (load, deps) => loadChunk(load, deps, "/static/site/")',
    );
  });

  it("keeps its own 120 s equal to core's CHUNK_SCRIPT_TIMEOUT_MS", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(CHUNK_SCRIPT_TIMEOUT_MS);
  });
});
