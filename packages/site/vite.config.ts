// Build of the published site's browser runtime. The server reads dist/.vite/manifest.json and
// emits <script type="module" src="/static/site/…"> for the src/runtime/main.ts entry; islands
// are dynamic imports, so each lands in its own chunk and loads only where its block is.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../vite-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/static/site/',
  publicDir: false,
  // Writes main-….js.br and .gz beside each file; the server sends the one the browser accepts.
  plugins: [precompress()],
  // Islands are TSX; the automatic runtime imports react/jsx-runtime only into their chunks.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('./src/runtime/main.ts', import.meta.url)) },
      // @tessera/core is pure tables and functions; without this its module-level tables (currencies,
      // messages) would ship to every page whether used or not.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/core\/src\//, sideEffects: false }] },
    },
  },
});
