// Vite wraps each dynamic import in its preload helper (about 1.4 KB minified, 0.5 KB brotli, in
// the runtime's entry on every page): it also reads a CSP nonce and raises 'vite:preloadError', which
// the published page does not use (no nonce; islands.ts handles a failed import). This plugin gives
// Vite's helper module our own loader instead (src/runtime/chunk-loader.ts): the imported chunk's own
// imports fetched in parallel (modulepreload), its stylesheets linked and waited for (a failure is an
// error), the import itself, and the spec's 120 s time-out over the whole (spec 2 §8).
// If Vite renames its helper's id this stops matching and Vite's full helper simply comes back.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const chunkLoaderPath = () => fileURLToPath(new URL('./src/runtime/chunk-loader.ts', import.meta.url));

/** The helper module's code: Vite calls `__vitePreload(load, deps)` at each dynamic import. */
export function preloadHelperCode(base: string, loader: string = chunkLoaderPath()): string {
  return `import { loadChunk } from ${JSON.stringify(loader)};
export const __vitePreload = (load, deps) => loadChunk(load, deps, ${JSON.stringify(base)});`;
}

export function smallPreloadHelper(base: string): Plugin {
  return {
    name: 'tessera:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load: (id) => (id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : null),
  };
}
