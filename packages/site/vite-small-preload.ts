// Vite wraps each dynamic import in its preload helper (about 1.4 KB minified, 0.5 KB brotli, in
// the runtime's entry on every page): it also preloads CSS, reads a CSP nonce and raises
// 'vite:preloadError', none of which the published page uses (no CSS chunks, no nonce; islands.ts
// handles a failed import). This plugin gives Vite's helper module a small one that does what the
// page needs: the imported chunk's own imports fetched in parallel (modulepreload), then the import.
// If Vite renames its helper's id this stops matching and the full helper simply comes back.
import type { Plugin } from 'vite';

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function smallPreloadHelper(base: string): Plugin {
  return {
    name: 'tessera:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load: (id) =>
      id === PRELOAD_HELPER_ID
        ? `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`
        : null,
  };
}
