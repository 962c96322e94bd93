import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../vite-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The config area's bundle. The server reads dist/.vite/manifest.json to find the script and CSS
// of the `src/main.tsx` entry and serves dist/ under /static/editor/.
export default defineConfig({
  root,
  base: '/static/editor/',
  // Writes each file's .br and .gz beside it; the server sends the one the browser accepts.
  plugins: [precompress()],
  // Vite 8 transforms JSX with Oxc; the automatic runtime means no `import React` in components.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: fileURLToPath(new URL('src/main.tsx', import.meta.url)) },
  },
});
