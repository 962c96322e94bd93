// The production build of the server: main.ts and worker.ts bundled with esbuild into plain
// JavaScript under dist/, run by `node` with no TypeScript loader (`npm start`). The workspace
// packages (@tessera/core, @tessera/site) export TypeScript sources, so they are bundled in, and so
// are the ES-module libraries every process loads whole (BUNDLED): as hundreds of small modules
// they cost each serving process about 5 MB of memory that their bundled, tree-shaken code does
// not (settled idle, Node 22: 100-102 MB external, 95-99 bundled). Every other package stays an
// import of node_modules (native modules such as better-sqlite3 cannot be bundled, and CommonJS
// ones keep their own runtime switches, React's NODE_ENV among them). Code only the primary of a
// cluster needs stays out of the workers' way through dynamic import (split into chunks).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// The unit tests build a copy of their own beside it (test/built-server.ts): an argument names it.
const outdir = join(here, process.argv[2] ?? 'dist');

/** Packages bundled in, by their import names: ours, and pure ES-module libraries (see above). */
const BUNDLED = /^(@tessera\/|kysely(\/|$)|zod(\/|$)|zod-openapi(\/|$))/;

const nodeModulesOutside: Plugin = {
  name: 'node-modules-outside',
  setup(b) {
    // Any other bare specifier: left for node to resolve at run time.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: join(here, 'src/main.ts'),
    worker: join(here, 'src/worker.ts'),
    // Image work runs in a child process that exits when idle (assets/image-worker.ts).
    'image-process': join(here, 'src/assets/image-process.ts'),
    // The first start seeds the demo in a process of its own (seed/first-start.ts).
    'first-start-process': join(here, 'src/seed/first-start-process.ts'),
    // A cluster's primary runs it on a thread of its own (cluster/checkpoints.ts).
    'checkpoint-thread': join(here, 'src/cluster/checkpoint-thread.mjs'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  jsx: 'automatic',
  sourcemap: 'linked',
  // Stack traces name the source files under node --enable-source-maps (NODE_OPTIONS); `npm start`
  // leaves it off: it parses every map at load, 8 MB a process on Node 22.
  sourcesContent: false,
  // Every file directly in dist/, as every source file that finds its way on disk sits directly in
  // src/ (paths.ts): one relative path serves both.
  chunkNames: '[name]-[hash]',
  plugins: [nodeModulesOutside],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(`server built: ${outdir} (${Math.round(bytes / 1024)} KB of JavaScript)\n`);
