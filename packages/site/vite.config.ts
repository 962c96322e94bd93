// Build of the published site's browser runtime. The server reads dist/.vite/manifest.json and
// emits <script type="module" src="/static/site/…"> for the src/runtime/main.ts entry; islands
// are dynamic imports, so each lands in its own chunk and loads only where its block is. Bytes per
// page are measured by `BENCH_ONLY=wire npx tsx bench/run.ts` (docs/performance.md).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../vite-precompress.ts';
import { smallPreloadHelper } from './vite-small-preload.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const base = '/static/site/';

export default defineConfig({
  root,
  base,
  publicDir: false,
  // Writes main-….js.br and .gz beside each file; the server sends the one the browser accepts. Vite's
  // helper for dynamic imports is swapped for a smaller one (vite-small-preload.ts).
  plugins: [precompress(), smallPreloadHelper(base)],
  // Islands are TSX; the automatic runtime imports react/jsx-runtime only into their chunks.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry imports statically goes in the entry's own chunk: by default the modules
      // it shares with an island (the chunk loader, core's limits and data-layer statuses, the popup's
      // rule) were split off as four more requests on every page. main.ts also exports the shared
      // modules whose state is one per page (docs/architecture.md, "What a first visit loads").
      output: {
        codeSplitting: {
          groups: [{ name: 'runtime', tags: ['$initial'] }],
        },
      },
      input: { main: fileURLToPath(new URL('./src/runtime/main.ts', import.meta.url)) },
      // @tessera/core is pure tables and functions; without this its module-level tables (currencies,
      // messages) would ship to every page whether used or not.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/core\/src\//, sideEffects: false }],
        // An unused property read is dropped (core's former `MAP_DEFAULTS.style: MapStyle.grayscale` kept its
        // enums in the entry): no code of the page reads a property for a getter's side effect.
        propertyReadSideEffects: false,
      },
    },
  },
});
